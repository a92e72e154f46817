"""The LALR tables shipped with the grammar (`grammar/destiny_pl.lark-tables`).

They exist only to skip Lark's slow table construction on a fresh install; they must be exactly
the tables Lark builds from `grammar/destiny_pl.lark`. After editing the grammar, run
`python -m judge.cards.grammar` to rewrite them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from lark import Lark

from judge.cards import grammar as G
from judge.cards.parse import parse_sentence

REGENERATE = "out of date: run `python -m judge.cards.grammar` and commit the tables"


def _canonical(parser: Lark) -> list[tuple]:
    """The parse table with states numbered in the order a walk from the start state meets
    them (Lark's own numbering depends on set iteration order), actions spelled out."""
    table = parser.parser.parser.parser.parse_table
    start = table.start_states["start"]
    numbers = {start: 0}
    order = [start]
    canonical = []
    for state in order:  # `order` grows while we walk it: breadth first
        actions = []
        for token, (action, arg) in sorted(table.states[state].items()):
            if action.name == "Shift":
                if arg not in numbers:
                    numbers[arg] = len(order)
                    order.append(arg)
                actions.append((token, "shift", numbers[arg]))
            else:
                rule = (arg.origin.name, tuple(s.name for s in arg.expansion), arg.alias)
                actions.append((token, "reduce", rule))
        canonical.append(tuple(actions))
    assert len(order) == len(table.states)
    return canonical


def _terminals(parser: Lark) -> list[tuple]:
    return sorted((t.name, t.pattern.type, t.pattern.value, t.priority) for t in parser.terminals)


def test_shipped_tables_are_built_from_this_grammar() -> None:
    header = G.read_tables_header(G.tables_path())
    assert header is not None, f"{G.tables_path()} is missing: {REGENERATE}"
    assert header["grammar"] == G.GRAMMAR_FILE
    assert header["grammar_sha256"] == G.grammar_digest(G.grammar_source()), REGENERATE
    assert header["lark_series"] == G.lark_series(), (
        f"built with Lark {header['lark']}; {REGENERATE}"
    )


def test_shipped_tables_equal_a_fresh_build() -> None:
    shipped = G.load_shipped_tables(G.grammar_source())
    assert shipped is not None, REGENERATE
    built = G.build_parser(use_cache=False)
    assert _terminals(shipped) == _terminals(built)
    assert _canonical(shipped) == _canonical(built)
    sentence = "po tym, jak aktywujesz tę postać, możesz zadać 1 obrażenie dowolnej postaci."
    assert shipped.parse(sentence) == built.parse(sentence)


def test_the_process_parser_uses_the_shipped_tables() -> None:
    if os.environ.get(G.ENV_NO_CACHE):
        pytest.skip(f"{G.ENV_NO_CACHE} is set: the tables are built on purpose")
    assert G.tables_source() == "shipped"
    assert parse_sentence("dobierz kartę.").kind == "effect"


def test_tables_of_another_grammar_are_not_used(tmp_path: Path) -> None:
    copy = tmp_path / G.TABLES_FILE
    copy.write_bytes(G.tables_path().read_bytes())
    assert G.load_shipped_tables(G.grammar_source(), copy) is not None
    assert G.load_shipped_tables(G.grammar_source() + "\n// edited\n", copy) is None
    damaged = copy.read_bytes()
    copy.write_bytes(damaged[: len(damaged) // 2])
    assert G.load_shipped_tables(G.grammar_source(), copy) is None  # damaged: build instead
    assert G.load_shipped_tables(G.grammar_source(), tmp_path / "missing") is None
