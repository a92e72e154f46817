"""Synthetic Polish sentences: the grammar measured on texts composed from the lexicon (issue 11).

Card texts are few, so they cannot say how the grammar meets a sentence it has never seen. These
sentences are composed from parts whose meaning is known, in the rules' own phrasing (RR cz.
7–8): an ability frame (action, event effect, conditions, triggers before/after in the active
and the passive voice) × an effect verb × an amount (1, 2, 3, 5: the three Polish number
agreements) × a target (characters or dice; any, an opponent's, each of an opponent's, one of
yours, a coloured one, up to N, any number of). Every word is inflected from the lexicon
(`judge.cards.polish.lexicon.inflect`): the case the verb's role needs (the dative of
"zadaj … postaci", the genitive after "z", the accusative of an object), the number a numeral
governs. Each sentence is checked twice:

* **parse**: one ability, of the frame's kind, whose effect is the verb's node with the amount
  and the target's kind, controller, count, "each" and colour as composed (`Sentence.check`);
* **reading**: `judge.cards.describe.describe_ability` says it back in Polish with the verb,
  the number, the target and the frame (what a judge reads on the card page).

`judge bench grammar --json` reports `synthetic_sentences` and `synthetic_ok_rate` (both checks
passed); `failures()` lists what failed and why.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from judge.cards import ast as A
from judge.cards.describe import describe_ability
from judge.cards.parse import parse_card_text
from judge.cards.polish.lexicon import inflect

NUMBERS = (1, 2, 3, 5)


def _count_forms(n: int, lemma: str, case: str = "acc") -> str:
    """ "1 obrażenie", "2 obrażenia", "5 obrażeń": the noun after a numeral (in an object)."""
    if n == 1:
        return inflect(lemma, "NOUN", case, "sg")
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return inflect(lemma, "NOUN", "acc", "pl")
    return inflect(lemma, "NOUN", "gen", "pl")


@dataclass(frozen=True)
class Target:
    """Who or what an effect acts on, composed in the case the verb's role needs."""

    name: str
    kind: str  # "character" or "die"
    controller: str
    each: bool
    reading: str  # what the Polish reading names
    determiner: str | None = None  # lemma: dowolny, każdy, jeden, twój
    color: str | None = None  # lemma of a colour adjective
    tail: str = ""  # fixed words after the noun ("przeciwnika")
    partitive: bool = False  # "jedną z twoich …"
    count: str = "one"  # "one", "up_to_2", "any_number"

    def text(self, case: str) -> str:
        noun = "postać" if self.kind == "character" else "kość"
        gender = "f"
        if self.count == "up_to_2":
            return f"maksymalnie 2 {inflect(noun, 'NOUN', 'acc', 'pl')}{self.tail}"
        if self.count == "any_number":
            any_ = inflect("dowolny", "ADJ", case, "sg", gender)
            head = f"{any_} {inflect('liczba', 'QNOUN', case, 'sg')}"
            plural = inflect(noun, "NOUN", "gen", "pl")
            return f"{head} {inflect('twój', 'ADJ', 'gen', 'pl')} {plural}"
        if self.partitive:
            one = inflect("jeden", "NUM", case, "sg", gender)
            mods = [inflect("twój", "ADJ", "gen", "pl")]
            if self.color:
                mods.append(inflect(self.color, "ADJ", "gen", "pl"))
            return f"{one} z {' '.join(mods)} {inflect(noun, 'NOUN', 'gen', 'pl')}"
        words = []
        if self.determiner:
            words.append(inflect(self.determiner, "ADJ", case, "sg", gender))
        if self.color:
            words.append(inflect(self.color, "ADJ", case, "sg", gender))
        words.append(inflect(noun, "NOUN", case, "sg"))
        return " ".join(words) + self.tail


