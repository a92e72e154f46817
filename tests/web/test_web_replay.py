"""The replay viewer: uploads, step pages, keyboard-free navigation links, forks, JSON twins.

The scenario is `data/two-targets.yaml`, written for these tests with inline cards (no card
database needed): a ranged die resolved without a target, so the engine takes a decision that
can be forked. Shipped golden scenarios are checked too, as they land in `rulings/scenarios/`.
"""

from __future__ import annotations

import html
import io
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import pytest

from judge.config import Settings
from judge.engine.api import list_scenarios

from .test_web_pages import cli_json, message_of

SCENARIO = Path(__file__).parent / "data" / "two-targets.yaml"
DECISION_STEP_TYPE = "decided"


@pytest.fixture(scope="module")
def replay_url(app: Any) -> str:
    """The permalink of the uploaded test scenario (what the upload redirects to)."""
    response = app.test_client().post("/replay", data={"text": SCENARIO.read_text("utf-8")})
    assert response.status_code == 303
    return response.headers["Location"]


@pytest.fixture(scope="module")
def replay_json(web_settings: Settings) -> dict[str, Any]:
    return json.loads(cli_json(web_settings, "replay", str(SCENARIO)))


def token_of(url: str) -> str:
    return parse_qs(urlsplit(url).query)["s"][0]


def without_identity(body: bytes) -> dict[str, Any]:
    """A replay JSON minus the scenario's id and file name, which an upload does not carry
    (it is named „przesłany scenariusz”); everything else must be identical."""
    data = json.loads(body)
    data["scenario"].pop("id")
    data["scenario"].pop("file")
    return data


def decision_step(replay: dict[str, Any]) -> dict[str, Any]:
    return next(step for step in replay["steps"] if step["decision"])


def test_paste_redirects_to_the_first_step_permalink(client: Any, replay_url: str) -> None:
    assert "step=0" in replay_url
    response = client.get(replay_url)
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert "Dwie możliwe ofiary jednej kości" in html
    assert 'rel="next" data-key-nav' in html
    assert 'rel="prev"' not in html  # nothing before step 0


def test_file_upload_gives_the_same_permalink(client: Any, replay_url: str) -> None:
    data = io.BytesIO(SCENARIO.read_bytes())
    response = client.post("/replay", data={"file": (data, "two-targets.yaml")})
    assert response.status_code == 303
    assert token_of(response.headers["Location"]) == token_of(replay_url)


def test_every_step_renders_with_board_and_citations(
    client: Any, replay_url: str, replay_json: dict[str, Any]
) -> None:
    token = token_of(replay_url)
    for step in replay_json["steps"]:
        response = client.get(f"/replay?s={token}&step={step['index']}")
        assert response.status_code == 200, step["index"]
        html = response.get_data(as_text=True)
        assert "Wookiee Testowy" in html and "Rebeliant Testowy" in html
        for cited in step["cites"]:
            assert f'href="/rules/{cited}"' in html or f'href="/rulings/{cited}"' in html
        board = step["board"]
        wookiee = next(c for c in board["players"]["P1"]["characters"] if c["id"] == "wookiee")
        assert f"♥ {wookiee['damage']}/{wookiee['health']}" in html


def test_decision_step_names_the_decider_the_rule_and_offers_forks(
    client: Any, replay_url: str, replay_json: dict[str, Any]
) -> None:
    step = decision_step(replay_json)
    decision = step["decision"]
    html = client.get(f"/replay?s={token_of(replay_url)}&step={step['index']}").get_data(
        as_text=True
    )
    # asked in words, objects by name: never the raw key or ids on the page
    assert "Jaki cel wybrać (kość: Szturmowiec Testowy)?" in html
    assert f"<code>{decision['key']}</code>" not in html and "Inna wartość (YAML)" not in html
    assert "domyślnie" in html  # nobody chose: the documented default applied
    assert f'href="/rules/{decision["rule"]}"' in html
    # the "other value" box starts with the current value, as YAML the CLI would accept
    assert f'name="value" value="&#34;{decision["value"]}&#34;"' in html
    others = [o for o in decision["options"] if o != decision["value"]]
    assert others
    for option in others:
        assert f"value=%22{option}%22" in html or quote(json.dumps(option)) in html
    assert ">Rebeliant Testowy</a>" in html or ">Wookiee Testowy</a>" in html


def test_pool_dice_are_drawn_with_their_faces(client: Any, replay_url: str) -> None:
    html = client.get(replay_url).get_data(as_text=True)  # step 0: the die shows 3RD1
    assert "dice.svg#RD" in html
    assert '<span class="cost">1</span>' in html


