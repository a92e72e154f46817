"""The context an ability runs in (`Ctx`) and what its words point to.

An ability runs in a context: the card it is on (`self`), the player resolving it ("you"), the
player performing the current part (an opponent inside "zmuś dowolnego przeciwnika, aby …"),
the die being resolved (`this_die`), the moment that triggered it, and the objects it has named
so far (what `Ref(to="it")`, "chosen", "just discarded" point to). This module resolves those
references and the players a node names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny.interpreter.parsing import ability
from judge.engine.destiny.moments import Moment
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    from judge.cards.model import DieFace
    from judge.engine.destiny.host import Host


@dataclass(frozen=True)
class Deed:
    """What one effect of the ability just did: "that many", "the same number", "the dice just
    removed" read it (`Ref(to="just")`). `verb` is the participle the grammars use in
    `Ref.verb` ("removed", "discarded", "exhausted", ...); `kind` what it acted on ("die",
    "card", "support", "shield", ...); `objects` the ids acted on (none for tokens); `count`
    how many (tokens counted one by one: 2 shields removed is 2)."""

    verb: str
    kind: str
    objects: tuple[str, ...]
    count: int


@dataclass
class Ctx:
    g: Host
    source: str | None
    controller: str
    performer: str
    ability: int = -1
    die: str | None = None
    moment: dict[str, Any] | None = None
    moment_obj: Moment | None = None
    recent: list[tuple[str, str]] = field(default_factory=list)  # (kind, id), newest last
    deeds: list[Deed] = field(default_factory=list)  # what the ability did, newest last
    picked: set[str] = field(default_factory=set)  # objects a player chose (`query.select`)
    # Some step named or did nothing (a choice among none, a failed "if", a part not resolved
    # in full): a later "it" may then rightly name nothing. Shared with sub-contexts.
    short: list[bool] = field(default_factory=lambda: [False])
    bound: dict[str, Any] = field(default_factory=dict)
    outcome: dict[str, Any] = field(default_factory=dict)
    key: str = ""
    root: Any = None

    @property
    def shortfall(self) -> bool:
        return self.short[0]

    @shortfall.setter
    def shortfall(self, value: bool) -> None:
        self.short[0] = value

    def push(self, kind: str, ident: str) -> None:
        self.recent.append((kind, ident))

    def did(self, verb: str, kind: str, objects: Any = (), *, count: int | None = None) -> None:
        """Record what an effect just did (even nothing: "exhaust any number … then the same
        number" with none exhausted is 0, not unknown); the objects become referents ("that
        die", "it") as well."""
        done = tuple(objects)
        deed = Deed(verb, kind, done, len(done) if count is None else count)
        self.deeds.append(deed)
        for ident in done:
            self.push(_kind_of(self.g, ident), ident)
        if not deed.count:
            self.shortfall = True

    def sub(self, **changes: Any) -> Ctx:
        """The same ability with another performer (an opponent forced to act, a player who
        "may"): what either names or does is named for the whole ability, so the referents
        (`recent`, `deeds`, `bound`) are shared, not copied."""
        return Ctx(**{**self.__dict__, **changes})


def _ctx(g: Host, source: str | None, *, controller: str | None = None) -> Ctx:
    owner = controller
    if owner is None:
        owner = g.s.card(source).controller if source and source in g.s.cards else (g.s.turn or "")
    return Ctx(g=g, source=source, controller=owner, performer=owner, key=source or "efekt")


def _showing_cost(face: DieFace | None) -> int:
    """The resource cost of the face a die shows (0 for none)."""
    return face.cost if face is not None and face.cost else 0


def _showing_symbol(face: DieFace | None) -> str | None:
    """The symbol of the face a die shows (None for a die showing nothing)."""
    return face.symbol if face is not None else None


def _kind_of(g: Host, ident: str) -> str:
    if ident in g.s.dice:
        return "die"
    if ident in g.s.cards:
        return g.s.card(ident).kind
    return "player"


KIND_MATCH = {
    "card": ("character", "upgrade", "support", "event", "battlefield", "plot", "unknown"),
    "character": ("character",),
    "upgrade": ("upgrade",),
    "support": ("support",),
    "event": ("event",),
    "battlefield": ("battlefield",),
    "plot": ("plot",),
    "die": ("die",),
    "copy": ("copy", "event", "upgrade", "support", "character", "unknown"),
    # what can have dice: a player ("their dice") or a card ("its dice"); set by the engine
    # for an untyped owner of dice, never by a grammar
    "holder": ("player", "character", "upgrade", "support", "battlefield", "plot"),
}


def last_deed(ctx: Ctx, ref: A.Ref) -> Deed:
    """The latest thing the ability did that `ref` ("just removed", "that many", "the same
    number") points back to: the same verb when the text says one, objects of a fitting kind
    when it names one. Nothing done before is an unbound reference: a refusal, never 0."""
    verbs = VERB_ALIASES.get(ref.verb or "", (ref.verb,))
    for deed in reversed(ctx.deeds):
        if ref.verb is not None and deed.verb not in verbs:
            continue
        if ref.kind is not None and not _kinds_fit(ref.kind, deed.kind):
            continue
        return deed
    raise unbound(ctx, ref)


# "the dice that just rolled a blank" after a reroll: a reroll is a roll (RR cz. 8 › przerzut)
VERB_ALIASES: dict[str, tuple[str, ...]] = {"rolled": ("rolled", "rerolled")}


def _wanted(kind: str | None) -> tuple[str, ...] | None:
    """The object kinds a reference of `kind` may name (None: any). "a|b" is either ("that
    character or support"; the dice "of its support and upgrade" are held by either)."""
    if not kind:
        return None
    found: list[str] = []
    for part in kind.split("|"):
        found.extend(KIND_MATCH.get(part, (part,)))
    return tuple(found)


def either_ref(refs: tuple[Any, ...]) -> A.Ref | None:
    """ "That character or support" (`Either` of references of one word): one reference to
    the latest object of any of their kinds, or None when the items are not such refs."""
    if not refs or not all(isinstance(r, A.Ref) for r in refs):
        return None
    if len({r.to for r in refs}) != 1 or any(r.kind is None or r.verb for r in refs):
        return None
    return A.Ref(refs[0].to, "|".join(r.kind for r in refs))


def _kinds_fit(wanted: str, done: str) -> bool:
    return (
        wanted == done
        or done in (_wanted(wanted) or ())
        or any(part in KIND_MATCH.get(done, ()) for part in wanted.split("|"))
    )


REF_WORDS = {
    "it": "„to/go/ją” (it)",
    "given": "„dana/dany” (that …)",
    "just": "„właśnie …/tyle samo” (just …, that many)",
    "chosen": "„wybrana” (chosen)",
    "trigger": "obiekt wyzwalacza",
    "attached": "„postać, do której dołączono”",
    "rest": "„pozostałe” (the rest)",
}


def unbound(ctx: Ctx, ref: A.Ref) -> Unsupported:
    """A refusal for a back-reference that names nothing the ability established: acting on
    nothing would be a confident wrong replay. The message quotes the ability's text."""
    root = ctx.root
    if root is None and ctx.source is not None and ctx.ability >= 0:
        # a persistent ability or a restriction is read without running: its card says it
        try:
            root = ability(ctx.g.defn(ctx.source), ctx.ability)
        except (AssertionError, IndexError, Unsupported):
            root = None
    text = getattr(root, "text", "") or ""
    start, end = getattr(root, "start", None), getattr(root, "end", None)
    span = f" [{start}–{end}]" if start is not None and end is not None else ""
    what = f" ({ref.kind})" if ref.kind else ""
    return Unsupported(
        f"{ctx.g.name(ctx.source)}: odwołanie {REF_WORDS.get(ref.to, ref.to)}{what} w tekście "
        f"„{text}”{span} nie wskazuje niczego, co zdolność wcześniej wybrała lub zrobiła — "
        "silnik nie zgaduje i zatrzymuje się."
    )


def _resolve_ref(ctx: Ctx, ref: A.Ref, accept: Callable[[str], bool] | None = None) -> list[str]:
    """The objects `ref` names; `accept` narrows "it"/"given" to referents that can fill the
    slot (a holder of dice is a player or a card in play, not a card just discarded)."""
    g = ctx.g
    if ref.to == "self":
        # The card itself, whatever kind the text calls it (Kontakty w podziemiu, a support,
        # says "to ulepszenie"). "Kością tej broni" on FN-2199 is `to="trigger"`: the weapon
        # played, not the card.
        return [ctx.source] if ctx.source else []
    if ref.to == "attached":
        if ctx.source is None:
            return []
        attached = g.s.card(ctx.source).attached_to or ctx.bound.get("attached")
        return [attached] if attached else []
    if ref.to == "this_die":
        if ctx.die:
            return [ctx.die]
        if ctx.bound.get("without_die"):
            # A special ability resolved by another card (Spryt) has no die of its own: "ta
            # kość" is no die at all (FAQ on Spryt and Czarny: the die is not in your pool).
            return []
        if ctx.bound.get("rolled_die"):
            return [ctx.bound["rolled_die"]]
        if ctx.source and g.s.card(ctx.source).dice:
            return [g.s.card(ctx.source).dice[0]]
        return []
    if ref.to == "chosen":
        return list(ctx.bound.get("chosen", []))
    if ref.to == "trigger":
        subject = (ctx.moment or {}).get("subject")
        return [subject] if subject else []
    if ref.to == "just":
        return list(last_deed(ctx, ref).objects)
    if ref.to == "rest":
        return _rest(ctx)
    # "it", "given": the most recent object of that kind this ability named. A pronoun ("z
    # niego") may point back to the card itself, named as "to wsparcie"; "dany" ("danej
    # karcie") never does: the text calls its own card "ta karta". (Niesławny exhausts itself,
    # then gives Zasadzka to "danej karcie": the card being played.)
    # "Reroll one of your character dice. Then heal damage from that character": after a die,
    # "that character" is the die's own card ("its matching character"), when it is one.
    # "Their dice" (`Select(die, owner=Ref(it))`, kind "holder"): the player or card named
    # before, never a die named in between (Loth-Cat and Mouse: after "force an opponent to
    # remove one of your dice", "their dice" are the forced opponent's).
    wanted = _wanted(ref.kind)
    for kind, ident in reversed(ctx.recent):
        if ref.to == "given" and ident == ctx.source and ident not in ctx.picked:
            continue  # "dany" is not the card naming itself, unless a player chose it
        if (wanted is None or kind in wanted) and (accept is None or accept(ident)):
            return [ident]
        if wanted is None:
            continue  # any kind, but `accept` turned it down
        if kind == "die" and ref.kind != "holder" and "die" not in wanted and ident in g.s.dice:
            home = g.s.die(ident).home
            if home is not None and home in g.s.cards and g.s.card(home).kind in wanted:
                return [home]
    if ctx.shortfall or ref.kind == "holder" or ref.to not in ("it", "given"):
        return []  # the step that would have named it named nothing: nothing is the answer
    source_kind = _kind_of(g, ctx.source) if ctx.source else None
    if ref.to == "it" and source_kind is not None and (wanted is None or source_kind in wanted):
        # a pronoun with nothing named before is the card itself ("discard this support if
        # it has 3 or more damage on it")
        return [ctx.source] if ctx.source else []
    # Every step so far resolved in full and none of them named an object of that kind: the
    # engine cannot tell what the text points to, and acting on nothing would be a silent
    # wrong replay.
    raise unbound(ctx, ref)


def _rest(ctx: Ctx) -> list[str]:
    """ "Place the rest on the bottom of your deck", "discard the remaining cards": of the
    objects the ability named together last (`query.record_group`), those still where they
    were (not played, discarded or added to a hand since)."""
    g = ctx.g
    if "group" not in ctx.bound:
        raise Unsupported(f"{g.name(ctx.source)}: nie wiadomo, o które obiekty chodzi („reszta”).")
    where = ctx.bound.get("group_zones", {})

    def still_there(ident: str) -> bool:
        if ident in g.s.cards:
            return g.s.card(ident).zone == where.get(ident)
        return ident in g.s.dice and g.s.die(ident).location == where.get(ident)

    return [ident for ident in ctx.bound["group"] if still_there(ident)]


def _players(ctx: Ctx, controller: str) -> tuple[str, ...]:
    s = ctx.g.s
    if controller == "you":
        return (ctx.controller,)
    if controller == "its_controller":
        return (_its_controller(ctx),)
    if controller == "own":
        return (ctx.performer,)
    if controller == "opponent":
        return s.opponents(ctx.controller)
    return tuple(s.order)


def _player_of(ctx: Ctx, node: Any) -> str:
    g = ctx.g
    if isinstance(node, A.Player):
        if node.who == "you":
            return ctx.controller
        if node.who == "trigger_actor":
            return (ctx.moment or {}).get("player") or ctx.controller
        if node.who in ("opponent", "given"):
            return g.s.opponent(ctx.controller)
        if node.who == "its_controller":
            return _its_controller(ctx)
        if node.who in EACH_PLAYER:
            # Only handlers that repeat their effect per player (`_each`) may read these.
            raise Unsupported(
                f"Efekt „{'każdy gracz' if node.who == 'each_player' else 'każdy przeciwnik'}” "
                f"w tym miejscu tekstu karty {g.name(ctx.source)} nie jest jeszcze obsługiwany."
            )
    return ctx.performer


def _its_controller(ctx: Ctx) -> str:
    """ "its controller", "that card's owner" (later sets): the player who controls the card
    the text named last (a die: its owner). Nothing named: refused, never guessed."""
    g = ctx.g
    for _kind, ident in reversed(ctx.recent):
        if ident in g.s.cards:
            return g.s.card(ident).controller
        if ident in g.s.dice:
            return g.s.die(ident).owner
    raise Unsupported(
        f"{g.name(ctx.source)}: „jej kontrolujący” — tekst nie wskazał wcześniej żadnej karty."
    )


EACH_PLAYER = ("each_player", "each_opponent")


def _each(ctx: Ctx, node: Any) -> tuple[str, ...]:
    """The players an effect's `player` names, one or each: "każdy gracz" is every player in
    turn order from the ability's controller, "każdy przeciwnik" every opponent."""
    if node is None:
        return (ctx.performer,)
    if isinstance(node, A.Player) and node.who in EACH_PLAYER:
        order = ctx.g.s.order
        start = order.index(ctx.controller) if ctx.controller in order else 0
        rotated = tuple(order[start:]) + tuple(order[:start])
        if node.who == "each_opponent":
            return tuple(pid for pid in rotated if pid != ctx.controller)
        return rotated
    return (_player_of(ctx, node),)


_NAMES = {
    "DealDamage": "zadanie obrażeń",
    "GiveShields": "danie osłon",
    "Heal": "leczenie",
    "Discard": "odrzucenie",
    "Draw": "dobranie kart",
    "GainResources": "zyskanie zasobów",
    "LoseResources": "utrata zasobów",
    "RemoveDice": "usunięcie kości",
    "RerollDice": "przerzut kości",
    "Defeat": "pokonanie",
    "Sequence": "kilka kroków",
    "SetAside": "odłożenie na bok",
    "Play": "zagranie karty",
    "Exhaust": "wyczerpanie",
    "Ready": "przygotowanie",
}


def describe(node: Any) -> str:
    """A short Polish name of an effect node (for decisions and delayed effects)."""
    name = type(node).__name__
    base = _NAMES.get(name, name)
    amount = getattr(node, "amount", None)
    if isinstance(amount, A.Fixed):
        base += f" ({amount.value})"
    elif isinstance(amount, A.All):
        base += " (wszystko)"
    if isinstance(node, A.Sequence):
        return " i ".join(describe(s) for s in node.steps)
    return base
