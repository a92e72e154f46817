"""The hand-written outline of a document and its matching against the seed's lines.

PDF extraction loses heading levels (every heading is just a short line, often in small caps),
so each document's hierarchy is written down once as an indented outline, in document order:

    Część 7. Zdolności | slug=cz7 | short=cz. 7 | match=część 7. zdolności
      Zdolności aktywowane
        Zdolności „przed tym”

Each line is the heading's restored title (proper capitals, icons removed), two spaces of
indentation per level, then optional `| key=value` fields:

* `match=` the heading as the seed prints it, when it differs from the title by more than
  letter case and spacing (icons, a line break inside the heading: write it joined by a space);
* `slug=` the id component, when the slug of the title is not the one wanted;
* `short=` a short form for citations (`cz. 7`);
* `kind=` what the heading introduces when it is not a rule section (`errata`,
  `clarification`: a ruling about one card; `faq`: a section whose questions are rulings);
* `line=` the seed line the heading is on, when the same text appears earlier (a list of steps
  announcing the headings that follow);
* `at=` a seed line number: a heading the document does not print (an untitled introduction)
  starts at that line, whatever its text (usually a dropped running head);
* `label=` the card reference printed after a ruling's title (`r92`, or `67` under a heading
  with `set=r`); the seed prints `title (label)`.

Matching walks the seed forward: every heading must be found, in order, as a whole line (or two
consecutive lines), after the previous one. A heading that is not found is an error, so the
outline and the seed cannot drift apart silently.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.corpus.importer.source import SeedError, Source
from judge.corpus.slug import slugify


@dataclass
class Heading:
    title: str
    level: int
    slug: str
    match: str
    fields: dict[str, str] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return self.fields.get("kind", "section")


@dataclass
class Node:
    """A matched heading with the seed lines of its own body (up to the next heading)."""

    heading: Heading
    line: int  # seed line number of the heading
    body: list[int] = field(default_factory=list)  # seed line numbers
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None

    @property
    def path(self) -> list[Node]:
        nodes: list[Node] = []
        node: Node | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        return nodes[::-1]


def normalize_heading(text: str) -> str:
    return " ".join(text.split()).casefold()


def parse_outline(text: str) -> list[Heading]:
    headings = []
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        if indent % 2:
            raise ValueError(f"outline line indented by an odd number of spaces: {raw!r}")
        title, *extras = [part.strip() for part in raw.strip().split(" | ")]
        fields = {}
        for extra in extras:
            key, _, value = extra.partition("=")
            fields[key.strip()] = value.strip()
        headings.append(
            Heading(
                title=title,
                level=indent // 2,
                slug=fields.get("slug") or slugify(title),
                match=fields.get("match")
                or (f"{title} ({fields['label']})" if "label" in fields else title),
                fields=fields,
            )
        )
    return headings


def match_outline(source: Source, headings: list[Heading]) -> list[Node]:
    """Find every heading in the seed; return the top-level nodes of the document tree.

    Lines before the first heading belong to no node and must all be dropped or blank.
    """
    anchors = {int(h.fields["at"]) for h in headings if "at" in h.fields}
    live = [line for line in source.in_order() if not line.dropped or line.number in anchors]
    position = 0
    nodes: list[Node] = []
    heading_lines: dict[int, int] = {}  # seed line number -> number of lines the heading spans
    for heading in headings:
        wanted = normalize_heading(heading.match)
        found = None
        if "at" in heading.fields:
            found = next(
                i for i, line in enumerate(live) if line.number == int(heading.fields["at"])
            )
            span = 1
        only = int(heading.fields["line"]) if "line" in heading.fields else None
        for index in range(position if found is None else len(live), len(live)):
            if only is not None and live[index].number != only:
                continue
            one = normalize_heading(live[index].text)
            if one == wanted:
                found, span = index, 1
                break
            if (
                index + 1 < len(live)
                and one
                and normalize_heading(f"{live[index].text} {live[index + 1].text}") == wanted
            ):
                found, span = index, 2
                break
        if found is None:
            after = live[position].number if position < len(live) else "end"
            raise SeedError(
                f"{source.name}: heading {heading.match!r} not found after line {after}"
            )
        node = Node(heading, live[found].number)
        nodes.append(node)
        heading_lines[live[found].number] = span
        position = found + span

    # Bodies: the live lines between one heading and the next.
    by_line = {node.line: node for node in nodes}
    current: Node | None = None
    skip = 0
    for line in live:
        if line.number in by_line:
            current = by_line[line.number]
            skip = heading_lines[line.number] - 1
            continue
        if skip:
            skip -= 1
            continue
        if current is None:
            if line.text.strip():
                raise SeedError(f"{source.name}:{line.number}: text before the first heading")
            continue
        current.body.append(line.number)

    # Tree from levels.
    roots: list[Node] = []
    stack: list[Node] = []
    for node in nodes:
        level = node.heading.level
        if level > len(stack):
            raise SeedError(f"outline: {node.heading.title!r} skips a level")
        del stack[level:]
        if stack:
            node.parent = stack[-1]
            stack[-1].children.append(node)
        else:
            roots.append(node)
        stack.append(node)
    return roots


def walk(nodes: list[Node]):
    for node in nodes:
        yield node
        yield from walk(node.children)
