"""Polish descriptions of the ability AST (`judge.cards.describe`): total over every node type
and every value of its literal fields, readable on every Polish card of the database, and
exact for a few cards a judge asks about."""

from __future__ import annotations

import dataclasses
import re
import typing
from pathlib import Path
from typing import Any, get_args, get_origin

import pytest
from test_card_grammar import EXTRA_TEXTS

from judge.cards import ast as A
from judge.cards.db import load_card_database
from judge.cards.describe import DESCRIBERS, describe, describe_ability, plural
from judge.cards.parse import parse_card_text
from judge.cards.show import parse_to_json

NODE_CLASSES = sorted(
    (c for c in vars(A).values() if isinstance(c, type) and issubclass(c, A.Node)),
    key=lambda c: c.__name__,
)
NODE_CLASSES.remove(A.Node)

# Every identifier the AST uses as a literal value ("self", "hand", "non_unique", ...): none
# may leak into a Polish description.
_HINTS = {cls: typing.get_type_hints(cls, vars(A)) for cls in NODE_CLASSES}


def _literal_values(hint: Any) -> list[str]:
    if get_origin(hint) is typing.Literal:
        return [v for v in get_args(hint) if isinstance(v, str)]
    return [v for arg in get_args(hint) for v in _literal_values(arg)]


IDENTIFIERS = {
    value
    for hints in _HINTS.values()
    for hint in hints.values()
    for value in _literal_values(hint)
    if len(value) > 1
} | {"weapon", "vehicle", "equipment", "None", "True", "False"}
IDENTIFIERS -= {"symbol"}  # a Polish word too ("wybierz symbol")
REPR = re.compile(r"\w\(|=|'|\b[a-z]+_[a-z_]+\b")


def assert_readable(text: str, what: object) -> None:
    assert text and text.strip(), f"empty description of {what!r}"
    assert not REPR.search(text), f"Python repr in {text!r} ({what!r})"
    leaked = {word for word in re.findall(r"[A-Za-z_]+", text) if word in IDENTIFIERS}
    assert not leaked, f"identifiers {leaked} in {text!r} ({what!r})"


# --- synthetic nodes: every class, every literal value -------------------------------------------

DAMAGE = A.DealDamage(A.Fixed(2), A.Select("character"))
SAMPLES_BY_NAME: dict[str, Any] = {
    "amount": A.Fixed(2),
    "size": A.HandLimit(),
    "value": A.Fixed(2),
    "increase": A.Fixed(1),
    "value_bonus": A.Fixed(1),
    "increase_per": A.Ref("just", "card", "discarded"),
    "value_as": A.Fixed(3),
    "count": A.UpTo(2),
    "condition": A.Possible(),
    "effect": DAMAGE,
    "then": A.Draw(A.Fixed(1)),
    "first": DAMAGE,
    "otherwise": A.Draw(A.Fixed(1)),
    "cost": A.Exhaust(A.Ref("self", "support")),
    "prevented_by": A.SpendResources(A.Fixed(1)),
    "replaces": A.Discard(A.Ref("self", "card"), "play"),
    "when": A.Timepoint("end_of_round"),
    "player": A.Player("opponent"),
    "chooser": A.Player("opponent"),
    "steps": (DAMAGE, A.Draw(A.Fixed(1))),
    "options": (DAMAGE, A.GainResources(A.Fixed(1))),
    "conditions": (A.Possible(), A.ControlsBattlefield()),
    "items": (A.Select("character"), A.Ref("self", "support")),
    "kinds": ("defeated",),
    "symbols": ("MD", "RD"),
    "as_symbols": ("F",),
    "not_symbols": ("-",),
    "filters": (A.Filter("color", "red"), A.Filter("showing", ("MD",))),
    "typos": (A.Typo("ścankę", "ściankę", 0, 6),),
    "abilities": (A.Ability("effect", effect=DAMAGE),),
    "reminder": "Po tym, jak postać zostanie pokonana, przesuń tę kartę",
    "text": "Dobierz kartę.",
    "correction": "ściankę",
    "subtype": "vehicle",
    "named": "02001",
    "actor": "opponent",
}


