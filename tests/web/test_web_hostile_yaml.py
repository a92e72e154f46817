"""Hostile YAML through the site (issue 18): a `decide=` value or a pasted scenario that would
expand into gigabytes, or hold a 5,000-digit number, is a small Polish 400 page."""

from __future__ import annotations

import re
import urllib.parse
from typing import Any

import pytest

from judge.engine.api import list_scenarios

BOMB = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "\n".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)
)


def _message(body: bytes) -> str:
    found = re.findall(r'class="message">(.*?)</p>', body.decode("utf-8"), re.S)
    return found[0] if found else ""


@pytest.fixture()
def scenario_id(web_settings: Any) -> str:
    if web_settings.cards_path is None:
        pytest.skip("../shared/data/swdestinydb is absent: golden scenarios need its cards")
    return str(list_scenarios()[0]["id"])


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (BOMB, "rozwinięte odwołania"),
        ("9" * 5000, "za dużo cyfr"),
        ("[" * 100 + "]" * 100, "zagnie"),
    ],
)
def test_a_hostile_decision_is_a_small_400(
    client: Any, scenario_id: str, value: str, expected: str
) -> None:
    query = urllib.parse.quote("vader.use=" + value)
    response = client.get(f"/replay?scenario={scenario_id}&decide={query}")
    assert response.status_code == 400
    assert expected in _message(response.data)
    assert len(response.data) < 50_000


def test_a_pasted_bomb_is_a_small_400(client: Any) -> None:
    text = BOMB.replace("h: &h [", "title: [") + "\nplayers: {}\n"
    response = client.post("/replay", data={"text": text})
    assert response.status_code == 400
    assert "rozwinięte odwołania" in _message(response.data)
    assert len(response.data) < 20_000
