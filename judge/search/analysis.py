"""Polish text analysis for the search index: words, lemmas and diacritic folding.

How a word becomes an index term:

1. the text is split into words (`words()`), lower-cased;
2. each word is mapped to its lemma(s) by Morfeusz 2 (the SGJP dictionary ships inside the
   wheel): "obrażeń", "obrażeniami" → "obrażenie"; an ambiguous form keeps every lemma
   ("obrażeń" is also a form of the verb "obrazić"); a word Morfeusz does not know (English card
   text, names, numbers) is its own lemma.

Index terms keep their diacritics, so "móc" (can) and "Moc" (the Force) stay apart. A judge
types "obrazenia" or "straznik", which no dictionary knows: lemmatizing a folded word fails.
So folding (lower case, diacritics removed, "ł" → "l") happens *after* lemmatizing, in the
lexicon built at index time from the corpus's own vocabulary: every form found in the indexed
text plus every form Morfeusz generates for the lemmas found there (and the past-tense forms
with a person ending, "zagrałem", which it analyses but does not generate), keyed both by the
exact form and by its folded form ("obrazeniami" → "obrażenie", "zagralem" → "zagrać"). The
lexicon is stored with the index, so searching never loads Morfeusz (see
`judge.search.lexicon`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

# Bump when analysis changes in a way that changes index terms: part of the index key.
ANALYZER_VERSION = "6"

WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)

# Letters NFKD does not decompose ("ł", "ø", ...) plus the Polish ones for speed.
_FOLD_TABLE = str.maketrans(
    {
        "ą": "a",
        "ć": "c",
        "ę": "e",
        "ł": "l",
        "ń": "n",
        "ó": "o",
        "ś": "s",
        "ź": "z",
        "ż": "z",
        "Ą": "a",
        "Ć": "c",
        "Ę": "e",
        "Ł": "l",
        "Ń": "n",
        "Ó": "o",
        "Ś": "s",
        "Ź": "z",
        "Ż": "z",
        "ø": "o",
        "Ø": "o",
        "đ": "d",
        "ß": "ss",
        "æ": "ae",
        "œ": "oe",
    }
)


def fold(text: str) -> str:
    """Lower-case `text` and strip its diacritics, including the Polish "ł" (→ "l")."""
    folded = text.lower().translate(_FOLD_TABLE)
    if folded.isascii():
        return folded
    decomposed = unicodedata.normalize("NFKD", folded)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def has_diacritics(word: str) -> bool:
    return fold(word) != word.lower()


def words(text: str) -> Iterator[re.Match[str]]:
    """The words of `text` (letters and digits), with their character spans."""
    return WORD_RE.finditer(text)


# Morfeusz tags of segments that are not the word itself: the agglutinated "-em" of
# "zrobiłem", punctuation.
_SKIPPED_TAGS = ("aglt", "interp")

# Past-tense forms (the "l-participle", tag "praet", and "powinien", tag "winien") take a
# person ending, written as one word: "zagrał" + "em" → "zagrałem", "zagrała" + "m",
# "zagrali" + "śmy", and the conditional "by" with or without one: "zagrałbym". Morfeusz
# analyses such a word as two or three segments (the form, "by", the "aglt" ending), so it
# never *generates* the whole word; `agglutinated_forms` builds them from the form and its tag
# the way Morfeusz segments them. After a consonant ("zagrał", "powinien") the ending has its
# vowel (-em, -eś: "wok"), after a vowel it has none (-m, -ś, -śmy, -ście: "nwok"); the
# attribute "agl" marks a form that takes only a person ending ("mogł" → "mogłem") and "nagl"
# one that takes only "by" ("mógł" → "mógłby").
_PERSON_ENDINGS_SINGULAR_AFTER_CONSONANT = ("em", "eś")
_PERSON_ENDINGS_SINGULAR = ("m", "ś")
_PERSON_ENDINGS_PLURAL = ("śmy", "ście")
_CONDITIONAL = "by"


def agglutinated_forms(form: str, tag: str) -> list[str]:
    """The one-word forms with a person ending or "by" of a past-tense form, from its
    Morfeusz tag ("zagrał", "praet:sg:m1.m2.m3:perf" → "zagrałem", "zagrałeś", "zagrałby",
    "zagrałbym", "zagrałbyś"); [] for any other tag."""
    parts = tag.split(":")
    if parts[0] not in ("praet", "winien") or len(parts) < 2:
        return []
    plural = parts[1] == "pl"
    takes_person = "nagl" not in parts
    takes_conditional = "agl" not in parts and parts[0] == "praet"
    endings_after_by = _PERSON_ENDINGS_PLURAL if plural else _PERSON_ENDINGS_SINGULAR
    if plural:
        endings = _PERSON_ENDINGS_PLURAL
    elif form.endswith(("a", "o", "e", "i", "y")):
        endings = _PERSON_ENDINGS_SINGULAR
    else:
        endings = _PERSON_ENDINGS_SINGULAR_AFTER_CONSONANT
    result: list[str] = []
    if takes_person:
        result.extend(form + ending for ending in endings)
    if takes_conditional:
        result.append(form + _CONDITIONAL)
        result.extend(form + _CONDITIONAL + ending for ending in endings_after_by)
    return result


class MorfeuszLemmatizer:
    """Lemmas and generated forms from Morfeusz 2, cached per word.

    Used only while building the index; Morfeusz takes ~35 MB and ~50 ms to load.
    """

    def __init__(self) -> None:
        import morfeusz2  # imported here: searching never needs it

        self._analyser = morfeusz2.Morfeusz(generate=False, expand_tags=False)
        self._generator = morfeusz2.Morfeusz(analyse=False, expand_tags=False)
        self._cache: dict[str, tuple[str, ...]] = {}

    def raw_lemmas(self, word: str) -> tuple[str, ...]:
        """Morfeusz lemmas of a lower-case word, with homonym marks ("zamek:Sm3~a"); () when
        the dictionary does not know it."""
        cached = self._cache.get(word)
        if cached is not None:
            return cached
        lemmas: list[str] = []
        for start, _end, (_orth, lemma, tag, *_rest) in self._analyser.analyse(word):
            if start != 0 or tag == "ign" or tag.startswith(_SKIPPED_TAGS):
                continue
            if lemma not in lemmas:
                lemmas.append(lemma)
        result = tuple(lemmas)
        self._cache[word] = result
        return result

    def analyse(self, word: str) -> list[tuple[int, int, tuple[str, ...]]]:
        """Morfeusz's analysis of `word`: (start, end, (form, raw lemma, tag, ...)) segments."""
        return list(self._analyser.analyse(word))

    def aspects(self, infinitive: str) -> frozenset[str]:
        """The aspects ("perf", "imperf") SGJP gives `infinitive` as a verb; empty for a word
        that is no infinitive."""
        found: set[str] = set()
        for _start, _end, (_orth, _lemma, tag, *_rest) in self.analyse(infinitive):
            parts = tag.replace(".", ":").split(":")  # "inf:imperf.perf": both aspects
            if parts[0] == "inf":
                found.update(part for part in parts[1:] if part in ("perf", "imperf"))
        return frozenset(found)

    def generate(self, raw_lemma: str) -> list[str]:
        """Every form of a lemma (lower case), as Morfeusz generates it, plus the one-word
        past-tense forms with a person ending it analyses but does not generate ("zagrałem",
        see `agglutinated_forms`)."""
        try:
            generated = self._generator.generate(raw_lemma)
        except RuntimeError:  # a lemma the generator refuses (rare): no forms
            return []
        forms: list[str] = []
        for form, _lemma, tag, *_rest in generated:
            if tag == "ign":
                continue
            lowered = form.lower()
            forms.append(lowered)
            forms.extend(agglutinated_forms(lowered, tag))
        return forms