def _sample_for(cls: type, name: str, hint: Any) -> Any:
    if hint is bool:
        return True
    if hint is int:
        return 2
    if cls is A.Filter and name == "value":
        return "red"
    if name in SAMPLES_BY_NAME:
        return SAMPLES_BY_NAME[name]
    literals = _literal_values(hint)
    if literals:
        return literals[0]
    if hint is str or hint == str | None:
        return "weapon"
    if hint is A.Trigger or hint == A.Trigger | None:
        return A.Trigger("before", A.Event(("defeated",), subject=A.Ref("attached", "character")))
    if hint is A.Event:
        return A.Event(("played",), subject=A.Select("upgrade"), actor="you")
    if hint is A.Face:
        return A.Face(("Sh",))
    if hint is A.Player:
        return A.Player("each_opponent")
    if hint is A.Keyword or hint == A.Keyword | None:
        return A.Keyword("guardian")
    return A.Select("die", A.AnyNumber(), "you", (A.Filter("showing", ("-",)),))


def sample(cls: type) -> A.Node:
    values = {
        f.name: _sample_for(cls, f.name, _HINTS[cls][f.name]) for f in dataclasses.fields(cls)
    }
    return cls(**values)


def variants(cls: type) -> list[A.Node]:
    """The sample of `cls` with each literal field set to each of its values in turn."""
    base = sample(cls)
    out = [base]
    for f in dataclasses.fields(cls):
        for value in _literal_values(_HINTS[cls][f.name]):
            out.append(dataclasses.replace(base, **{f.name: value}))
    return out


def test_every_node_type_has_a_describer() -> None:
    missing = [cls.__name__ for cls in NODE_CLASSES if cls not in DESCRIBERS]
    assert not missing


@pytest.mark.parametrize("cls", NODE_CLASSES, ids=lambda c: c.__name__)
def test_every_node_type_and_literal_value_reads_in_polish(cls: type) -> None:
    for node in variants(cls):
        assert_readable(describe(node), node)


FILTER_VALUES: dict[str, tuple[Any, ...]] = {
    "color": ("red", "blue", "yellow", "gray"),
    "subtype": ("weapon", "vehicle", "equipment", "ability"),
    "not_subtype": ("ability", "weapon"),
    "showing": (("MD",), ("RD", "MD"), ("-",), ("Sp",), ("Sh",)),
    "not_showing": (("MD",),),
    "showing_value_at_least": (2,),
    "die_of": (("character", "upgrade"), ("support",)),
    "keyword": ("ambush", "guardian", "redeploy"),
    "cost_at_most": (A.Fixed(3), A.ValueOf(A.Ref("given", "die"))),
    "in_play": (None, "you", "opponent"),
    "affiliation": ("villain", "hero", "neutral"),
    "not_color": ("red", "gray"),
    "named": ("Leia Organa",),
    "showing_value": (A.Fixed(2),),
    "showing_value_at_most": (2,),
    "cost_at_least": (3,),
    "not_showing_value": (A.Fixed(2),),
    "has": (A.Select("upgrade"),),
    "matches": (A.Select("event"),),
    "not_matches": (A.Select("event"), A.Either((A.Select("event"), A.Select("support")))),
    "code": ("15005",),
    "points_at_least": (20,),
    "points_at_most": (10,),
    "card_type": ("character", "upgrade", "support", "event"),
    "compared": (
        (">", A.Select("card", A.All(), zone="hand"), A.Player("you")),
        ("<", "health", A.Ref("given", "character")),
    ),
    "title_contains": ("Mastery",),
}


@pytest.mark.parametrize("kind", get_args(A.FilterKind))
def test_every_filter_reads_in_polish(kind: str) -> None:
    for value in FILTER_VALUES.get(kind, (None,)):
        for count in (A.Fixed(1), A.Fixed(2), A.AnyNumber()):
            node = A.Select("die", count, filters=(A.Filter(kind, value),))  # type: ignore[arg-type]
            assert_readable(describe(node), node)


@pytest.mark.parametrize("kind", get_args(A.ObjectKind))
def test_every_object_kind_reads_in_polish(kind: str) -> None:
    for count in (A.Fixed(1), A.Fixed(5), A.UpTo(2), A.AnyNumber(), A.All(), A.VariableX()):
        for controller in ("you", "opponent", "any", "own", "its"):
            node = A.Select(kind, count, controller)  # type: ignore[arg-type]
            assert_readable(describe(node), node)
    for to in _literal_values(_HINTS[A.Ref]["to"]):
        assert_readable(describe(A.Ref(to, kind)), (to, kind))


