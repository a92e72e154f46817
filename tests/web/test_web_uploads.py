"""Scenario uploads: the 256 KB cap, empty and non-UTF-8 input, corrupted permalinks."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from judge.web.scenario_param import MAX_SCENARIO_BYTES, pack, unpack


def test_oversized_upload_is_refused_with_a_polish_413(client: Any) -> None:
    big = io.BytesIO(b"a: b\n" * (MAX_SCENARIO_BYTES // 5 + 10))
    response = client.post("/replay", data={"file": (big, "big.yaml")})
    assert response.status_code == 413
    html = response.get_data(as_text=True)
    assert "limit wynosi 256 KB" in html and "Traceback" not in html


def test_oversized_paste_is_refused_with_a_413(client: Any) -> None:
    response = client.post("/replay", data={"text": "x" * (MAX_SCENARIO_BYTES + 1)})
    assert response.status_code == 413


def test_upload_just_over_the_cap_but_under_the_request_limit_is_refused(client: Any) -> None:
    # The request limit leaves room for the multipart envelope; the scenario cap still holds.
    data = io.BytesIO(b"#" * (MAX_SCENARIO_BYTES + 100))
    response = client.post("/replay", data={"file": (data, "s.yaml")})
    assert response.status_code == 413


def test_oversized_upload_to_the_api_is_json(client: Any) -> None:
    response = client.post("/api/replay", data={"text": "x" * (MAX_SCENARIO_BYTES + 20_000)})
    assert response.status_code == 413
    assert json.loads(response.data)["error"]["status"] == 413


def test_empty_upload_is_a_400_saying_what_to_do(client: Any) -> None:
    response = client.post("/replay", data={"text": "   "})
    assert response.status_code == 400
    assert "Nie podano scenariusza" in response.get_data(as_text=True)


def test_non_utf8_upload_is_a_400(client: Any) -> None:
    data = io.BytesIO("gracz: Zażółć".encode("cp1250"))
    response = client.post("/replay", data={"file": (data, "cp1250.yaml")})
    assert response.status_code == 400
    assert "nie jest tekstem UTF-8" in response.get_data(as_text=True)


def test_scenario_tokens_round_trip() -> None:
    text = "gracze:\n  - nazwa: Ala\n    zasoby: 2\n# zażółć gęślą jaźń\n"
    assert unpack(pack(text)) == text


@pytest.mark.parametrize("token", ["", "!!!", "abc", pack("x" * 50)[:-3], pack("ą")[:-1]])
def test_corrupted_scenario_tokens_are_refused(token: str) -> None:
    from judge.errors import JudgeError

    with pytest.raises(JudgeError):
        unpack(token)


def test_scenario_token_bomb_is_refused_as_too_large() -> None:
    from judge.web.scenario_param import ScenarioTooLarge

    bomb = pack("a" * (MAX_SCENARIO_BYTES * 4))
    assert len(bomb) < 2000  # tiny in the URL, huge once inflated
    with pytest.raises(ScenarioTooLarge):
        unpack(bomb)