CHARACTERS = (
    Target("any", "character", "any", False, "postać", determiner="dowolny"),
    Target("bare", "character", "any", False, "postać"),
    Target("opponent's", "character", "opponent", False, "postać przeciwnika", tail=" przeciwnika"),
    Target(
        "each opponent's",
        "character",
        "opponent",
        True,
        "każda postać przeciwnika",
        determiner="każdy",
        tail=" przeciwnika",
    ),
    Target("one of yours", "character", "you", False, "twoja postać", partitive=True),
    Target("red", "character", "any", False, "czerwona postać", color="czerwony"),
)
DICE = (
    Target("any die", "die", "any", False, "kość", determiner="dowolny"),
    Target("opponent's die", "die", "opponent", False, "kość przeciwnika", tail=" przeciwnika"),
    Target("one of your dice", "die", "you", False, "twoja kość", partitive=True),
    Target(
        "one of your blue dice", "die", "you", False, "niebieska", partitive=True, color="niebieski"
    ),
    Target(
        "up to 2 dice",
        "die",
        "opponent",
        False,
        "maksymalnie 2",
        count="up_to_2",
        tail=" przeciwnika",
    ),
    Target("any number of your dice", "die", "you", False, "dowolna liczba", count="any_number"),
)
TARGETS = CHARACTERS


@dataclass(frozen=True)
class Verb:
    """An effect: its verb (from the lexicon), how it is composed, and the node it parses to."""

    lemma: str  # the imperative, as the reading says it
    node: type[A.Node]
    template: str  # {verb} {amount:noun lemma:case} {target:case} placeholders, see `compose`
    counted: str | None = None  # the counted noun lemma ("obrażenie"); None: no amount
    counted_tail: tuple[str, str] = ("", "")  # after the counted noun: of one, of more ("osłony")
    role: str | None = None  # the target's case: "dat", "acc", "gen"
    targets: tuple[Target, ...] = ()

    @property
    def targeted(self) -> bool:
        return bool(self.targets)


SHIELDS = (" osłony", " osłon")  # "1 żeton osłony", "2 żetony osłon"
RESOURCES = (" zasobu", " zasobów")
VERBS = (
    Verb(
        "zadaj", A.DealDamage, "zadaj {amount} {target}", "obrażenie", ("", ""), "dat", CHARACTERS
    ),
    Verb("daj", A.GiveShields, "daj {target} {amount}", "żeton", SHIELDS, "dat", CHARACTERS),
    Verb("ulecz", A.Heal, "ulecz {amount} z {target}", "obrażenie", ("", ""), "gen", CHARACTERS),
    Verb("usuń", A.RemoveShields, "usuń {amount} z {target}", "żeton", SHIELDS, "gen", CHARACTERS),
    Verb("wyczerp", A.Exhaust, "wyczerp {target}", None, ("", ""), "acc", CHARACTERS),
    Verb("przygotuj", A.Ready, "przygotuj {target}", None, ("", ""), "acc", CHARACTERS),
    Verb("aktywuj", A.Activate, "aktywuj {target}", None, ("", ""), "acc", CHARACTERS),
    Verb("pokonaj", A.Defeat, "pokonaj {target}", None, ("", ""), "acc", CHARACTERS),
    Verb("przerzuć", A.RerollDice, "przerzuć {target}", None, ("", ""), "acc", DICE),
    Verb("usuń", A.RemoveDice, "usuń {target}", None, ("", ""), "acc", DICE),
    Verb("dobierz", A.Draw, "dobierz {amount}", "karta"),
    Verb("zyskaj", A.GainResources, "zyskaj {amount}", "żeton", RESOURCES),
    Verb("strać", A.LoseResources, "strać {amount}", "żeton", RESOURCES),
    Verb("odrzuć", A.Discard, "odrzuć {amount} z ręki", "karta"),
)


@dataclass(frozen=True)
class Frame:
    name: str
    template: str  # with {effect} (lower-case) or {Effect} (capitalised)
    kind: str  # Ability.kind
    reading: str  # what the reading says of the frame
    trigger: tuple[str, str] | None = None  # (timing, event kind) of a triggered frame
    condition: type[A.Node] | None = None  # the node of the condition frame