# --- real cards ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def polish_texts(cards_db: Path) -> list[str]:
    db = load_card_database(cards_db)
    texts = [c.rules_text for c in db if c.rules_text and c.rules_lang == "pl"]
    assert len(texts) > 100
    return texts + list(EXTRA_TEXTS)


def test_every_node_of_every_polish_card_reads_in_polish(polish_texts: list[str]) -> None:
    seen: set[str] = set()
    for text in polish_texts:
        parsed = parse_card_text(text)
        for node in A.walk(parsed):
            seen.add(type(node).__name__)
            assert_readable(describe(node), node)
        for item in parse_to_json(parsed)["description"]:
            assert_readable(item["summary"], text)
    assert len(seen) > 90  # the cards use nearly every node type


def _ability(text: str, index: int = -1) -> dict[str, str]:
    parsed = parse_card_text(text)
    assert parsed.ok
    return describe_ability(parsed.abilities[index])


def test_druga_szansa_reads_as_a_replacement(cards_db: Path) -> None:
    card = load_card_database(cards_db).get("01137")
    parts = _ability(card.rules_text)
    assert parts["kind"] == "Zdolność aktywowana"
    assert parts["trigger"] == (
        "przed tym, jak postać, do której dołączono tę kartę, miałaby zostać pokonana "
        "(zastąpienie: „miałaby”)"
    )
    assert parts["effect"] == (
        "zamiast tego: ulecz 5 obrażeń (z: dana postać); odrzuć z gry: to ulepszenie"
    )
    assert parts["targets"] == "dana postać"


def test_qui_gon_reads_cost_and_option(cards_db: Path) -> None:
    card = load_card_database(cards_db).get("01037")
    parts = _ability(card.rules_text)
    assert parts["trigger"] == "przed tym, jak ta postać zyska 1 lub więcej żetonów osłon"
    assert parts["optional"].startswith("możesz")
    assert parts["cost"] == "usuń 1 żeton osłony (z: dana postać)"
    assert parts["effect"] == "zadaj 1 obrażenie – cel: dowolna postać"
    assert parts["targets"] == "dowolna postać"  # what the effect acts on, not the cost
    assert parts["summary"] == (
        "Zdolność aktywowana – przed tym, jak ta postać zyska 1 lub więcej żetonów osłon: "
        "możesz: usuń 1 żeton osłony (z: dana postać), aby: zadaj 1 obrażenie – cel: dowolna "
        "postać"
    )


def test_numerals_and_adjectives_agree() -> None:
    assert [plural(n, "karta", "karty", "kart") for n in (1, 2, 4, 5, 12, 14, 22, 25)] == [
        "karta",
        "karty",
        "karty",
        "kart",
        "kart",
        "kart",
        "karty",
        "kart",
    ]
    assert describe(A.Draw(A.Fixed(1))) == "dobierz 1 kartę"
    assert describe(A.Heal(A.Fixed(5), A.Ref("self", "character"))) == (
        "ulecz 5 obrażeń (z: ta postać)"
    )
    red = (A.Filter("color", "red"),)
    assert describe(A.Select("upgrade", filters=red)) == "dowolne czerwone ulepszenie"
    assert describe(A.Select("die", A.AnyNumber(), "you", red)) == (
        "dowolna liczba twoich czerwonych kości"
    )
    assert describe(A.TakeActions(A.UpTo(2))) == "wykonaj maksymalnie 2 dodatkowe akcje"


def test_json_and_cli_carry_the_description(cards_db: Path) -> None:
    from click.testing import CliRunner

    from judge.cli import main

    parsed = parse_to_json(parse_card_text("Zasadzka.\nNie da się tego przeczytać."))
    kinds = [item["kind"] for item in parsed["description"]]
    assert kinds == ["Słowo kluczowe", "Nierozpoznane"]
    assert parsed["description"][1]["start"] == parsed["unparsed"][0]["start"]
    result = CliRunner().invoke(main, ["--cards", str(cards_db), "cards", "show", "r137"])
    assert result.exit_code == 0, result.output
    assert "Jak to czytać:" in result.output and "miałaby zostać pokonana" in result.output
