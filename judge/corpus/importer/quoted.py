"""Card texts the Destiny rules documents quote, as data: `rulings/quoted-cards.yaml`.

Three sources:

* errata: the corrected text ("Tekst karty powinien brzmieć: „…”"): `kind: erratum`,
  `scope: full` when it is the card's whole text; otherwise `kind: erratum-partial` with the
  part in `scope`: Detonator termiczny's erratum gives only its last sentence
  (`last-sentence`), Świątynia Jedi's the effect of its claim ability, without the "Zajęcie –"
  the card prints first (`claim-effect`);
* quotations in rules and rulings: "treść Drugiej szansy (r137) brzmi: „…”", "Osobista eskorta
  (r78) posiada trwałą zdolność: „…”"; the document quotes one ability, so `scope: excerpt`;
* the card faces printed in the quick-start leaflet (`scope: full`: the whole ability text).

Each entry: `code` (rNN → 01NNN, DNN → 02NNN), `name` (Polish, nominative, as the documents
name the card), `type`, `text` (die symbols as SWDestinyDB markup), `kind` (`erratum`,
`erratum-partial`, `quoted`, `quick-start`), `scope`, `source` (the ruling or section id it
comes from). The card loader of `judge.cards` merges them into card records. Cards the
documents quote but whose code they do not give are listed under `uncoded`.
"""

from __future__ import annotations

import re
from typing import Any

from judge.corpus.importer.blocks import Block
from judge.corpus.importer.build import BuiltDocument
from judge.corpus.importer.destiny import card_code, replace_die_glyphs
from judge.corpus.importer.text import Vocabulary, join_lines
from judge.corpus.model import DESTINY_QUICKSTART, DESTINY_RR, DESTINY_RR_PREVIOUS

# The cards quoted in rules and rulings, by code: their Polish name (nominative, as the
# documents write it where they name the card) and type. The documents quote them inflected
# ("treść Drugiej szansy"), so the name cannot be taken from the quotation.
QUOTED_NAMES: dict[str, tuple[str, str]] = {
    "01023": ("Szef gangsterów", "upgrade"),
    "01037": ("Qui-Gon Jinn", "character"),
    "01042": ("Jedność z Mocą", "upgrade"),
    "01050": ("Immunitet dyplomatyczny", "upgrade"),
    "01061": ("Komunikator", "upgrade"),
    "01078": ("Osobista eskorta", "upgrade"),
    "01088": ("Przychylność Imperatora", "support"),
    "01092": ("As w rękawie", "event"),
    "01101": ("Kontakty w podziemiu", "support"),
    "01132": ("Przeszukiwanie", "event"),
    "01137": ("Druga szansa", "upgrade"),
    "01149": ("Użyj Mocy", "event"),
    "01150": ("Spaja wszystkie rzeczy", "support"),
    "01164": ("Padnij!", "upgrade"),
}
ERRATA_TYPES = {
    "01067": "upgrade",
    "01129": "event",
    "01170": "battlefield",
    "02046": "character",
    "02120": "event",
}

# A quotation: "(r137) brzmi: „…”", "(r78) posiada trwałą zdolność: „…”", "(92) „…" (the
# previous edition once quotes without a closing quote at the end of a block).
QUOTATION = re.compile(
    r"(?:\((?P<ref>[rDQ]?\d{1,3})\)[^„()]{0,90}?(?:brzmi|tekst|zdolność akcji|trwałą zdolność)"
    r"|brzmi \((?P<ref2>\d{1,3})\))\s*:?\s*„(?P<text>[^”]+)(?:”|$)"
)
ERRATUM = re.compile(
    r"^(?P<what>Tekst karty powinien|Ostatnie zdanie powinno) brzmieć: [“„]+(?P<text>.+?)[”“]*\.?$"
)

# Quick-start card faces: (seed lines of the ability text, code or None, name, type).
QUICKSTART_FACES: list[tuple[tuple[int, int], str | None, str, str]] = [
    ((101, 102), "01149", "Użyj Mocy", "event"),
    ((112, 114), "01006", "Myśliwiec TIE Najwyższego Porządku", "support"),
    ((129, 133), "01059", "Miecz świetlny", "upgrade"),
    ((178, 183), "01011", "Kylo Ren", "character"),
    # Awakenings 01168, Frozen Wastes – Starkiller Base: "Claim - Remove one character die."
    ((204, 204), "01168", "Baza Starkiller", "battlefield"),
    ((303, 307), "01089", "Potęga ciemnej strony", "support"),
]
_FACE_SPECIAL = re.compile(r"^S\s+-\s", re.MULTILINE)


