"""The browser's own search (static/search.js over /offline/search.json) against the server's
(judge.search): the same results for the judge questions of tests/search_relevance.yaml and
for a held-out set of queries drawn from the indexed texts (words, inflected runs, phrases,
prefixes, diacritics dropped, titles, typos, the game named in words; with and without a game
filter), never used to tune the script. Same ids in the same order, same totals and snippets:
when the server's ranking changes (judge/search/searcher.py), static/search.js must follow.

Measured (Chromium): relevance set (221) and held-out set (300): top-3 overlap 1.0, identical
top 10, totals, notes and snippets 1.0.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.search.analysis import fold
from judge.search.api import search

pytestmark = pytest.mark.browser

RELEVANCE = Path(__file__).resolve().parents[1] / "search_relevance.yaml"


def held_out_queries(data: dict[str, Any], count: int, seed: int = 2026) -> list[dict[str, Any]]:
    rnd = random.Random(seed)
    queries: list[dict[str, Any]] = []
    while len(queries) < count:
        unit = rnd.choice(data["units"])
        found = re.findall(r"[^\W_]+", unit[9] or unit[4])
        if not found:
            continue
        size = rnd.randint(1, 6)
        start = rnd.randint(0, max(0, len(found) - size))
        words = found[start : start + size]
        mode = rnd.random()
        if mode < 0.2:
            query = fold(" ".join(words))
        elif mode < 0.35 and len(words) > 1:
            query = '"' + " ".join(words[:3]) + '" ' + " ".join(words[3:])
        elif mode < 0.5:
            query = " ".join(
                w[: max(2, len(w) - 2)] + "*" if i == 0 else w for i, w in enumerate(words)
            )
        elif mode < 0.6:
            query = unit[4]
        elif mode < 0.7:  # a typo: two neighbouring letters swapped, or one dropped
            word = max(words, key=len)
            at = rnd.randrange(max(1, len(word) - 1))
            typo = word[:at] + word[at + 1 : at + 2] + word[at] + word[at + 2 :]
            if rnd.random() < 0.5:
                typo = word[:at] + word[at + 1 :]
            query = " ".join(typo if w == word else w for w in words)
        elif mode < 0.8:  # the game named in the question
            name = rnd.choice(["w miniaturkach", "gra karciana", "lcg", "w destiny", "swm"])
            query = " ".join(words) + " " + name
        else:
            query = " ".join(words)
        queries.append({"q": query, "game": rnd.choice([None, None, "destiny", "lcg", "swm"])})
    return queries


BROWSER_SEARCH = """async (queries) => {
  const data = await (await fetch('/offline/search.json')).json();
  const engine = new JudgeSearch.Engine(data);
  return queries.map((q) => {
    try {
      const r = engine.search(q.q, {game: q.game, limit: 10});
      return {ids: r.results.map((x) => x.id), total: r.total, notes: r.notes,
              segments: r.results.map((x) => x.segments)};
    } catch (error) { return {error: error.message}; }
  });
}"""


def compare(page: Any, settings: Any, queries: list[dict[str, Any]]) -> dict[str, float]:
    page.goto("/search/offline")
    answers = page.evaluate(BROWSER_SEARCH, queries)
    overlap = identical = snippets = snippet_total = 0.0
    compared = 0
    for query, answer in zip(queries, answers, strict=True):
        try:
            server = search(query["q"], settings=settings, game=query["game"], limit=10)
        except Exception as exc:  # a refused query must be refused by both
            assert "error" in answer, (query, str(exc))
            continue
        assert "error" not in answer, (query, answer)
        ids = [r.id for r in server.results]
        compared += 1
        overlap += (
            len(set(ids[:3]) & set(answer["ids"][:3])) / len(ids[:3])
            if ids
            else (0.0 if answer["ids"] else 1.0)
        )
        identical += (
            ids == answer["ids"]
            and server.total == answer["total"]
            and list(server.notes) == answer["notes"]
        )
        for result, segments in zip(server.results, answer["segments"], strict=False):
            snippet_total += 1
            snippets += [[s.text, s.hit] for s in result.segments] == segments
    return {
        "overlap_at_3": overlap / compared,
        "identical": identical / compared,
        "snippets": snippets / max(1, snippet_total),
    }


@pytest.mark.slow
def test_browser_search_agrees_with_the_server(page: Any, web_settings: Any, client: Any) -> None:
    relevance = [
        {"q": item["q"], "game": item.get("game")}
        for item in yaml.safe_load(RELEVANCE.read_text("utf-8"))
    ]
    figures = compare(page, web_settings, relevance)
    print(f"relevance set: {figures}")
    assert figures["overlap_at_3"] >= 0.98 and figures["identical"] >= 0.95

    data = client.get("/offline/search.json").json
    held_out = compare(page, web_settings, held_out_queries(data, 300))
    print(f"held-out set: {held_out}")
    assert held_out["overlap_at_3"] >= 0.98 and held_out["identical"] >= 0.95
    assert held_out["snippets"] >= 0.95
