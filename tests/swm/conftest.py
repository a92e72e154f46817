"""A site client for the Miniatures pages (replays need no search index or card data)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.config import Settings
from judge.web.app import create_app


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Any:
    settings = Settings(data_dir=tmp_path_factory.mktemp("judge-data-swm"), cards_path=None)
    return create_app(settings, TESTING=True).test_client()
