"""Admission control (issue 18): computing pages run a few at a time; the rest are told at
once to retry, so a flood of uncached searches or replays does not queue every other visitor."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from judge.config import Settings
from judge.web import create_app
from judge.web.sources import Sources


@pytest.fixture()
def one_slot_app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    started, release = threading.Event(), threading.Event()
    original = Sources.search

    def slow_search(self: Sources, *args: Any, **kwargs: Any) -> Any:
        started.set()
        release.wait(timeout=30)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Sources, "search", slow_search)
    app = create_app(
        Settings(data_dir=tmp_path, cards_path=None),
        TESTING=True,
        JUDGE_HEAVY_SLOTS=1,
        JUDGE_HEAVY_WAIT_S=0.0,
    )
    app.extensions["judge.sources"].warm_up(lambda _message: None)
    return app, started, release


def test_a_second_computing_request_is_told_to_retry(one_slot_app: Any) -> None:
    app, started, release = one_slot_app
    answers: list[int] = []
    first = threading.Thread(
        target=lambda: answers.append(app.test_client().get("/search?q=stra").status_code)
    )
    first.start()
    assert started.wait(timeout=30)
    busy = app.test_client().get("/search?q=oslony")
    cheap = app.test_client().get("/rules")
    release.set()
    first.join(timeout=30)
    assert busy.status_code == 503 and busy.headers["Retry-After"] == "1"
    assert "Spróbuj ponownie" in busy.get_data(as_text=True)
    assert cheap.status_code == 200
    assert answers == [200]
    # the slot is free again
    assert app.test_client().get("/api/search?q=oslony").status_code == 200