@lru_cache(maxsize=65536)
def term_of_lemma(raw_lemma: str) -> str:
    """The index term of a Morfeusz lemma: lower case, homonym mark dropped, no spaces
    ("Zasadzka" → "zasadzka", "zamek:Sm3~a" → "zamek"). Diacritics stay."""
    base = raw_lemma.split(":", 1)[0] if ":" in raw_lemma[1:] else raw_lemma
    return base.lower().replace(" ", "")


# Prefixes that most often only make a verb perfective ("s-pasować", "za-atakować",
# "z-niszczyć"); not always ("za-dać" is to deal, not to give): see `aspect_pairs` for the
# check. Others ("u-", "po-", "prze-", "wy-") change the meaning more often than not ("u-mieścić",
# "prze-sunąć", "wy-grać"), and are left out.
_ASPECT_PREFIXES = ("ze", "za", "s", "z")
_SECONDARY_ENDINGS = ("ywać", "iwać", "awać", "ijać", "iać", "wać", "ać")
# Read through the 51 pairs the indexed texts give: these prefixes change the meaning.
_NOT_ASPECT_PAIRS = frozenset({"zabronić", "zastanowić", "zapomnieć"})


def aspect_pairs(verbs: set[str], lemmatizer: MorfeuszLemmatizer) -> list[tuple[str, str]]:
    """Perfective verbs of `verbs` paired with the imperfective they are made from by a prefix
    alone ("spasować" → "pasować", "zaatakować" → "atakować"), by SGJP's aspects: the prefixed
    verb is perfective only, the base imperfective, and the prefixed verb has no imperfective
    of its own in the dictionary ("wygrać" has "wygrywać", so it is not "grać"; "odrzucić" has
    "odrzucać", so it is not "rzucić"), which is what tells a prefix that changes the meaning
    from one that only changes the aspect."""
    pairs: list[tuple[str, str]] = []
    for verb in sorted(verbs):
        if verb in _NOT_ASPECT_PAIRS or not verb.endswith("ć"):
            continue
        if lemmatizer.aspects(verb) != {"perf"}:
            continue
        own = (verb[:-cut] + ending for cut in (2, 3) for ending in _SECONDARY_ENDINGS)
        if any("imperf" in lemmatizer.aspects(candidate) for candidate in own):
            continue
        for prefix in _ASPECT_PREFIXES:
            base = verb[len(prefix) :]
            if verb.startswith(prefix) and len(base) >= 6 and "imperf" in lemmatizer.aspects(base):
                pairs.append((verb, base))
                break
    return pairs
