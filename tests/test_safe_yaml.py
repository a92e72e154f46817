"""Hostile YAML (issue 18): every user-given YAML is bounded before anything is built, and a
refusal names the field. The probes are the ones that took the site down: alias expansion
("billion laughs") in a `decide=` value and in a scenario's title, an integer of 5,000 digits,
deep nesting."""

from __future__ import annotations

import contextlib
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge import safeyaml
from judge.engine.api import load_scenario_text, parse_decision
from judge.engine.core.errors import ScenarioError
from judge.errors import JudgeError

LAUGHS = "\n".join(
    ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    + [
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 9) + "]"
        for i in range(8)
    ]
)


def test_an_alias_bomb_is_refused_without_expanding_it() -> None:
    tracemalloc.start()
    with pytest.raises(safeyaml.YamlRefused) as info:
        safeyaml.load(LAUGHS)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert "rozwinięte odwołania" in info.value.message and "wiersz 6" in info.value.message
    assert peak < 5_000_000  # expanded, the document would hold 9**9 strings


def test_an_anchor_for_a_repeated_card_is_fine() -> None:
    text = "card: &jawa {name: Jawa, type: character}\nhand: [*jawa, *jawa]\n"
    assert safeyaml.load(text)["hand"] == [{"name": "Jawa", "type": "character"}] * 2


def test_aliases_of_a_long_text_count_its_characters() -> None:
    text = "t: &t '" + "x" * 3000 + "'\nmany: [" + ", ".join(["*t"] * 400) + "]\n"
    with pytest.raises(safeyaml.YamlRefused) as info:
        safeyaml.load(text)
    assert "za dużo tekstu" in info.value.message and info.value.path == "many[332]"


def test_aliases_count_toward_depth() -> None:
    deep = "d: &d " + "[" * 20 + "]" * 20 + "\nouter: " + "[" * 20 + "*d" + "]" * 20 + "\n"
    with pytest.raises(safeyaml.YamlRefused) as info:
        safeyaml.load(deep)
    assert "zagnieżdżenie" in info.value.message


def test_a_decision_value_bomb_is_a_clear_refusal() -> None:
    with pytest.raises(JudgeError) as info:
        parse_decision("vader.use=" + LAUGHS.replace("\n", "\n"))
    assert "rozwinięte odwołania" in info.value.message


def test_a_plain_text_decision_is_still_its_own_answer() -> None:
    assert parse_decision("rey.target=[nie domknięta") == ("rey.target", "[nie domknięta")
    assert parse_decision("rey.use=tak") == ("rey.use", "tak")
    assert parse_decision("rey.targets=[jango, 2]") == ("rey.targets", ["jango", 2])


def test_a_bomb_in_the_title_of_a_scenario_names_the_field() -> None:
    text = LAUGHS.replace("h: &h [", "title: [") + "\nplayers: {}\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text)
    message = info.value.message
    assert "rozwinięte odwołania" in message and len(message) < 500


def test_an_expanded_title_is_not_echoed_whole() -> None:
    text = "x: &x [" + ", ".join(["ha"] * 50) + "]\ntitle: [*x, *x, *x]\nplayers: {}\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text)
    assert "title" in info.value.message and len(info.value.message) < 2_000


def test_a_huge_integer_names_the_field() -> None:
    text = (
        "players:\n  P1:\n    characters:\n      - {id: a, card: '01001', damage: "
        + "9" * 5000
        + "}\n"
    )
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text)
    assert "players.P1.characters[0].damage" in info.value.message
    assert "cyfr" in info.value.message and info.value.exit_code == 2


def test_deep_nesting_is_refused() -> None:
    with pytest.raises(safeyaml.YamlRefused) as info:
        safeyaml.load("a: " + "[" * 200 + "]" * 200)
    assert "zagnieżdżenie" in info.value.message


def test_a_long_string_is_refused_and_not_echoed() -> None:
    with pytest.raises(safeyaml.YamlRefused) as info:
        safeyaml.load("title: '" + "x" * 100_000 + "'")
    assert "100000 znaków" in info.value.message and len(info.value.message) < 200


def test_paths_follow_mappings_and_sequences() -> None:
    text = "a:\n  b:\n    - 1\n    - {c: " + "7" * 40 + "}\n"
    with pytest.raises(safeyaml.YamlRefused) as info:
        safeyaml.check(text)
    assert info.value.path == "a.b[1].c" and info.value.line == 4


def test_ordinary_values_pass() -> None:
    data = safeyaml.load("seed: 12345678901234567890\nids: [deadbeef, 0x1F]\nt: 'tak'\n")
    assert data == {"seed": 12345678901234567890, "ids": ["deadbeef", 31], "t": "tak"}


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text_is_loaded_or_refused_with_a_message(text: str) -> None:
    try:
        safeyaml.load(text)
    except safeyaml.YamlRefused as exc:
        assert exc.message and exc.exit_code == 2


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="[]{}:,-&*! \n'\"ab1", max_size=200))
def test_yaml_punctuation_never_escapes_as_another_error(text: str) -> None:
    with contextlib.suppress(safeyaml.YamlRefused):
        safeyaml.load(text)


def test_cli_huge_integer_is_exit_2_with_the_field(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_text("players:\n  P1:\n    resources: " + "7" * 5000 + "\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "judge", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 2, result.stderr
    assert "players.P1.resources" in result.stderr
    assert "Błąd wewnętrzny" not in result.stderr and "Traceback" not in result.stderr


def test_thousands_of_problems_are_listed_briefly() -> None:
    hand = ", ".join(f"{{id: c{i}, card: '9{i:04d}'}}" for i in range(3000))
    text = f"players:\n  P1:\n    hand: [{hand}]\n  P2: {{}}\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text)
    message = info.value.message
    assert len(info.value.problems) >= 3000
    assert "dalszych" in message and message.count("\n") <= 52 and len(message) < 20_000


def test_the_engine_benchmarks_long_game_fits_the_limits() -> None:
    """`judge bench engine` loads a synthetic game of 10,000+ events through the same loader."""
    import yaml

    from judge.engine.destiny.game import SYNTHETIC_ROUNDS
    from judge.engine.destiny.synthetic import synthetic_scenario

    safeyaml.check(yaml.safe_dump(synthetic_scenario(SYNTHETIC_ROUNDS), sort_keys=False))
