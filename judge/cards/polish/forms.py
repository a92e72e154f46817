"""Generating every inflected form of the lexicon's lemmas (`grammar/destiny_pl.forms`).

`python -m judge.cards.polish.forms` reads the curated lemma table (`grammar/destiny_pl.lemmas`,
format in its header), asks Morfeusz 2 (SGJP, shipped inside the `morfeusz2` wheel) for every
form of every lemma, and writes one line per (form, reading):

    form <TAB> terminal <TAB> sense <TAB> lemma <TAB> Morfeusz tag

The first line is a header with the SHA-256 of the lemma table, so that a stale forms file is
detected (`tests/test_polish_lexicon.py`). The form's tag decides its terminal: an imperative or
infinitive of a verb is `VERB`, a finite or past form `VFIN`, an adverbial participle `GER`, an
adjectival participle `ADJ` (with the verb's sense); see `terminal_of`.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from judge.resources import grammar_dir

LEMMAS_FILE = "destiny_pl.lemmas"
FORMS_FILE = "destiny_pl.forms"
GENERATED_CLASSES = {"NOUN", "QNOUN", "VERB", "ADJ", "NUM", "PRON", "YOU", "REL", "MAY", "MUST"}
GENERATED_CLASSES |= {"PASS"}
OPEN_WORD_CLASSES = {"PREP", "ADV"}  # fixed words whose sense is the word itself unless given


@dataclass(frozen=True)
class Lemma:
    """One line of the lemma table."""

    cls: str  # NOUN, VERB, ... or WORD (fixed forms)
    lemma: str  # the Morfeusz lemma (with its homonym mark) or, for WORD, the terminal
    tail: tuple[str, ...]  # words after the lemma: fixed ("bitwy") or agreeing ("+kluczowy")
    sense: str
    options: dict[str, str]
    forms: tuple[str, ...] = ()  # WORD lines: the written forms

    @property
    def word(self) -> str:
        """The lemma as written (without the homonym mark)."""
        return " ".join((self.lemma.split(":")[0], *(t.lstrip("+") for t in self.tail)))


def lemmas_path() -> Path:
    return grammar_dir() / LEMMAS_FILE


def forms_path() -> Path:
    return grammar_dir() / FORMS_FILE


def lemmas_digest(text: str | None = None) -> str:
    text = lemmas_path().read_text(encoding="utf-8") if text is None else text
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_lemmas(text: str | None = None) -> list[Lemma]:
    text = lemmas_path().read_text(encoding="utf-8") if text is None else text
    result = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        columns = re.split(r"\s{2,}", line)
        if columns[0] == "WORD":
            if len(columns) != 3:
                raise ValueError(f"{LEMMAS_FILE}:{number}: WORD TERMINAL forms")
            forms = tuple(f.strip() for f in columns[2].split("|"))
            terminal, _, sense = columns[1].partition("=")
            sense = sense or (forms[0] if terminal in OPEN_WORD_CLASSES else terminal)
            result.append(Lemma("WORD", terminal, (), sense, {}, forms))
            continue
        if len(columns) < 3 or columns[0] not in GENERATED_CLASSES:
            raise ValueError(f"{LEMMAS_FILE}:{number}: CLASS  lemma  sense  [options]")
        cls, spec, sense, *rest = columns
        options = {}
        for option in " ".join(rest).split():
            key, _, value = option.partition("=")
            options[key] = value
        head, *tail = spec.split(" ")
        result.append(Lemma(cls, head, tuple(tail), sense, options))
    return result


# --- from Morfeusz tags to terminals -------------------------------------------------------------

VERB_TERMINALS = {
    "impt": "VERB",
    "inf": "VERB",
    "fin": "VFIN",
    "praet": "VFIN",
    "bedzie": "VFIN",
    "imps": "VFIN",
    "pcon": "GER",
    "ger": "VNOUN",  # the verbal noun ("rozpatrzenie", "usuwanie"): read by the lexer only
    "pact": "ADJ",
    "ppas": "ADJ",
}
FUNCTION_VERB_TERMINALS = {
    "MAY": {"fin": "MAY"},
    "MUST": {"fin": "MUST"},
    "PASS": {"fin": "PASS", "praet": "PASS", "inf": "PASS_INF", "bedzie": "PASS"},
}


def terminal_of(lemma: Lemma, tag: str) -> str | None:
    """The grammar terminal of one generated form, or None when the form is not used."""
    fields = tag.split(":")
    pos = fields[0]
    if "voc" in fields:  # a vocative-only reading: card text never addresses anyone
        return None
    if lemma.cls in FUNCTION_VERB_TERMINALS:
        return FUNCTION_VERB_TERMINALS[lemma.cls].get(pos)
    if lemma.cls == "VERB":
        if "neg" in fields and pos not in ("pact", "ppas"):
            return None
        return VERB_TERMINALS.get(pos)
    if lemma.cls in ("NOUN", "QNOUN"):
        if "gerund" in lemma.options:  # a noun Morfeusz gives as the verb's gerund
            return lemma.cls if pos == "ger" and "aff" in fields else None
        return lemma.cls if pos in ("subst", "depr") else None
    if lemma.cls in ("ADJ", "REL"):
        if pos != "adj":
            return None
        degree = fields[-1]
        if degree in ("com", "sup") and "degrees" not in lemma.options:
            return None
        return lemma.cls
    if lemma.cls == "NUM":
        return "NUM" if pos in ("num", "adj") and fields[-1] != "com" else None
    if lemma.cls == "PRON":
        return "PRON" if pos == "ppron3" else None
    if lemma.cls == "YOU":
        return "YOU" if pos == "ppron12" and "sg" in fields and "sec" in fields else None
    return None


def _without_voc(tag: str) -> str:
    """Drop the vocative from a tag's case field (card text never addresses anyone)."""
    fields = tag.split(":")
    for index, value in enumerate(fields):
        cases = value.split(".")
        if "voc" in cases and len(cases) > 1:
            fields[index] = ".".join(c for c in cases if c != "voc")
    return ":".join(fields)