def test_step_json_twin_is_the_cli_output(
    client: Any, replay_url: str, web_settings: Settings, replay_json: dict[str, Any]
) -> None:
    token = token_of(replay_url)
    index = decision_step(replay_json)["index"]
    expected = without_identity(
        cli_json(web_settings, "replay", str(SCENARIO), "--step", str(index))
    )
    for url in (
        f"/replay?s={token}&step={index}&format=json",
        f"/api/replay?s={token}&step={index}",
    ):
        assert without_identity(client.get(url).data) == expected
    whole = without_identity(cli_json(web_settings, "replay", str(SCENARIO)))
    assert without_identity(client.get(f"/api/replay?s={token}").data) == whole


def test_decisions_in_the_url_mean_what_they_mean_on_the_cli(
    client: Any, replay_url: str, web_settings: Settings
) -> None:
    token = token_of(replay_url)
    expected = cli_json(
        web_settings, "replay", str(SCENARIO), "--decide", "trooper.die.target=rebel"
    )
    url = f"/api/replay?s={token}&decide=" + quote("trooper.die.target=rebel")
    assert without_identity(client.get(url).data) == without_identity(expected)


def test_api_upload_answers_with_the_whole_replay(client: Any, web_settings: Settings) -> None:
    response = client.post("/api/replay", data={"text": SCENARIO.read_text("utf-8")})
    assert response.status_code == 200
    expected = cli_json(web_settings, "replay", str(SCENARIO))
    assert without_identity(response.data) == without_identity(expected)


def test_fork_and_compare_two_branches(
    client: Any, replay_url: str, replay_json: dict[str, Any]
) -> None:
    step = decision_step(replay_json)
    token = token_of(replay_url)
    url = f"/replay/compare?s={token}&at={step['index']}&key={step['decision']['key']}"
    response = client.get(url + "&value=rebel")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert html.count('class="branch"') == 2
    assert "Rebeliant Testowy [rebel]: zadano 3" in html  # branch B hits the rebel
    assert "Wookiee Testowy [wookiee]: zadano 3" in html  # branch A, the default
    twin = json.loads(client.get(url + "&value=rebel&format=json").data)
    # The fork names the one occurrence it changes (issue 13): `KEY#n`.
    addressed = f"{step['decision']['key']}#{step['decision']['occurrence']}"
    assert twin["fork"] == {"step": step["index"], "key": addressed, "value": "rebel"}
    assert twin["compare"]["differences"]
    assert twin["a"]["steps"][: step["index"]] == twin["b"]["steps"][: step["index"]]


@pytest.mark.parametrize(
    ("query", "status", "words"),
    [
        ("step=99", 400, "poza zakresem"),
        ("step=-1", 400, "zakresie"),
        ("step=abc", 400, "liczbą całkowitą"),
        ("decide=zzz", 400, "KLUCZ=WARTOŚĆ"),
    ],
)
def test_bad_step_parameters(
    client: Any, replay_url: str, query: str, status: int, words: str
) -> None:
    response = client.get(f"/replay?s={token_of(replay_url)}&{query}")
    assert response.status_code == status
    assert words in message_of(response)


@pytest.mark.parametrize(
    ("url", "status", "words"),
    [
        ("/replay?s=garbage", 400, "uszkodzony"),
        ("/replay?scenario=no-such-scenario", 404, "Nie ma scenariusza"),
        ("/replay?scenario=x&s=y", 400, "nie oba"),
        ("/replay/compare?scenario=", 400, "Nie wskazano"),
    ],
)
def test_bad_replay_urls(client: Any, url: str, status: int, words: str) -> None:
    response = client.get(url)
    assert response.status_code == status
    assert words in message_of(response)
    twin = client.get(url + "&format=json")
    assert twin.status_code == status
    assert json.loads(twin.data)["error"]["status"] == status


def test_compare_needs_a_decision_key(client: Any, replay_url: str) -> None:
    response = client.get(f"/replay/compare?s={token_of(replay_url)}&at=3")
    assert response.status_code == 400
    assert "klucz decyzji" in message_of(response)


def test_a_file_decision_that_never_comes_up_is_shown_as_a_warning(client: Any) -> None:
    """A decision about a card that exists but is never asked (the wookiee never resolves a
    die) changes nothing: the page says so, as the CLI does on stderr."""
    text = SCENARIO.read_text("utf-8") + "decisions: {wookiee.die.target: rebel}\n"
    response = client.post("/replay", data={"text": text})
    assert response.status_code == 303
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert '<p class="warning" role="note">⚠ Uwaga: decisions.wookiee.die.target:' in html


def test_a_decision_the_replay_never_takes_is_refused(client: Any, replay_url: str) -> None:
    """A mistyped key would otherwise change nothing, silently."""
    response = client.get(f"/replay?s={token_of(replay_url)}&decide=trooper.die.targte=rebel")
    assert response.status_code == 400
    message = message_of(response)
    assert "„trooper.die.targte” nie pada" in message
    assert "trooper.die.target" in message  # the keys that are taken, to pick from


