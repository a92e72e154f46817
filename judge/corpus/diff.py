"""Section-level comparison of two editions of a document, with a word-level diff.

Sections are paired in three passes: the same path (their ids differ only in the document
prefix), then the same title anywhere in the document (a section moved to another part), then
the most similar text among what is left (a renamed section; similarity at least
`RENAMED_SIMILARITY`). What stays unpaired was removed from the old edition or added in the
new one. A paired section whose text differs is `changed`, with the words deleted and inserted.

A symbol the old edition's source lost in extraction (marked `[?]`) is not a change of wording:
`([?] lub [?])` against `([melee] lub [ranged])` counts as equal.

A change of punctuation only (a full stop lost or doubled, a footnote star) is `changed` with
`punctuation_only` set: the site's "changed" badge and the list of changes leave it out.

A real example a judge should know: replacing an upgrade, the old edition made the new upgrade
free when the old one's cost was "równy lub niższy", the current one says "równy lub wyższy".
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from judge.errors import NotFound
from judge.symbols import plain

if TYPE_CHECKING:
    from judge.corpus.model import Section
    from judge.corpus.store import Corpus

Status = Literal["added", "removed", "changed", "unchanged"]
RENAMED_SIMILARITY = 0.6
TOKEN = re.compile(r"\S+")
CARD_REFERENCE = re.compile(
    r"^\(r(\d{1,3})\)"
)  # the previous edition writes Awakenings cards as (28)
STEP_NUMBER = re.compile(r"^\d+\. ")


@dataclass(frozen=True)
class DiffOp:
    op: Literal["equal", "delete", "insert"]
    text: str


@dataclass(frozen=True)
class SectionChange:
    status: Status
    old: Section | None
    new: Section | None
    ops: tuple[DiffOp, ...] = ()
    similarity: float = 1.0
    punctuation_only: bool = False  # the words are the same; only punctuation differs

    @property
    def title(self) -> str:
        section = self.new or self.old
        assert section is not None
        return section.title


@dataclass(frozen=True)
class EditionDiff:
    old_document: str
    new_document: str
    changes: tuple[SectionChange, ...] = field(default_factory=tuple)

    def by_status(self, status: Status) -> tuple[SectionChange, ...]:
        return tuple(change for change in self.changes if change.status == status)

    def summary(self) -> dict[str, int]:
        return {s: len(self.by_status(s)) for s in ("added", "removed", "changed", "unchanged")}


LOST_ICON = "[?]"  # a symbol the source lost in extraction (see the importer)
_ANY_ICON = r"(?:\[[a-z-]+\]|\*)"


def _only_lost_icons(old: list[str], new: list[str]) -> bool:
    """Whether `old` is `new` with some symbols lost ([?] where `new` has [melee], *, …)."""
    if len(old) != len(new) or not any(LOST_ICON in word for word in old):
        return False
    for before, after in zip(old, new, strict=True):
        pattern = re.escape(before).replace(re.escape(LOST_ICON), _ANY_ICON)
        if not re.fullmatch(pattern, _key(after)) and not re.fullmatch(pattern, after):
            return False
    return True


def _key(word: str) -> str:
    """What a word is compared as: a card cited as `(r28)` (current) or `(28)` is the same."""
    return CARD_REFERENCE.sub(r"(\1)", word)


def word_diff(old: str, new: str) -> tuple[DiffOp, ...]:
    """Word-level diff: runs of equal, deleted and inserted words (whitespace normalised)."""
    a, b = TOKEN.findall(old), TOKEN.findall(new)
    ops: list[DiffOp] = []
    matcher = difflib.SequenceMatcher(None, [_key(w) for w in a], [_key(w) for w in b], False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal" or (tag == "replace" and _only_lost_icons(a[i1:i2], b[j1:j2])):
            # the new edition's words (card references may differ in form; a symbol the old
            # source lost, [?], is not a change of wording)
            if ops and ops[-1].op == "equal":
                ops[-1] = DiffOp("equal", f"{ops[-1].text} {' '.join(b[j1:j2])}")
            else:
                ops.append(DiffOp("equal", " ".join(b[j1:j2])))
            continue
        if tag in ("delete", "replace"):
            ops.append(DiffOp("delete", " ".join(a[i1:i2])))
        if tag in ("insert", "replace"):
            ops.append(DiffOp("insert", " ".join(b[j1:j2])))
    return tuple(ops)


ICON = re.compile(r"\[[a-z?-]+\]")
NOT_A_LETTER = re.compile(r"[^\w◆]+")


def words_only(text: str) -> list[str]:
    """The text's words without punctuation (any die symbol as one mark, so a symbol the old
    source lost, [?], matches the one the new edition prints)."""
    found = (NOT_A_LETTER.sub("", ICON.sub("◆", _key(word))) for word in text.split())
    return [word for word in found if word]


def _path(section: Section) -> str:
    return section.id.partition(".")[2]


def compared_text(section: Section) -> str:
    """The section's text as compared: numbered steps without their numbers (one edition
    numbers the steps that the other bullets), card references without set symbol."""
    parts = []
    for block in section.blocks:
        if block.kind == "list":
            parts += [STEP_NUMBER.sub("", item) if block.ordered else item for item in block.items]
        else:
            parts.append(block.text)
    return " ".join(TOKEN.findall(" ".join(parts)))


def _similarity(old: str, new: str) -> float:
    """How much of the old text survives in the new one (0..1), on words.

    The larger of the plain ratio and the share of old words kept: a section that grew by a
    paragraph is still the same section."""
    a, b = old.split(), new.split()
    if not a or not b:
        return 0.0
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    kept = sum(block.size for block in matcher.get_matching_blocks()) / len(a)
    return max(matcher.ratio(), kept)


def _pair(old: Section, new: Section) -> SectionChange:
    old_text, new_text = compared_text(old), compared_text(new)
    old_keys, new_keys = [_key(w) for w in old_text.split()], [_key(w) for w in new_text.split()]
    if old_keys == new_keys:
        return SectionChange("unchanged", old, new)
    ops = word_diff(old_text, new_text)
    if all(op.op == "equal" for op in ops):  # differs only by symbols the old source lost
        return SectionChange("unchanged", old, new)
    ratio = difflib.SequenceMatcher(None, old_keys, new_keys, False).ratio()
    cosmetic = words_only(old_text) == words_only(new_text)
    return SectionChange("changed", old, new, ops, round(ratio, 3), punctuation_only=cosmetic)


def compare_editions(corpus: Corpus, old_id: str, new_id: str) -> EditionDiff:
    for document_id in (old_id, new_id):
        if document_id not in corpus.documents:
            raise NotFound(f"Brak dokumentu „{document_id}” w korpusie: nie ma czego porównać.")
    old_sections = list(corpus.sections_of(old_id))
    new_sections = list(corpus.sections_of(new_id))
    pairs: dict[str, Section] = {}  # new id -> old section

    def unpaired_old() -> list[Section]:
        taken = {s.id for s in pairs.values()}
        return [s for s in old_sections if s.id not in taken]

    by_path = {_path(s): s for s in old_sections}
    for section in new_sections:
        if _path(section) in by_path:
            pairs[section.id] = by_path[_path(section)]
    for section in new_sections:
        if section.id in pairs:
            continue
        same_title = [s for s in unpaired_old() if s.title.casefold() == section.title.casefold()]
        if len(same_title) == 1:
            pairs[section.id] = same_title[0]
    for section in new_sections:
        if section.id in pairs or not section.text:
            continue
        scored = [
            (_similarity(compared_text(s), compared_text(section)), s)
            for s in unpaired_old()
            if s.text
        ]
        if scored:
            ratio, best = max(scored, key=lambda item: item[0])
            if ratio >= RENAMED_SIMILARITY:
                pairs[section.id] = best

    changes: list[SectionChange] = []
    for section in new_sections:
        if section.id in pairs:
            changes.append(_pair(pairs[section.id], section))
        else:
            changes.append(SectionChange("added", None, section, similarity=0.0))
    for section in unpaired_old():
        changes.append(SectionChange("removed", section, None, similarity=0.0))
    return EditionDiff(old_id, new_id, tuple(changes))


# --- output --------------------------------------------------------------------------------


def change_json(change: SectionChange) -> dict[str, Any]:
    data: dict[str, Any] = {
        "status": change.status,
        "title": change.title,
        "old": change.old.id if change.old else None,
        "new": change.new.id if change.new else None,
        "citation": (change.new or change.old).citation,  # type: ignore[union-attr]
    }
    if change.status == "changed":
        data["similarity"] = change.similarity
        data["punctuation_only"] = change.punctuation_only
        data["diff"] = [{"op": op.op, "text": op.text} for op in change.ops]
    return data


def diff_json(diff: EditionDiff, *, include_unchanged: bool = False) -> dict[str, Any]:
    return {
        "old": diff.old_document,
        "new": diff.new_document,
        "summary": diff.summary(),
        "sections": [
            change_json(change)
            for change in diff.changes
            if include_unchanged or change.status != "unchanged"
        ],
    }


STATUS_LABEL = {
    "added": "dodana",
    "removed": "usunięta",
    "changed": "zmieniona",
    "unchanged": "bez zmian",
}


def render_ops(ops: tuple[DiffOp, ...], context: int = 12) -> str:
    """`[-old-]{+new+}` word diff, long equal runs shortened to `context` words each side."""
    parts = []
    for index, op in enumerate(ops):
        if op.op == "delete":
            parts.append(f"[-{op.text}-]")
        elif op.op == "insert":
            parts.append(f"{{+{op.text}+}}")
        else:
            words = op.text.split()
            head = words[:context] if index else []
            tail = words[-context:] if index < len(ops) - 1 else []
            if len(words) > len(head) + len(tail):
                parts.append(" ".join([*head, "…", *tail]).strip())
            else:
                parts.append(op.text)
    return " ".join(part for part in parts if part)


def render_diff(diff: EditionDiff, *, include_unchanged: bool = False) -> str:
    summary = diff.summary()
    lines = [
        f"{diff.old_document} → {diff.new_document}: "
        + ", ".join(f"{STATUS_LABEL[s]}: {n}" for s, n in summary.items())
    ]
    for change in diff.changes:
        if change.status == "unchanged" and not include_unchanged:
            continue
        ids = " → ".join(s.id for s in (change.old, change.new) if s is not None)
        label = STATUS_LABEL[change.status]
        if change.punctuation_only:
            label += ": tylko interpunkcja"
        lines.append(f"\n[{label}] {change.title}  ({ids})")
        if change.status == "changed":
            lines.append("  " + plain(render_ops(change.ops)))
    return "\n".join(lines)