FRAMES = (
    Frame("action", "<b>Akcja</b> - {Effect}.", "action", "Akcja"),
    Frame("event", "{Effect}.", "effect", "Efekt"),
    Frame(
        "condition",
        "Jeśli kontrolujesz pole bitwy, {effect}.",
        "effect",
        "jeśli kontrolujesz pole bitwy",
        condition=A.ControlsBattlefield,
    ),
    Frame(
        "condition-has",
        "Jeśli masz 2 lub więcej kości przedstawiających obrażenia wręcz ([melee]), {effect}.",
        "effect",
        "jeśli",
        condition=A.Has,
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
        "before-damage",
        "Przed tym, jak ta postać otrzyma obrażenia, {effect}.",
        "triggered",
        "przed tym, jak",
        ("before", "takes_damage"),
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
        wanted = [self.verb.lemma, self.frame.reading]
        if self.verb.counted and self.amount > 1:
            wanted.append(str(self.amount))
        if self.target is not None:
            wanted.append(self.target.reading)
        missing = [w for w in wanted if w not in reading]
        return f"odczyt bez: {missing} ({reading})" if missing else None

    def _frame_problem(self, ability: A.Ability) -> str | None:
        if ability.kind != self.frame.kind:
            return f"rodzaj {ability.kind} zamiast {self.frame.kind}"
        if self.frame.condition is not None and not (
            isinstance(ability.effect, A.If)
            and isinstance(ability.effect.condition, self.frame.condition)
        ):
            return f"brak warunku {self.frame.condition.__name__}"
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
        if self.verb.counted is not None:
            count = getattr(effect, "amount", None)
            if isinstance(effect, A.Discard):
                count = getattr(effect.cards, "count", None)
                if effect.zone != "hand":
                    return f"strefa {effect.zone} zamiast ręki"
            if count != A.Fixed(self.amount):
                return f"ilość {count} zamiast {self.amount}"
        if self.target is None:
            return None
        target = _target_of(effect)
        if not isinstance(target, A.Select):
            return f"cel {type(target).__name__} zamiast wyboru"
        wanted = (self.target.kind, self.target.controller, self.target.each)
        if (target.kind, target.controller, target.each) != wanted:
            return (
                f"cel {target.kind}/{target.controller}/każda={target.each} zamiast "
                f"{'/'.join(str(w) for w in wanted)}"
            )
        colors = [f.value for f in target.filters if f.kind == "color"]
        wanted_color = {"czerwony": "red", "niebieski": "blue"}.get(self.target.color or "")
        if colors != ([wanted_color] if wanted_color else []):
            return f"kolor {colors} zamiast {wanted_color}"
        counts = {"up_to_2": A.UpTo(2), "any_number": A.AnyNumber()}
        if self.target.count in counts and target.count != counts[self.target.count]:
            return f"liczba {target.count} zamiast {counts[self.target.count]}"
        return None


def _target_of(effect: Any) -> Any:
    for field in ("target", "dice", "source"):
        if hasattr(effect, field):
            return getattr(effect, field)
    return None


def _effect_of(ability: A.Ability) -> Any:
    effect = ability.effect
    return effect.then if isinstance(effect, A.If) else effect


def compose(verb: Verb, amount: int, target: Target | None) -> str:
    parts: dict[str, str] = {}
    if verb.counted is not None:
        tail = verb.counted_tail[0 if amount == 1 else 1]
        parts["amount"] = f"{amount} {_count_forms(amount, verb.counted)}{tail}"
    if target is not None and verb.role is not None:
        parts["target"] = target.text(verb.role)
    return verb.template.format(**parts)


@cache
def _all() -> tuple[Sentence, ...]:
    made = []
    for frame in FRAMES:
        for verb in VERBS:
            for amount in NUMBERS if verb.counted else (1,):
                for target in verb.targets or (None,):
                    effect = compose(verb, amount, target)
                    text = frame.template.format(
                        effect=effect, Effect=effect[0].upper() + effect[1:]
                    )
                    made.append(Sentence(text, frame, verb, amount, target))
    return tuple(made)


def sentences() -> Iterator[Sentence]:
    yield from _all()


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
