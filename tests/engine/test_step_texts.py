"""The step texts a Polish judge reads: numerals agree, participles agree with the card's type
noun (postać … pokonana, wsparcie … wyczerpane), hidden cards are "zakryta karta", no English
leaks (phase names, event types, card-text formatting tags)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.engine.api import load_scenario, replay, scenarios_dir

SCENARIOS = sorted(scenarios_dir().glob("*.yaml"))


@pytest.fixture(scope="module")
def texts(cards_db: Path) -> dict[str, list[str]]:
    return {
        p.stem: [e.text for e in replay(load_scenario(p, cards_path=cards_db)).steps]
        for p in SCENARIOS
    }


BAD = [
    (r"karta \(nieznana\)", "hidden card named as „karta (nieznana)”"),
    (r"</?[bi]>", "formatting tag of the card database"),
    (r"\((1 (zasoby|obrażenia wręcz|obrażenia dystansowe|osłony))\)", "1 + plural"),
    (r"\b[5-9] (zasoby|obrażenia|osłony)\b", "5–9 + plural of 2–4"),
    (r"\bzamiast (defeat|damage|activate)\b", "English event type"),
    (r"\bWsparcie Wsparcie\b", "noun doubled"),
    (r"nadmiarowe \d+ ignorowane", "old excess wording"),
    (r"zadanie [2-9] obrażenia\b", "nominative after „zadanie”"),
    (r"(dobiera|odrzuca z ręki) kartę (karta|zakryta)", "doubled noun"),
]


@pytest.mark.parametrize(("pattern", "why"), BAD, ids=[why for _, why in BAD])
def test_no_bad_phrasing_in_golden_replays(texts: dict[str, list[str]], pattern: str, why: str):
    hits = [
        f"{name}: {text}"
        for name, steps in texts.items()
        for text in steps
        if re.search(pattern, text)
    ]
    assert not hits, f"{why}:\n" + "\n".join(hits[:5])


@pytest.mark.parametrize(
    ("scenario", "sentence"),
    [
        ("c55-dooku-ackbar", "P1 odrzuca z ręki zakrytą kartę [p1-hand-1]"),
        ("c55-dooku-ackbar", "Przerwanie przed: zadanie 2 obrażeń dystansowych postaci"),
        ("c55-dooku-ackbar", "Postać Hrabia Dooku [dooku] zostaje pokonana"),
        (
            "c08-squad-tactics-guardian-redeploy",
            "Ulepszenie Kij Gaffi [gaffi] przeniesione na postać",
        ),
        ("c08-squad-tactics-guardian-redeploy", "Wydarzenie Taktyka oddziału [squad] zagrane"),
        ("c05c-backup-muscle-moves-damage", "Wsparcie awaryjne [muscle] zostaje wyczerpane"),
        ("c19-second-chance-beats-grievous", "zastępuje: pokonanie postaci Han Solo [han]"),
        ("c15-crime-lord-delayed-defeat", "P1 dobiera zakrytą kartę [p1-deck-1]"),
        ("c15-crime-lord-delayed-defeat", "wypada 1R (1 zasób)"),
        ("c07-f11d-distribute-no-overkill", "rozdział 2 obrażeń między postacie gracza P2"),
    ],
)
def test_sentences_read_well(texts: dict[str, list[str]], scenario: str, sentence: str) -> None:
    assert any(sentence in text for text in texts[scenario]), sentence


def test_cli_board_names_the_phase_in_polish(cards_db: Path) -> None:
    from click.testing import CliRunner

    from judge.cli import main

    path = scenarios_dir() / "c07-f11d-distribute-no-overkill.yaml"
    result = CliRunner().invoke(main, ["--cards", str(cards_db), "replay", str(path)])
    assert result.exit_code == 0, result.output
    assert "koniec gry" in result.output and "faza over" not in result.output