def _texts(blocks: list[Block]) -> list[str]:
    return [text for b in blocks for text in ([b.text] if b.kind != "list" else b.items)]


def _errata(document: BuiltDocument) -> list[dict[str, Any]]:
    entries = []
    for ruling in document.rulings:
        if ruling["kind"] != "errata":
            continue
        match = ERRATUM.match(_texts(ruling["blocks"])[0])  # type: ignore[arg-type]
        if match is None:
            raise ValueError(f"{ruling['id']}: no corrected text found")
        code = ruling["cards"][0]  # type: ignore[index]
        if not match["what"].startswith("Tekst"):
            scope = "last-sentence"  # "Ostatnie zdanie powinno brzmieć"
        elif ERRATA_TYPES[code] == "battlefield":
            scope = "claim-effect"  # the printed card opens with "Zajęcie –", the erratum does not
        else:
            scope = "full"
        entries.append(
            {
                "code": code,
                "name": ruling["title"],
                "type": ERRATA_TYPES[code],
                "text": match["text"].strip(),
                # `erratum` only when the corrected text is the card's whole text: a reader takes
                # it as such; a corrected part is `erratum-partial`, its `scope` says which part
                "kind": "erratum" if scope == "full" else "erratum-partial",
                "scope": scope,
                "source": ruling["id"],
            }
        )
    return entries


def _quotations(document: BuiltDocument, set_symbol: str) -> list[dict[str, Any]]:
    owners = [(s.id, s.blocks) for s in document.sections] + [
        (str(r["id"]), r["blocks"]) for r in document.rulings if r["kind"] != "errata"
    ]
    entries = []
    for owner, blocks in owners:
        for text in _texts(blocks):  # type: ignore[arg-type]
            for match in QUOTATION.finditer(text):
                ref = match["ref"] or match["ref2"]
                code = (
                    card_code(ref[0], ref[1:]) if ref[0].isalpha() else card_code(set_symbol, ref)
                )
                if code not in QUOTED_NAMES:
                    continue  # a card named, not quoted (the pattern is loose on purpose)
                name, card_type = QUOTED_NAMES[code]
                entries.append(
                    {
                        "code": code,
                        "name": name,
                        "type": card_type,
                        "text": match["text"].strip(),
                        "kind": "quoted",
                        "scope": "excerpt",
                        "source": owner,
                    }
                )
    return entries


def _quickstart(document: BuiltDocument, vocabulary: Vocabulary) -> list[dict[str, Any]]:
    entries = []
    for (first, last), code, name, card_type in QUICKSTART_FACES:
        lines = [document.source.line(n).text for n in range(first, last + 1)]
        text = _FACE_SPECIAL.sub("[special] - ", "\n".join(lines))
        text = replace_die_glyphs(join_lines(text.split("\n"), vocabulary))
        entry: dict[str, Any] = {"code": code, "name": name, "type": card_type, "text": text}
        entry |= {"kind": "quick-start", "scope": "full", "source": DESTINY_QUICKSTART}
        entries.append(entry)
    return entries


def quoted_cards(documents: list[BuiltDocument], vocabulary: Vocabulary) -> dict[str, Any]:
    """The `rulings/quoted-cards.yaml` data: coded entries under `cards`, others `uncoded`."""
    by_id = {document.spec.id: document for document in documents}
    entries = _errata(by_id[DESTINY_RR])
    entries += _quotations(by_id[DESTINY_RR], "r")
    entries += _quotations(by_id[DESTINY_RR_PREVIOUS], "r")
    entries += _quickstart(by_id[DESTINY_QUICKSTART], vocabulary)
    seen: set[tuple[str, str]] = set()
    unique = []
    for entry in entries:  # the same quotation in both editions: keep the current one
        key = (str(entry["code"]), " ".join(str(entry["text"]).split()))
        if key not in seen:
            seen.add(key)
            unique.append(entry)
    return {
        "cards": [e for e in unique if e["code"]],
        "uncoded": [{k: v for k, v in e.items() if k != "code"} for e in unique if not e["code"]],
    }