def test_compare_refuses_a_key_never_taken(client: Any, replay_url: str) -> None:
    response = client.get(f"/replay/compare?s={token_of(replay_url)}&at=1&key=nope&value=1")
    assert response.status_code == 400
    assert "„nope” nie pada" in message_of(response)


def test_compare_refuses_a_fork_after_the_decision(
    client: Any, replay_url: str, replay_json: dict[str, Any]
) -> None:
    """Forking after a decision keeps the decision as it was: say where to fork instead."""
    step = decision_step(replay_json)
    key = step["decision"]["key"]
    url = f"/replay/compare?s={token_of(replay_url)}&at={step['index'] + 1}&key={key}&value=rebel"
    response = client.get(url)
    assert response.status_code == 400
    assert f"najpóźniej w kroku {step['index']}" in message_of(response)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("players: 3\n", "players"),
        ("players:\n  P1: {}\n", "players"),
        (": : :\n- [\n", "YAML"),
        ("- just\n- a list\n", "Nieprawidłowy scenariusz"),
    ],
)
def test_invalid_scenarios_are_refused_pointing_to_the_field(
    client: Any, text: str, words: str
) -> None:
    response = client.post("/replay", data={"text": text})
    assert response.status_code == 400
    message = message_of(response)
    assert words in message
    assert "Traceback" not in response.get_data(as_text=True)


def test_replay_index_lists_shipped_scenarios(client: Any) -> None:
    html = client.get("/replay").get_data(as_text=True)
    assert 'enctype="multipart/form-data"' in html
    for scenario in list_scenarios():
        assert scenario["title"] in html
    assert json.loads(client.get("/api/replay").data) == list_scenarios()


def test_golden_scenarios_are_shipped() -> None:
    assert len(list_scenarios()) >= 57  # one or more for each case of the golden-cases notes


@pytest.mark.parametrize("scenario", list_scenarios(), ids=lambda s: s["id"])
def test_shipped_scenarios_replay_and_are_linked_from_their_rulings(
    client: Any, scenario: dict[str, Any], cards_db: Any
) -> None:
    # golden scenarios name their cards by code: they need the card database
    response = client.get(f"/replay?scenario={scenario['id']}&step=0")
    assert response.status_code == 200
    last = re.search(r"Krok 0 z (\d+)", response.get_data(as_text=True))
    assert last
    assert client.get(f"/replay?scenario={scenario['id']}&step={last.group(1)}").status_code == 200
    for ruling_id in scenario["rulings"]:
        html = client.get(f"/rulings/{ruling_id}").get_data(as_text=True)
        assert f"/replay?scenario={scenario['id']}" in html


def test_shipped_scenario_json_twin_is_byte_identical(
    client: Any, web_settings: Settings, cards_db: Any
) -> None:
    from judge.engine.api import scenarios_dir

    scenarios = list_scenarios()
    assert scenarios
    first = scenarios[0]
    path = str(scenarios_dir() / first["file"])
    assert client.get(f"/api/replay?scenario={first['id']}&step=0").data == cli_json(
        web_settings, "replay", path, "--step", "0"
    )
    assert client.get(f"/api/replay?scenario={first['id']}").data == cli_json(
        web_settings, "replay", path
    )


def test_rule_pages_link_the_scenarios_that_illustrate_them(client: Any) -> None:
    cited = [(s, section) for s in list_scenarios() for section in s["sections"]]
    assert cited
    for scenario, section_id in cited[:20]:
        html = client.get(f"/rules/{section_id}").get_data(as_text=True)
        assert f"/replay?scenario={scenario['id']}" in html, (scenario["id"], section_id)


def test_own_board_starts_from_a_template_and_keeps_the_text_after_an_error(client: Any) -> None:
    page = client.get("/replay").get_data(as_text=True)
    assert 'href="/replay?szablon=1#wlasny"' in page and 'href="/replay/schemat.json"' in page
    template = client.get("/replay?szablon=1").get_data(as_text=True)
    assert "Postać A" in template  # the form starts with a scenario that replays
    text = html.unescape(
        template.split('name="text"', 1)[1].split(">", 1)[1].split("</textarea>")[0]
    )
    assert client.post("/replay", data={"text": text}).status_code == 303
    broken = text.replace("turn: P2", "turn: P9")
    response = client.post("/replay", data={"text": broken})
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "nieznany gracz „P9”" in page
    assert html.escape("turn: P9", quote=False) in page  # the pasted text is still there
    assert client.get("/replay/schemat.json").json["$schema"].startswith("https://json-schema")
