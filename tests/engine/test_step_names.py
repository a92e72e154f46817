"""Step texts name cards and dice as a judge reads them (issue 13): a scenario id appears only
in brackets after a name („kość karty Szturmowiec [trooper.die]”), never alone („Cel obrażeń z
trooper.die — P2: wookiee”)."""

from __future__ import annotations

import re
from pathlib import Path

from judge.engine.api import load_scenario, replay, scenarios_dir

ROOT = scenarios_dir()
# The golden cases and the per-card scenarios: between them every effect family of the Polish
# pool speaks (the variants repeat the same steps on other boards).
SCENARIOS = sorted([*ROOT.glob("*.yaml"), *ROOT.glob("cards/*.yaml")])
BRACKETS = re.compile(r"\[[^\]]*\]")
TOKEN = re.compile(r"[\w.#-]+")


def bare_ids(texts: list[str], ids: set[str]) -> list[str]:
    """The step texts that show one of `ids` outside brackets."""
    return [t for t in texts if any(tok in ids for tok in TOKEN.findall(BRACKETS.sub("", t)))]


def test_bare_ids_are_found() -> None:
    assert bare_ids(["Cel obrażeń z trooper.die — P2: wookiee"], {"trooper.die", "wookiee"})
    assert not bare_ids(
        ["Cel obrażeń z kości karty Szturmowiec [trooper.die] — P2: Wookiee [wookiee]"],
        {"trooper.die", "wookiee"},
    )


def test_step_texts_show_names_not_ids(cards_db: Path) -> None:
    offenders: list[str] = []
    for path in SCENARIOS:
        result = replay(load_scenario(path, cards_path=cards_db))
        final = result.final
        ids = set(final.cards) | set(final.dice)
        texts = [event.text for event in result.log.events]
        offenders += [f"{path.name}: {t}" for t in bare_ids(texts, ids)]
    assert not offenders, "\n".join(offenders[:20])
