"""One YAML reader for everything a user gives: scenario files, pasted or uploaded scenarios,
`?s=` links, `decide=` values and `--decide` answers.

YAML can describe far more than it spells out: an alias repeats a whole subtree, so a few
hundred bytes of anchors ("billion laughs") expand to gigabytes, and one integer of thousands of
digits makes Python refuse to convert it. So the text is first read as a stream of parser events
(which never expands an alias and builds nothing) and checked against `Limits`: nesting depth,
node count and text size of the document as it would be once built (an alias counts as the
subtree it repeats, so anchors for a repeated card stay usable and a bomb is stopped while
still a few hundred bytes), string length and integer size. Only a text that passes is built
into Python objects. A refusal is a `YamlRefused` (exit 2) whose message names the place: the
field path (`players.P1.characters[0].damage`) and the line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import yaml

from judge.errors import JudgeError

# YAML 1.1 integers as SafeLoader reads them (decimal, hex, octal, binary; "_" allowed).
_INTEGER = re.compile(r"[-+]?(?:[0-9_]+|0x[0-9a-fA-F_]+|0o?[0-7_]+|0b[01_]+)")


@dataclass(frozen=True)
class Limits:
    """What one user input may hold. The defaults fit any real scenario: the shipped ones have
    under 400 nodes, depth 7, strings under 300 characters; the engine benchmark's synthetic
    game of 10,000 events has about 22,000 nodes (120 KB)."""

    max_depth: int = 32
    max_nodes: int = 100_000
    max_string_chars: int = 4_000
    max_total_chars: int = 1_000_000
    max_int_digits: int = 30


DEFAULT_LIMITS = Limits()


class YamlRefused(JudgeError):
    """A user's YAML that is malformed or outside the `Limits`."""

    def __init__(
        self, problem: str, *, path: str = "", line: int | None = None, syntax: bool = False
    ) -> None:
        where = ", ".join(
            part
            for part in (f"pole {path}" if path else "", f"wiersz {line}" if line else "")
            if part
        )
        super().__init__(f"{where}: {problem}" if where else problem)
        self.problem = problem
        self.path = path
        self.line = line
        self.syntax = syntax  # malformed YAML (not a limit)


def _path_text(parts: list[str | int]) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


class _Frame:
    """An open mapping or sequence while walking the events, with the size it would have
    once every alias inside it is expanded."""

    __slots__ = ("anchor", "chars", "expecting_key", "height", "index", "key", "mapping", "nodes")

    def __init__(self, mapping: bool, anchor: str | None) -> None:
        self.mapping = mapping
        self.anchor = anchor
        self.expecting_key = True
        self.key: str | int = ""
        self.index = 0
        self.nodes = 1
        self.chars = 0
        self.height = 1


def check(text: str, limits: Limits = DEFAULT_LIMITS) -> None:
    """Refuse `text` (a `YamlRefused`) if reading it would exceed `limits`; build nothing.

    Aliases are counted as what they stand for: each anchor remembers the size of its subtree
    (nodes, characters, height), so nine aliases of nine aliases of … add up as the built
    document would, and the walk stops at the first step over the budget."""
    stack: list[_Frame] = []
    anchors: dict[str, tuple[int, int, int]] = {}
    totals = [0, 0]  # nodes, characters of the expanded document

    def where() -> list[str | int]:
        parts: list[str | int] = []
        for frame in stack:
            if frame.mapping:
                if not frame.expecting_key and frame.key != "":
                    parts.append(frame.key)
            else:
                parts.append(frame.index)
        return parts

    def refuse(problem: str, event: yaml.Event) -> YamlRefused:
        mark = event.start_mark
        return YamlRefused(problem, path=_path_text(where()), line=mark.line + 1 if mark else None)

    def add(event: yaml.Event, nodes: int, chars: int, height: int, *, new: bool = True) -> None:
        """A finished node of this expanded size joins its parent; `new` when its nodes are
        not yet in the totals (a scalar, an alias; a container's children already are)."""
        totals[0] += nodes if new else 1
        totals[1] += chars if new else 0
        if totals[0] > limits.max_nodes:
            raise refuse(
                f"za dużo elementów (najwyżej {limits.max_nodes}, licząc rozwinięte odwołania)",
                event,
            )
        if totals[1] > limits.max_total_chars:
            raise refuse(
                f"za dużo tekstu (najwyżej {limits.max_total_chars} znaków, licząc rozwinięte "
                "odwołania)",
                event,
            )
        if len(stack) + height > limits.max_depth + 1:
            raise refuse(f"za głębokie zagnieżdżenie (najwyżej {limits.max_depth})", event)
        if stack:
            frame = stack[-1]
            frame.nodes += nodes
            frame.chars += chars
            frame.height = max(frame.height, height + 1)
            if frame.mapping:
                frame.expecting_key = not frame.expecting_key
            else:
                frame.index += 1

    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                nodes, chars, height = anchors.get(event.anchor or "", (1, 0, 1))
                add(event, nodes, chars, height)
            elif isinstance(event, yaml.ScalarEvent):
                value = event.value
                if (
                    event.style is None
                    and len(value) > limits.max_int_digits
                    and _INTEGER.fullmatch(value)
                ):
                    raise refuse(
                        f"liczba ma za dużo cyfr (najwyżej {limits.max_int_digits})", event
                    )
                if len(value) > limits.max_string_chars:
                    raise refuse(
                        f"tekst ma {len(value)} znaków (najwyżej {limits.max_string_chars})",
                        event,
                    )
                frame = stack[-1] if stack else None
                if frame is not None and frame.mapping and frame.expecting_key:
                    frame.key = value
                if event.anchor:
                    anchors[event.anchor] = (1, len(value), 1)
                add(event, 1, len(value), 1)
            elif isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                if len(stack) >= limits.max_depth:
                    raise refuse(f"za głębokie zagnieżdżenie (najwyżej {limits.max_depth})", event)
                frame = stack[-1] if stack else None
                if frame is not None and frame.mapping and frame.expecting_key:
                    frame.key = "?"  # a complex key: nothing a scenario uses
                stack.append(_Frame(isinstance(event, yaml.MappingStartEvent), event.anchor))
            elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                done = stack.pop()
                if done.anchor:
                    anchors[done.anchor] = (done.nodes, done.chars, done.height)
                add(event, done.nodes, done.chars, done.height, new=False)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or "niepoprawny YAML"
        raise YamlRefused(
            f"błąd składni YAML: {problem}", line=mark.line + 1 if mark else None, syntax=True
        ) from None


def load(
    text: str,
    *,
    loader: type[yaml.SafeLoader] = yaml.SafeLoader,
    limits: Limits = DEFAULT_LIMITS,
) -> Any:
    """`text` checked (`check`) and then built with `loader` (a SafeLoader or a subclass)."""
    check(text, limits)
    try:
        return yaml.load(text, Loader=loader)  # a SafeLoader (or a subclass)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise YamlRefused(
            f"błąd składni YAML: {problem}", line=mark.line + 1 if mark else None, syntax=True
        ) from None
