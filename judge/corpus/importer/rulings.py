"""Turn parts of a built Destiny document into rulings: errata, card clarifications, FAQ.

* A heading of kind `errata` or `clarification` (one card, e.g. `Druga szansa (r137)`) becomes
  one ruling with the card's code; the section it sat in is the ruling's home section.
* The FAQ section keeps its introduction; every question (a paragraph followed by the bullet
  list answering it) becomes one `faq` ruling titled by the question.
"""

from __future__ import annotations

from judge.corpus.importer.blocks import Block
from judge.corpus.importer.build import BuiltDocument, BuiltSection
from judge.corpus.importer.destiny import card_code, card_codes_in
from judge.corpus.slug import slugify

HEADING_KINDS = ("errata", "clarification")


def ruling_record(
    identifier: str,
    kind: str,
    title: str,
    home: str,
    blocks: list[Block],
    *,
    heading: str | None = None,
    cards: list[str] | None = None,
) -> dict[str, object]:
    record: dict[str, object] = {"id": identifier, "kind": kind, "title": title}
    if heading and heading != title:
        record["heading"] = heading
    record["section"] = home
    codes = list(cards or [])
    for text in [title, *(block.text or "\n".join(block.items) for block in blocks)]:
        codes += [code for code in card_codes_in(text) if code not in codes]
    if codes:
        record["cards"] = codes
    record["blocks"] = blocks
    return record


def heading_rulings(document: BuiltDocument) -> None:
    """Replace the sections of one-card headings by rulings."""
    kept: list[BuiltSection] = []
    for section in document.sections:
        node = section.node
        if node is None or node.heading.kind not in HEADING_KINDS:
            kept.append(section)
            continue
        label = node.heading.fields["label"]
        if label[0].isalpha():
            code = card_code(label[0], label[1:])
        else:
            assert node.parent is not None
            code = card_code(node.parent.heading.fields["set"], label)
        kind = node.heading.kind
        document.rulings.append(
            ruling_record(
                f"{document.spec.id}.{kind}.{code}-{slugify(section.title)}",
                kind,
                section.title,
                section.parent_id or document.spec.id,
                section.blocks,
                heading=f"{section.title} ({label})",
                cards=[code],
            )
        )
    document.sections = kept


def faq_rulings(document: BuiltDocument, section_id: str, *, first_words: int = 6) -> None:
    """Split the FAQ section into its introduction and one ruling per question."""
    section = document.section(section_id)
    intro: list[Block] = []
    questions: list[tuple[Block, list[Block]]] = []
    for block in section.blocks:
        if block.kind == "list" and questions:
            questions[-1][1].append(block)
        elif block.kind == "paragraph":
            questions.append((block, []))
        else:
            intro.append(block)
    # A paragraph with no answer after it is introduction, not a question.
    while questions and not questions[0][1]:
        intro.append(questions.pop(0)[0])
    section.blocks = intro
    used: set[str] = set()
    for question, answer in questions:
        if not answer:
            raise ValueError(f"{section_id}: question without an answer: {question.text!r}")
        words = first_words
        while True:
            slug = slugify(question.text, max_words=words)
            if slug not in used:
                break
            words += 1
        used.add(slug)
        document.rulings.append(
            ruling_record(
                f"{document.spec.id}.faq.{slug}", "faq", question.text, section_id, answer
            )
        )
