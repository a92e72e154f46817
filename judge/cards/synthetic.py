"""Synthetic Polish sentences: the grammar measured on texts composed from known parts (issue 11).

Card texts are few (135 Polish ones) and the grammar was fitted to all of them, so they cannot
say how it meets a sentence it has never seen. These sentences are composed from parts whose
meaning is known, in the rules' own phrasing (RR cz. 7–8): an ability frame (action, event
effect, a condition, "po tym, jak" / "przed tym, jak" triggers in the active and the passive
voice) × an effect verb × an amount (1, 2, 3, 5: the three Polish number agreements) × a
target. Each is checked twice:

* **parse**: one ability, of the frame's kind, whose effect is the verb's node with the amount
  and the target's controller and "each" as composed (`Expected.check`);
* **reading**: `judge.cards.describe.describe_ability` says it back in Polish with the verb,
  the number, the target and the frame (what a judge reads on the card page).

`judge bench grammar --json` reports `synthetic_sentences` and `synthetic_ok_rate` (both checks
passed); `failures()` lists what failed and why. The parts are a fixed table, not a lexicon
walk: growing them is the next step, and every part added must come from the rules' wording.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from judge.cards import ast as A
from judge.cards.describe import describe_ability
from judge.cards.parse import parse_card_text

NUMBERS = (1, 2, 3, 5)


def _forms(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


@dataclass(frozen=True)
class Target:
    text: str  # in the dative ("komu": zadaj obrażenia postaci przeciwnika)
    controller: str
    each: bool
    reading: str  # what the Polish reading names


TARGETS = (
    Target("postaci", "any", False, "postać"),
    Target("dowolnej postaci", "any", False, "postać"),
    Target("postaci przeciwnika", "opponent", False, "postać przeciwnika"),
    Target("każdej postaci przeciwnika", "opponent", True, "każda postać przeciwnika"),
    Target("jednej z twoich postaci", "you", False, "twoja postać"),
)


@dataclass(frozen=True)
class Verb:
    """An effect: its imperative with the counted noun, and the node it must parse to."""

    lemma: str  # the imperative as the reading says it
    phrase: Callable[[int], str]  # "Zadaj 2 obrażenia"
    node: type[A.Node]
    targeted: bool  # takes a dative target
    tail: str = ""  # a fixed complement ("z ręki")


VERBS = (
    Verb(
        "zadaj",
        lambda n: f"zadaj {n} {_forms(n, 'obrażenie', 'obrażenia', 'obrażeń')}",
        A.DealDamage,
        True,
    ),
    Verb("daj", lambda n: f"daj {n} {_forms(n, 'osłonę', 'osłony', 'osłon')}", A.GiveShields, True),
    Verb("dobierz", lambda n: f"dobierz {n} {_forms(n, 'kartę', 'karty', 'kart')}", A.Draw, False),
    Verb(
        "daj",
        lambda n: f"daj {n} {_forms(n, 'żeton osłony', 'żetony osłony', 'żetonów osłony')}",
        A.GiveShields,
        True,
    ),
    Verb(
        "zyskaj",
        lambda n: f"zyskaj {n} {_forms(n, 'żeton zasobu', 'żetony zasobu', 'żetonów zasobu')}",
        A.GainResources,
        False,
    ),
    Verb(
        "ulecz",
        lambda n: f"ulecz {n} {_forms(n, 'obrażenie', 'obrażenia', 'obrażeń')}",
        A.Heal,
        False,
        " z tej postaci",
    ),
    Verb(
        "odrzuć",
        lambda n: f"odrzuć {n} {_forms(n, 'kartę', 'karty', 'kart')}",
        A.Discard,
        False,
        " z ręki",
    ),
)


@dataclass(frozen=True)
class Frame:
    name: str
    template: str  # with {effect} (lower-case) or {Effect} (capitalised)
    kind: str  # Ability.kind
    reading: str  # what the reading says of the frame
    trigger: tuple[str, str] | None = None  # (timing, event kind) of a triggered frame


FRAMES = (
    Frame("action", "<b>Akcja</b> - {Effect}.", "action", "Akcja"),
    Frame("event", "{Effect}.", "effect", "Efekt"),
    Frame(
        "condition",
        "Jeśli kontrolujesz pole bitwy, {effect}.",
        "effect",
        "jeśli kontrolujesz pole bitwy",
    ),
    Frame(
        "after-you-activate",
        "Po tym, jak aktywujesz tę postać, {effect}.",
        "triggered",
        "po tym, jak",
        ("after", "activated"),
    ),
    Frame(
        "after-activated",
        "Po tym, jak ta postać zostanie aktywowana, {effect}.",
        "triggered",
        "po tym, jak",
        ("after", "activated"),
    ),
    Frame(
        "after-opponent-activates",
        "Po tym, jak przeciwnik aktywuje postać, {effect}.",
        "triggered",
        "po tym, jak",
        ("after", "activated"),
    ),
    Frame(
        "after-defeated",
        "Po tym, jak ta postać zostanie pokonana, {effect}.",
        "triggered",
        "po tym, jak",
        ("after", "defeated"),
    ),
    Frame(
        "before-defeated",
        "Przed tym, jak ta postać zostanie pokonana, {effect}.",
        "triggered",
        "przed tym, jak",
        ("before", "defeated"),
    ),
    Frame(
        "after-played",
        "Po tym, jak zagrasz tę kartę, {effect}.",
        "triggered",
        "po tym, jak",
        ("after", "played"),
    ),
)


@dataclass(frozen=True)
class Sentence:
    text: str
    frame: Frame
    verb: Verb
    amount: int
    target: Target | None

    def check(self) -> str | None:
        """None when the sentence parses to what it says and reads back; else why not."""
        parsed = parse_card_text(self.text)
        if not parsed.ok:
            return "nie sparsowano: " + "; ".join(u.reason for u in parsed.unparsed)
        abilities = [a for a in parsed.abilities if isinstance(a, A.Ability)]
        if len(abilities) != 1:
            return f"{len(abilities)} zdolności zamiast 1"
        ability = abilities[0]
        problem = self._frame_problem(ability) or self._effect_problem(_effect_of(ability))
        if problem:
            return problem
        reading = " ".join(str(v) for v in describe_ability(ability).values())
        # One of something may be read as "dowolna karta" rather than "1 karta".
        wanted = [self.verb.lemma, self.frame.reading] + ([str(self.amount)] * (self.amount > 1))
        if self.target is not None:
            wanted.append(self.target.reading)
        missing = [w for w in wanted if w not in reading]
        return f"odczyt bez: {missing} ({reading})" if missing else None

    def _frame_problem(self, ability: A.Ability) -> str | None:
        if ability.kind != self.frame.kind:
            return f"rodzaj {ability.kind} zamiast {self.frame.kind}"
        if self.frame.name == "condition" and not (
            isinstance(ability.effect, A.If)
            and isinstance(ability.effect.condition, A.ControlsBattlefield)
        ):
            return "brak warunku kontroli pola bitwy"
        if self.frame.trigger is not None:
            timing, event = self.frame.trigger
            trigger = ability.trigger
            if trigger is None or trigger.timing != timing:
                return f"brak wyzwalacza {timing}"
            if event not in trigger.event.kinds:
                return f"wyzwalacz {trigger.event.kinds} zamiast {event}"
        return None

    def _effect_problem(self, effect: Any) -> str | None:
        if not isinstance(effect, self.verb.node):
            return f"efekt {type(effect).__name__} zamiast {self.verb.node.__name__}"
        count = getattr(effect, "amount", None)
        if isinstance(effect, A.Discard):
            count = getattr(effect.cards, "count", None)
            if effect.zone != "hand":
                return f"strefa {effect.zone} zamiast ręki"
        if count != A.Fixed(self.amount):
            return f"ilość {count} zamiast {self.amount}"
        if self.target is None:
            return None
        target = getattr(effect, "target", None)
        if not isinstance(target, A.Select):
            return f"cel {type(target).__name__} zamiast wyboru postaci"
        if (target.kind, target.controller, target.each) != (
            "character",
            self.target.controller,
            self.target.each,
        ):
            return (
                f"cel {target.kind}/{target.controller}/każda={target.each} zamiast "
                f"character/{self.target.controller}/każda={self.target.each}"
            )
        return None


def _effect_of(ability: A.Ability) -> Any:
    effect = ability.effect
    return effect.then if isinstance(effect, A.If) else effect


def sentences() -> Iterator[Sentence]:
    for frame in FRAMES:
        for verb in VERBS:
            for amount in NUMBERS:
                for target in TARGETS if verb.targeted else (None,):
                    effect = verb.phrase(amount) + (f" {target.text}" if target else "")
                    effect += verb.tail
                    text = frame.template.format(
                        effect=effect, Effect=effect[0].upper() + effect[1:]
                    )
                    yield Sentence(text, frame, verb, amount, target)


def failures() -> list[tuple[str, str]]:
    """(sentence, why) for every synthetic sentence that does not parse or read back right."""
    found = []
    for sentence in sentences():
        problem = sentence.check()
        if problem:
            found.append((sentence.text, problem))
    return found


def figures() -> dict[str, Any]:
    total = sum(1 for _ in sentences())
    failed = failures()
    return {
        "synthetic_sentences": total,
        "synthetic_ok": total - len(failed),
        "synthetic_ok_rate": round((total - len(failed)) / total, 4),
        "synthetic_failures_sample": [f"{text} → {why}" for text, why in failed[:10]],
    }