def _generate(morfeusz, lemma: str) -> list[tuple[str, str]]:
    """(form, tag) pairs of a Morfeusz lemma ("postać:S" selects the noun)."""
    base = lemma.split(":")[0]
    pairs = []
    for form, found, tag, *_ in morfeusz.generate(base):
        if found == lemma or (":" not in lemma and found.split(":")[0] == lemma):
            pairs.append((form, tag))
    return pairs


def _model_forms(morfeusz, lemma: str, model: str) -> list[tuple[str, str]]:
    """Forms of a word Morfeusz does not know, inflected like `model` (same endings)."""
    model_forms = [
        (form, tag)
        for form, tag in _generate(morfeusz, model)
        if not tag.endswith((":com", ":sup")) and ":neg" not in tag
    ]
    model_stem = os.path.commonprefix([form for form, _ in model_forms] + [model])  # noqa: RUF071
    stem = lemma[: len(lemma) - (len(model) - len(model_stem))]
    return [(stem + form[len(model_stem) :], tag) for form, tag in model_forms]


def _agreeing(morfeusz, head_tag: str, adjective: str) -> str | None:
    """The form of `adjective` agreeing with a noun form's number, case and gender (the same
    form for every case the noun form has, else None)."""
    number, cases, gender = head_tag.split(":")[1:4]
    found = set()
    for case in cases.split("."):
        for form, tag in _generate(morfeusz, adjective):
            fields = tag.split(":")
            if fields[0] != "adj" or fields[-1] != "pos":
                continue
            if (
                number in fields[1].split(".")
                and case in fields[2].split(".")
                and gender in fields[3].split(".")
            ):
                found.add(form)
                break
    return found.pop() if len(found) == 1 else None


def generate_lines(lemmas: list[Lemma]) -> Iterator[str]:
    import morfeusz2  # only here: parsing reads the generated file

    morfeusz = morfeusz2.Morfeusz(generate=True, analyse=False)
    for lemma in lemmas:
        if lemma.cls == "WORD":
            for form in lemma.forms:
                yield f"{_spaced(form)}\t{lemma.lemma}\t{lemma.sense}\t{form}\t"
            continue
        if "model" in lemma.options:
            pairs = _model_forms(morfeusz, lemma.lemma, lemma.options["model"])
        else:
            pairs = _generate(morfeusz, lemma.lemma)
        if not pairs:
            raise ValueError(f"Morfeusz does not know the lemma {lemma.lemma!r}")
        seen: set[str] = set()
        if lemma.cls == "VERB":
            pairs = [*pairs, *_second_person_past(pairs)]
        for form, tag in pairs:
            terminal = terminal_of(lemma, tag)
            if terminal is None:
                continue
            tag = _without_voc(tag)
            words = [form]
            for word in lemma.tail:
                if word.startswith("+"):
                    agreeing = _agreeing(morfeusz, tag, word[1:])
                    if agreeing is None:
                        break
                    words.append(agreeing)
                else:
                    words.append(word)
            else:
                line = f"{' '.join(words)}\t{terminal}\t{lemma.sense}\t{lemma.word}\t{tag}"
                if line not in seen:
                    seen.add(line)
                    yield line
        if not seen:
            # Morfeusz knows the word only as something the class does not take ("droid" is
            # unknown, "przepisanie" a gerund): a lemma with no form would never be read
            raise ValueError(f"no {lemma.cls} form of the lemma {lemma.lemma!r}")


def _second_person_past(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """ "wyznaczyłeś", "zająłeś", "wyznaczyłaś": Morfeusz gives the past tense and the personal
    ending apart ("wyznaczył" + "eś"); the cards address the player with the joined form."""
    joined = []
    for form, tag in pairs:
        fields = tag.split(":")
        if fields[0] != "praet" or "sg" not in fields:
            continue
        genders = set(fields[2].split("."))
        if genders & {"m1", "m2", "m3"} and form.endswith("ł"):
            joined.append((form[:-1] + "łeś" if not form.endswith("szedł") else form + "eś", tag))
        elif genders == {"f"} and form.endswith("a"):
            joined.append((form + "ś", tag))
    return [(form, f"{tag}:sec") for form, tag in joined]


def _spaced(form: str) -> str:
    """A fixed form as the lexer sees it: punctuation is a word of its own ("tym , jak")."""
    return re.sub(r"\s+", " ", re.sub(r"([,:])", r" \1 ", form)).strip()


def write_forms(path: Path | None = None) -> Path:
    path = path or forms_path()
    text = lemmas_path().read_text(encoding="utf-8")
    lines = sorted(set(generate_lines(read_lemmas(text))))
    header = f"# generated by python -m judge.cards.polish.forms from {LEMMAS_FILE}"
    header += f" sha256={lemmas_digest(text)}"
    path.write_text(header + "\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return path


def main() -> int:
    path = write_forms()
    count = sum(1 for _ in path.open(encoding="utf-8")) - 1
    print(f"zapisano {count} form leksykonu: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
