"""Small hand-made units for the search tests (texts written for the tests, in the documents'
wording where they quote a rule)."""

from __future__ import annotations

from judge.search.units import SearchUnit


def unit(unit_id: str, title: str, text: str, **fields: object) -> SearchUnit:
    kind = str(fields.pop("kind", "rule"))
    document = str(fields.pop("document", "destiny-rr"))
    base = "/rules/" if kind == "rule" else "/cards/" if kind == "card" else "/rulings/"
    return SearchUnit(
        id=unit_id,
        kind=kind,  # type: ignore[arg-type]
        game=str(fields.pop("game", "destiny")),
        document=document,
        title=title,
        breadcrumb=tuple(fields.pop("breadcrumb", ("Zasady", title))),  # type: ignore[arg-type]
        citation=str(fields.pop("citation", f"Test › {title}")),
        url=base + unit_id,
        text=text,
        **fields,  # type: ignore[arg-type]
    )


GUARDIAN = unit(
    "t.guardian",
    "Strażnik",
    "Przed tym, jak postać ze słowem kluczowym Strażnik zostanie aktywowana, jej właściciel "
    "może usunąć z puli kości dowolnego przeciwnika jedną kość przedstawiającą obrażenia, aby "
    "zadać aktywowanej postaci strażnika obrażenia w liczbie równej wartości usuniętej kości.",
)
SHIELDS = unit(
    "t.shields",
    "Osłony",
    "Osłony blokują obrażenia. Każda osłona blokuje 1 obrażenie, po czym jest usuwana. "
    "Postać nie może mieć więcej niż 3 osłon.",
)
SHIELDS_PREVIOUS = unit(
    "t-prev.shields",
    "Osłony",
    "Osłony blokują obrażenia. Każda osłona blokuje 1 obrażenie, po czym jest usuwana.",
    document="destiny-rr-prev",
    superseded=True,
)
AMBUSH = unit(
    "t.ambush",
    "Zasadzka",
    "Po zagraniu (i rozpatrzeniu) karty ze słowem kluczowym Zasadzka, gracz może wykonać "
    "dodatkową akcję.",
)
TRIGGERS = unit(
    "t.triggers",
    "Zdolności aktywowane",
    "W grze występują dwa rodzaje zdolności aktywowanych: „przed tym” oraz „po tym”. "
    "Zdolność „po tym” rozpatruje się po rozpatrzeniu warunku aktywacji.",
)
SECOND_CHANCE = unit(
    "t.second-chance",
    "Druga szansa",
    "Czy ulepszenie może uratować postać, która ma zostać pokonana przez obrażenia "
    "z kości? Tak, to efekt zastępujący.",
    kind="clarification",
    names=("Second Chance",),
)
LCG_INTERRUPT = unit(
    "t.lcg-interrupt",
    "Zakłócenie",
    "Efekty zakłóceń są rozpatrywane przed efektem, który je wywołał.",
    game="lcg",
    document="lcg-rules",
)
SWM_CLOAKED = unit(
    "t.swm-cloaked",
    "Zamaskowany",
    "Jeśli ta postać nie jest najbliższym wrogiem, nie można jej wybrać celem ataku dystansowego.",
    game="swm",
    document="swm-rules",
    kind="glossary",
    names=("Cloaked",),
)
PASSING = unit(
    "t.passing",
    "Czy można wykonać akcję po spasowaniu?",
    "Nie. Gracz, który spasuje, nie wykonuje już akcji do końca rundy; może jednak "
    "przerzucić kości lub wyczerpać kartę, jeśli pozwala mu na to zdolność aktywowana.",
    kind="faq",
)
HTML_TRAP = unit(
    "t.html",
    "Znaczniki",
    "Tekst z <script>alert('x')</script> & znakami < > oraz słowem pułapka.",
)

UNITS = (
    GUARDIAN,
    SHIELDS,
    SHIELDS_PREVIOUS,
    AMBUSH,
    TRIGGERS,
    SECOND_CHANCE,
    LCG_INTERRUPT,
    SWM_CLOAKED,
    PASSING,
    HTML_TRAP,
)
