"""The LCG rooms on the site: card pages with their JSON twin, the replay viewer."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from judge.cli import main
from judge.config import Settings
from judge.web.app import create_app


@pytest.fixture(scope="module")
def client(lcg_cards: Path, tmp_path_factory: pytest.TempPathFactory) -> Any:
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("data"), cards_path=None, lcg_cards_path=lcg_cards
    )
    return create_app(settings, TESTING=True).test_client()


def test_card_page_shows_the_record_and_the_tree(client: Any) -> None:
    response = client.get("/cards/lcg/core-set-92")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "Luke Skywalker" in html and "Jednostka" in html
    assert "Drzewo zdolności" in html and "Reaction:" in html


def test_card_json_twin_is_the_cli_json(client: Any, lcg_cards: Path) -> None:
    api = client.get("/api/cards/lcg/core-set-92")
    assert api.status_code == 200
    assert json.loads(api.data) == json.loads(client.get("/cards/lcg/core-set-92?format=json").data)
    result = CliRunner().invoke(
        main, ["--lcg-cards", str(lcg_cards), "cards", "lcg", "show", "core-set-92", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == json.loads(api.data)


def test_an_unknown_card_is_a_polish_404(client: Any) -> None:
    response = client.get("/cards/lcg/no-such-card")
    assert response.status_code == 404
    assert "Nie ma karty LCG" in response.get_data(as_text=True)


def test_the_replay_viewer_steps_through_an_lcg_scenario(client: Any) -> None:
    first = client.get("/replay?scenario=lcg-01-balance-dial-first-turn&step=0")
    assert first.status_code == 200
    html = first.get_data(as_text=True)
    assert "tarcza Gwiazdy Śmierci" in html
    step = client.get("/api/replay?scenario=lcg-01-balance-dial-first-turn&step=2")
    data = json.loads(step.data)
    assert data["step"]["type"] == "dial" and data["step"]["board"]["dial"] == 1
    assert data["step"]["citations"][0]["citation"]
