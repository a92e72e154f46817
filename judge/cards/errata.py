"""Applying the errata of the rules documents to a card's Polish text.

The rules reference corrects cards in three ways, recorded as `kind`/`scope` in
`rulings/quoted-cards.yaml` (see `judge.corpus.model.QuotedCard`):

* `erratum` / `full`: "Tekst karty powinien brzmieć: „…”": the corrected text is the whole card;
* `erratum-partial` / `last-sentence`: "Ostatnie zdanie powinno brzmieć: „…”" (01067 Detonator
  termiczny): the sentence replaces the last sentence of the printed Polish text;
* `erratum-partial` / `claim-effect`: the corrected text of a battlefield omits the
  "Zajęcie –" it prints first (01170 Świątynia Jedi): it replaces the claim's effect, and the
  header stays, so the ability is still a claim.

The documents quote a corrected text inside „…” with the full stop outside the quotation marks
(Polish typography); a card's text ends its sentences, so a missing final full stop is added.
The splices need the card's printed Polish text: they happen here at run time because card texts
are never copied into the project.
"""

from __future__ import annotations

from judge.cards.text import normalize, segment

_SENTENCE_END = ".!?)"


def as_card_sentence(text: str) -> str:
    """The quoted text with the final full stop a card prints (`„…”.` leaves it outside)."""
    text = text.strip()
    return text if not text or text[-1] in _SENTENCE_END else text + "."


def corrected_text(printed: str | None, erratum: str, scope: str) -> str | None:
    """The card's whole text after the erratum, or None when it cannot be applied.

    `printed` is the card's Polish text (None when the card has none: a partial erratum needs
    it). `scope` is `full`, `last-sentence` or `claim-effect`; any other scope is not an
    erratum of the card's text and gives None.
    """
    if scope == "full":
        return as_card_sentence(erratum)
    if not printed or not printed.strip():
        return None
    if scope == "last-sentence":
        return _splice_last_sentence(printed, erratum)
    if scope == "claim-effect":
        return _splice_claim_effect(printed, erratum)
    return None


def _splice_last_sentence(printed: str, sentence: str) -> str | None:
    norm = normalize(printed)
    segments = segment(norm)
    if not segments:
        return None
    start, end = norm.original_span(segments[-1].start, segments[-1].end)
    return printed[:start] + as_card_sentence(sentence) + printed[end:]


def _splice_claim_effect(printed: str, effect: str) -> str | None:
    norm = normalize(printed)
    segments = segment(norm)
    claims = [s for s in segments if s.header == "claim"]
    if len(claims) != 1:  # no claim, or several: which one the erratum means is unclear
        return None
    line = claims[0].line
    on_line = [s for s in segments if s.line == line]
    start = norm.original_offset(claims[0].start)
    end = norm.original_offset(on_line[-1].end)
    return printed[:start] + as_card_sentence(effect) + printed[end:]
