"""Dice: rolling, turning, removing, and resolving dice by their symbols (RR cz. 2, cz. 5,
cz. 8).

* Rolling puts a die into its owner's pool showing the face it lands on; "rolling" covers
  rerolling a die already in the pool (RR cz. 8 › rzucanie kośćmi). The scenario may state the
  face (`rolls:`); otherwise the seeded generator decides.
* A die in the pool can be resolved, turned, removed, rerolled; a die on its card shows no face
  and cannot be manipulated (RR cz. 3 › pula kości, kości na kartach).
* Removing a die moves it from the pool back onto its card (RR cz. 8 › usuwanie kości); a die
  marked "set aside after it is resolved or removed" (As w rękawie, Dyrektor Krennic) and a die
  whose card left play go to the set-aside zone instead (RR cz. 2 › kości opuszczające grę).
* Turning must show a different face, unless two faces are identical (RR cz. 8 › obracanie).
* Resolving dice: one or more dice of one symbol, one at a time; a modifier (`+`) only together
  with a die of the same symbol that is not a modifier, and then simultaneously as one source;
  a die's resource cost must be paid; blanks cannot be resolved; each die once per action
  (RR cz. 2 › modyfikator, koszt w zasobach, pusta ścianka; cz. 5 › rozpatrzenie kości).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.engine.core.errors import Refusal, ScenarioError
from judge.engine.destiny import damage, faces, timing, zones
from judge.engine.destiny import polish as pl
from judge.engine.destiny.moments import Moment
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    from judge.cards.model import DieFace
    from judge.engine.destiny.host import Host

SYMBOL_RULE = {
    "MD": "melee",
    "RD": "ranged",
    "ID": "indirect_damage",  # later sets: the card text is the authority (rules.CARD_TEXT)
    "Sh": "shield_symbol",
    "R": "resource_symbol",
    "Dr": "disrupt",
    "Dc": "discard_symbol",
    "F": "focus",
    "Sp": "special_symbol",
    "-": "blank",
}


def die_label(g: Host, did: str) -> str:
    die = g.s.die(did)
    face = die.showing
    shown = f" pokazująca {faces.notation(face)}" if face is not None else ""
    return f"{g.die(did)}{shown}"


def resolved_this_action(g: Host) -> tuple[str, ...]:
    """The dice already resolved during the current action: none of them can be resolved again
    in it (RR cz. 5 › rozpatrzenie kości)."""
    action = g.s.action
    return tuple(action.get("resolved_dice", ())) if action is not None else ()


def symbol_of(g: Host, did: str) -> str | None:
    face = g.s.die(did).showing
    return face.symbol if face is not None else None


def roll(
    g: Host,
    dice: Sequence[str],
    *,
    player: str,
    why: str,
    rules: tuple[str, ...] = (),
    into: str | None = None,
) -> list[Moment]:
    """Roll `dice` into their owner's pool, or into player `into`'s pool when an effect says
    whose ("do puli dowolnego przeciwnika"): a player resolves only the dice in his own pool
    (RR cz. 3 › pula kości), so the die is his while it is there and returns to its card's
    owner when it leaves. Return the "die rolled" moments."""
    moments = []
    for did in dice:
        die = g.s.die(did)
        pool_of = (
            into if into is not None and into != die.owner and die.location != "pool" else None
        )
        forced = g.forced_face(did)
        if forced is not None:
            wanted = faces.parse(forced)
            index = next(
                (i for i, f in enumerate(die.faces) if faces.notation(f) == wanted.notation),
                None,
            )
            if index is None:
                raise ScenarioError(
                    [
                        (
                            f"rolls.{did}",
                            f"{g.die(did)} nie ma ścianki {forced}; ma: "
                            + ", ".join(faces.notation(f) for f in die.faces),
                        )
                    ]
                )
            random_draw = False
        else:
            index = g.random_index(len(die.faces))
            random_draw = True
        face = die.faces[index]
        was = "przerzuca" if die.location == "pool" else "rzuca"
        data: dict[str, Any] = {"die": did, "face": index, "random": random_draw}
        if pool_of is not None:
            data["pool"] = pool_of
        g.emit(
            "die_roll",
            f"{g.player_name(player)} {was} {g.die(did, 'ins')}"
            + (f" do puli gracza {g.player_name(pool_of)}" if pool_of is not None else "")
            + f": wypada {faces.notation(face)} ({faces.describe(face)})"
            + ("" if random_draw else " — ścianka podana w scenariuszu")
            + f" [{why}]",
            data,
            rules=(*rules, "rolling") + (("dice_pool",) if pool_of is not None else ()),
        )
        moments.append(
            Moment(
                "roll_die",
                pool_of or die.owner,
                did,
                {"face": index},
                label=f"rzut {g.die(did, 'ins')}",
            )
        )
    return moments


def return_to_card(g: Host, did: str, *, why: str, rules: tuple[str, ...] = ()) -> None:
    """Put a die from the pool back on its card (or set it aside, see module docstring)."""
    die = g.s.die(did)
    if die.location != "pool":
        return
    home = g.s.cards.get(die.home) if die.home else None
    if die.set_aside_after or home is None or home.zone not in ("play", "limbo"):
        g.emit(
            "die_off",
            f"{pl.cap(g.die(did))} odłożona na bok ({why}).",
            {"die": did, "to": "set_aside"},
            rules=(*rules, "dice_leaving_play", "set_aside"),
        )
        return
    g.emit(
        "die_off",
        f"{pl.cap(g.die(did))} wraca na kartę {g.name(die.home)} ({why}).",
        {"die": did, "to": "card"},
        rules=rules,
    )


def remove_die(g: Host, did: str, *, by: str, why: str) -> bool:
    """Remove a die from a pool: back onto its card (RR cz. 8 › usuwanie kości)."""
    die = g.s.die(did)
    if die.location != "pool":
        return False
    shown = die.showing
    return_to_card(g, did, why=why, rules=("removing_dice",))
    # "After you remove an opponent's character die", "After one of your Blue dice is
    # removed" (later sets): the die is back on its card; the moment keeps the face it showed
    timing.after(
        g,
        Moment(
            "removed",
            by,
            did,
            {"symbol": shown.symbol if shown is not None else None, "owner": die.owner},
            label=f"usunięcie {g.die(did, 'gen')}",
        ),
    )
    return True


def turn(g: Host, did: str, face_notation: str, *, why: str) -> None:
    """Turn a die to a face (checked with `check_turn` before any event)."""
    die = g.s.die(did)
    index = check_turn(g, did, face_notation)
    g.emit(
        "die_turn",
        f"{pl.cap(g.die(did))} obrócona na {faces.notation(die.faces[index])} ({why}).",
        {"die": did, "face": index},
        rules=("turning",),
    )
    # "After an opponent's die is turned" (later sets): queued after the effect that turned it
    timing.after(
        g, Moment("turned", None, did, {"face": index}, label=f"obrót {g.die(did, 'gen')}")
    )


# --- resolving dice --------------------------------------------------------------------------


@dataclass
class Group:
    """Dice resolved together: one die, or a die with its modifiers (one source)."""

    dice: list[str]
    target: Any = None
    data: Mapping[str, Any] = field(default_factory=dict)


def die_ref(g: Host, ref: str, *, pool_of: str | None = None) -> str:
    """A die named by its id (`leia.die`) or by its card id (`leia`: that card's die in the
    pool, when exactly one is)."""
    if ref in g.s.dice:
        return ref
    card = g.s.cards.get(ref)
    if card is not None:
        in_pool = [d for d in card.dice if g.s.dice[d].location == "pool"]
        if len(in_pool) == 1:
            return in_pool[0]
        if len(card.dice) == 1:
            return card.dice[0]
        if in_pool:
            raise Refusal(
                f"Karta {ref} ma w puli kilka kości ({', '.join(in_pool)}): podaj identyfikator "
                "kości.",
                "dice_pool",
            )
    raise Refusal(f"Nie ma kości „{ref}”.", "dice_pool")


def check_groups(
    g: Host,
    player: str,
    groups: Sequence[Group],
    *,
    free: bool = False,
    symbols: Sequence[str] | None = None,
    single_symbol: bool = True,
) -> str:
    """Validate a resolution of dice; return the symbol. Raises `Refusal` citing the rule."""
    if not groups or not any(group.dice for group in groups):
        raise Refusal("Rozpatrując kości trzeba rozpatrzyć co najmniej jedną kość.", "resolve_dice")
    seen: set[str] = set()
    symbol: str | None = None
    total_cost = 0
    for group in groups:
        bases = []
        for did in group.dice:
            if did in seen:
                raise Refusal(
                    f"{pl.cap(g.die(did, 'gen'))} nie można rozpatrzyć więcej niż raz podczas "
                    "jednej akcji.",
                    "resolve_dice",
                )
            seen.add(did)
            die = g.s.dice.get(did)
            if die is None or die.location != "pool" or die.owner != player:
                raise Refusal(
                    f"{pl.cap(g.die(did, 'gen'))} nie ma w puli gracza {g.player_name(player)}: "
                    "można "
                    "rozpatrywać tylko kości z własnej puli.",
                    "dice_pool",
                )
            face = die.showing
            assert face is not None
            if face.symbol == "-":
                raise Refusal(
                    f"{pl.cap(g.die(did))} pokazuje pustą ściankę: nie ma efektu i nie można "
                    "jej rozpatrzyć.",
                    "blank",
                )
            if symbol is None:
                symbol = face.symbol
            elif face.symbol != symbol and single_symbol:
                raise Refusal(
                    f"W jednej akcji można rozpatrzyć tylko kości z tym samym symbolem "
                    f"({faces.SYMBOL_LABELS[symbol]} ≠ {faces.SYMBOL_LABELS[face.symbol]}).",
                    "resolve_dice",
                )
            if symbols is not None and face.symbol not in symbols:
                raise Refusal(
                    f"{pl.cap(g.die(did))} nie pokazuje wymaganego symbolu.", "dice_by_cards"
                )
            if not face.modifier:
                bases.append(did)
            total_cost += face.cost
        if not bases:
            raise Refusal(
                "Modyfikatora nie można rozpatrzyć samodzielnie: tylko razem z kością "
                "pokazującą ten sam symbol bez plusa.",
                "modifier",
            )
        if len(bases) > 1:
            raise Refusal(
                "Kości bez modyfikatora rozpatruje się pojedynczo: podaj je jako osobne grupy.",
                "resolve_dice",
            )
        base_symbol = g.s.die(bases[0]).showing.symbol  # type: ignore[union-attr]
        if len(group.dice) > 1 and base_symbol in ("Sp", "-"):
            raise Refusal(
                "Wartości symbolu specjalnego nie można zwiększyć ani zmniejszyć.",
                "special_symbol",
            )
        if any(g.s.die(d).showing.symbol != base_symbol for d in group.dice):  # type: ignore[union-attr]
            raise Refusal(
                "Modyfikator musi pokazywać ten sam symbol co modyfikowana kość.", "modifier"
            )
        if base_symbol == "F":
            base_face = g.s.die(bases[0]).showing
            check_focus(
                g,
                player,
                bases[0],
                sum(_face_value(g.s.die(d).showing) for d in group.dice),
                dict(group.data.get("turn") or {}),
            )
            _ = base_face
    if not free and total_cost > g.s.player(player).resources:
        raise Refusal(
            f"Koszt kości w zasobach ({total_cost}) przekracza zasoby gracza "
            f"({g.s.player(player).resources}): nie można ich rozpatrzyć.",
            "die_cost",
        )
    assert symbol is not None
    return symbol


def resolve_group(
    g: Host,
    player: str,
    group: Group,
    *,
    free: bool = False,
    rules: tuple[str, ...] = (),
    as_symbol: str | None = None,
    extra: Mapping[str, Any] | None = None,
    value_as: int | None = None,
    as_base: bool = False,
    keep_in_pool: bool = False,
) -> bool:
    """Resolve one die (with its modifiers): pay its cost, apply its symbol's effect, then put
    the dice back on their cards. Returns whether the effect was resolved in full.

    `keep_in_pool`: "resolve one of your dice without removing it from your pool" (later
    sets; the card text is the authority): the dice stay in the pool, showing the same face.

    A card may change how: `value_as`, the value is treated as that number ("traktując jej
    wartość tak, jakby była równa …", Potęga Mocy); `as_base`, a modifier face is resolved as if
    it were not a modifier ("tak, jakby nie była modyfikatorem", Przebudzenie). The card's text
    is the authority there: the rules forbid resolving a modifier alone (RR cz. 2 ›
    rozpatrywanie kości przez karty) unless a card says otherwise (RR cz. 7 › efekty negatywne
    state the one precedence the rules set)."""
    dice = group.dice
    shown = [g.s.die(d).showing for d in dice]
    base_index = next(
        i for i, f in enumerate(shown) if f is not None and (as_base or not f.modifier)
    )
    base = dice[base_index]
    symbol = as_symbol or shown[base_index].symbol  # type: ignore[union-attr]
    # "Before you resolve this die, …" (later sets): the abilities act now, the die still in
    # the pool; "increase its value by 1" adds to the value it resolves with (`value_bonus`).
    window = Moment(
        "resolve",
        player,
        base,
        {"symbol": symbol, "dice": list(dice)},
        label=f"rozpatrzenie {' + '.join(g.die(d, 'gen') for d in dice)}",
    )
    timing.before(g, window)
    if any(d not in g.s.dice or g.s.die(d).location != "pool" for d in dice):
        g.emit(
            "note",
            f"{pl.cap(die_label(g, base))} nie jest już w puli: nie zostaje rozpatrzona.",
            {"die": base},
            rules=("resolve_dice",),
        )
        return False
    shown = [g.s.die(d).showing for d in dice]
    if as_symbol is None:
        symbol = shown[base_index].symbol  # type: ignore[union-attr]
    value_bonus = int(window.outcome.get("value_bonus", 0))
    if symbol not in SYMBOL_RULE:
        home = g.s.die(base).home
        raise Unsupported(
            f"{die_label(g, base)}: symbolu „{symbol}” (z późniejszych dodatków) silnik jeszcze "
            "nie rozpatruje; tę kość trzeba rozpatrzyć według tekstu karty.",
            card=g.defn(home).code if home else None,
        )
    value = 0 if symbol in ("Sp", "-") else sum(faces.value(f) for f in shown if f is not None)
    if value_as is not None and symbol not in ("Sp", "-"):
        value = value_as
    if symbol not in ("Sp", "-"):
        value += int(group.data.get("bonus", 0))  # "zwiększając jej wartość o …"
        value += value_bonus
        for did, face in zip(dice, shown, strict=True):
            if face is not None and face.variable:  # X: defined by the die's card
                value += g.abilities.x_value(g.s.die(did).home, player)
    cost = 0 if free else sum(f.cost for f in shown if f is not None)
    label = " + ".join(die_label(g, d) for d in dice)
    if cost:
        zones.pay(g, player, cost, what=label, rules=("die_cost",))
    g.emit(
        "resolve_die",
        f"{g.player_name(player)} rozpatruje {label}"
        + (" (razem, jako jedno źródło)" if len(dice) > 1 else "")
        + (f" jako {faces.SYMBOL_LABELS[symbol]}" if as_symbol else ""),
        {"dice": list(dice), "symbol": symbol, "value": value, "player": player},
        rules=(*rules, "resolve_dice", SYMBOL_RULE[symbol])
        + (("modifier",) if len(dice) > 1 else ()),
    )
    outcome: dict[str, Any] = {}
    complete = apply_symbol(g, player, base, symbol, value, group, outcome, extra or {})
    resolved: dict[str, Any] = {"symbol": symbol, "value": value, "dice": list(dice)}
    if keep_in_pool:
        g.emit(
            "note",
            f"{pl.cap(label)}: {'zostają' if len(dice) > 1 else 'zostaje'} w puli "
            "(rozpatrzona bez usuwania).",
            {"die": base},
            rules=("keep_in_pool",),
        )
        outcome["die_instead"] = (None, None)
    if (
        outcome.get("die_instead") is None
        and base in g.s.dice
        and g.s.die(base).location == "pool"
        and not timing.before(
            g,
            Moment("remove_resolved", player, base, resolved, label=f"usunięcie z puli: {label}"),
        )
    ):
        # a "before" window replaced the removal ("… zamiast usuwać ją z twojej puli")
        outcome["die_instead"] = (None, None)
    for did in dice:
        instead = outcome.get("die_instead") if did == base else None
        if instead == (None, None):
            continue  # replaced in the window before the removal (its own step says so)
        if instead is not None and g.s.die(did).location == "pool":
            g.emit(
                "replaced",
                f"{pl.cap(g.die(did))}: efekt zastępujący — zamiast usunięcia z puli.",
                {"die": did},
                rules=("replacement",),
            )
            ctx, effect = instead
            if effect is not None:
                g.abilities.run_replacement(ctx, effect)
            continue
        if g.s.dice.get(did) is not None and g.s.die(did).location == "pool":
            return_to_card(g, did, why="rozpatrzona", rules=("resolve_dice",))
    if "lost" in outcome:
        resolved = {**resolved, "lost": outcome["lost"]}
    # "Po tym, jak rozpatrzysz kość …": the die has left the pool, so the moment carries the
    # symbol and value it was resolved with, and what it made the opponent lose (RR cz. 7 ›
    # warunek aktywacji).
    timing.after(
        g,
        Moment(
            "resolved",
            player,
            base,
            resolved,
            label=f"rozpatrzenie {label}",
        ),
    )
    return complete


def _choose_character(
    g: Host, key: str, player: str, given: Any, *, question: str, prefer_opponent: bool
) -> str | None:
    candidates = list(g.s.all_characters())
    if not candidates:
        return None
    if given is not None:
        if given in candidates:
            return given
        # Dice are resolved one at a time and each die's target is chosen as it resolves: a
        # target stated for the whole action that has left play since (defeated by an earlier
        # die) is chosen anew (RR cz. 5 › rozpatrzenie kości; cz. 8 › wybierz cel).
        g.emit(
            "note",
            f"Wskazany cel {g.name(given)} nie jest już postacią w grze: gracz wybiera nowy cel "
            f"dla {key.rsplit('.', 1)[0]}.",
            {"target": given},
            rules=("choose_target", "resolve_dice"),
        )
    opponents = [c for c in candidates if g.s.card(c).controller != player]
    own = [c for c in candidates if g.s.card(c).controller == player]
    default = (opponents or own)[0] if prefer_opponent else (own or opponents)[0]
    return g.decide(
        key,
        decider=player,
        rule="choose_target",
        options=candidates,
        default=default,
        question=question,
    )


def apply_symbol(
    g: Host,
    player: str,
    did: str | None,
    symbol: str,
    value: int,
    group: Group,
    outcome: dict[str, Any],
    extra: Mapping[str, Any],
    *,
    home: str | None = None,
) -> bool:
    """The effect of a die symbol (RR cz. 2 › symbole na kościach). `did` is None when a face
    is resolved without its die (Poe Dameron); `home` is then the card whose die it is."""
    source = g.s.die(did).home if did is not None else home
    label = g.die(did, "gen") if did is not None else f"ścianki karty {g.name(home)}"
    unblockable = bool(extra.get("unblockable"))
    if unblockable and symbol not in ("MD", "RD"):
        raise Unsupported(
            f"{label}: nieblokowalne rozpatrzenie symbolu innego niż obrażenia wręcz lub "
            "dystansowe nie jest jeszcze obsługiwane."
        )
    if symbol in ("MD", "RD") and extra.get("each_of"):
        kind = "melee" if symbol == "MD" else "ranged"
        for each in extra["each_of"]:
            damage.deal_damage(
                g,
                each,
                value,
                dealer=player,
                source=source,
                kind=kind,
                unblockable=unblockable,
                rules=(SYMBOL_RULE[symbol], "dice_by_cards"),
            )
        return True
    if symbol in ("MD", "RD"):
        target = _choose_character(
            g,
            f"{did or home}.target",
            player,
            group.target,
            question=f"Cel obrażeń z {label}",
            prefer_opponent=True,
        )
        if target is None:
            return False
        kind = "melee" if symbol == "MD" else "ranged"
        targets = extra.get("each_of") or [target]
        for each in targets:
            damage.deal_damage(
                g,
                each,
                value,
                dealer=player,
                source=source,
                kind=kind,
                unblockable=unblockable,
                rules=(SYMBOL_RULE[symbol],),
            )
        return True
    if symbol == "ID":
        # Indirect damage goes to a player, who assigns it among his characters.
        opponents = g.s.opponents(player)
        chosen = group.target if group.target in opponents else None
        victim = chosen or g.decide(
            f"{did or home}.opponent",
            decider=player,
            rule="indirect_damage",
            options=list(opponents),
            default=opponents[0],
            question=f"Któremu przeciwnikowi zadać obrażenia pośrednie z {label}",
        )
        damage.deal_indirect_damage(
            g,
            victim,
            value,
            dealer=player,
            source=source,
            key=did or home or "kość",
            rules=(SYMBOL_RULE[symbol],),
        )
        return True
    if symbol == "Sh":
        if source is not None and g.abilities.integral_card_distributes(source):
            return _distribute_shields(g, player, did or source, value, group, source)
        target = _choose_character(
            g,
            f"{did or home}.target",
            player,
            group.target,
            question=f"Komu dać osłony z {label}",
            prefer_opponent=False,
        )
        if target is None:
            return False
        damage.give_shields(g, target, value, giver=player, source=source, rules=("shield_symbol",))
        return True
    if symbol == "R":
        zones.gain_resources(g, player, value, rules=("resource_symbol",))
        return True
    if symbol == "Dr":
        opponent = group.data.get("opponent") or g.s.opponent(player)
        # how many he actually lost ("utraconych właśnie przez przeciwnika", Swój człowiek)
        outcome["lost"] = zones.lose_resources(g, opponent, value, rules=("disrupt",))
        return True
    if symbol == "Dc":
        opponent = group.data.get("opponent") or g.s.opponent(player)
        zones.discard_random(g, opponent, value, rules=("discard_symbol",))
        return True
    if symbol == "F":
        if did is None:
            g.emit("note", "Skupienie bez kości w puli nie ma czego obrócić.", {}, rules=("focus",))
            return True
        return _focus(g, player, did, value, group)
    if symbol == "Sp":
        if did is None:
            return False
        return g.abilities.resolve_special(player, did, group, outcome)
    return False


def _distribute_shields(
    g: Host, player: str, did: str, value: int, group: Group, source: str
) -> bool:
    """An integral die ability lets the shields of this die be split among your characters
    (Immunitet dyplomatyczny; RR cz. 7 › integralne zdolności kości)."""
    own = list(g.s.characters(player))
    given = group.data.get("distribute")

    def valid(mapping: Any) -> str | None:
        if not isinstance(mapping, dict):
            return "podaj rozdział jako {postać: liczba}"
        if any(k not in own for k in mapping):
            return "osłony można dać tylko twoim postaciom"
        if sum(int(v) for v in mapping.values()) != value:
            return f"rozdziel dokładnie {value}"
        return None

    if given is None:
        given = {own[0]: value} if own else {}
    chosen = g.decide(
        f"{did}.distribute",
        decider=player,
        rule="integral",
        options=None,
        default=given,
        question=f"Rozdział {value} osłon z {g.die(did, 'gen')} między twoje postacie",
        validate=valid,
    )
    for target, amount in chosen.items():
        damage.give_shields(
            g, target, int(amount), giver=player, source=source, rules=("integral",)
        )
    return True


def check_focus(g: Host, player: str, did: str, value: int, turns: Mapping[str, Any]) -> None:
    """Focus turns up to its value of the player's *other* dice to faces of his choice; never
    an opponent's die (RR cz. 2 › skupienie); each to a different face (RR cz. 8 › obracanie)."""
    if len(turns) > value:
        raise Refusal(f"Skupienie {value} obraca najwyżej {value} kości.", "focus")
    for other, face in turns.items():
        other_id = die_ref(g, other)
        if other_id == did:
            raise Refusal("Skupienie obraca inne kości, nie samą siebie.", "focus")
        other_die = g.s.die(other_id)
        if other_die.owner != player:
            raise Refusal("Gracz nie może obrócić kości przeciwnika skupieniem.", "focus")
        if other_die.location != "pool":
            raise Refusal(f"{pl.cap(g.die(other_id, 'gen'))} nie ma w puli.", "dice_pool")
        check_turn(g, other_id, str(face))


def check_turn(g: Host, did: str, face_notation: str) -> int:
    """The face index a die may be turned to; `Refusal` if it has no such face or already
    shows it (a die must be turned to a different face: RR cz. 8 › obracanie)."""
    die = g.s.die(did)
    try:
        wanted = faces.parse(face_notation).notation
    except Exception:
        raise Refusal(f"Nieznana ścianka „{face_notation}”.", "turning") from None
    options = [i for i, f in enumerate(die.faces) if faces.notation(f) == wanted]
    if not options:
        raise Refusal(
            f"{pl.cap(g.die(did))} nie ma ścianki {face_notation}; ma: "
            + ", ".join(faces.notation(f) for f in die.faces),
            "turning",
        )
    others = [i for i in options if i != die.face]
    if not others:
        raise Refusal(
            f"{pl.cap(g.die(did))} już pokazuje {face_notation}: trzeba ją obrócić na inną "
            "ściankę.",
            "turning",
        )
    return others[0]


def _focus(g: Host, player: str, did: str, value: int, group: Group) -> bool:
    turns = dict(group.data.get("turn") or {})
    if len(turns) > value:
        raise Refusal(f"Skupienie {value} obraca najwyżej {value} kości.", "focus")
    turned = 0
    for other, face in turns.items():
        # The turns were checked when the action began; an earlier die of the same action may
        # have turned or removed that die since. Focus turns *up to* its value of dice, so a
        # turn no longer possible is simply not made (RR cz. 2 › skupienie).
        try:
            check_focus(g, player, did, value, {other: face})
        except Refusal as refusal:
            g.emit(
                "note",
                f"Skupienie z {g.die(did, 'gen')} nie obraca {other}: {refusal.message}",
                {"die": did, "other": other},
                rules=("focus", refusal.rule),
            )
            continue
        turn(g, die_ref(g, other), str(face), why=f"skupienie z {g.die(did, 'gen')}")
        turned += 1
    if not turned:
        g.emit(
            "note",
            f"Skupienie z {g.die(did, 'gen')} nie obraca żadnej kości.",
            {},
            rules=("focus",),
        )
    return True


def _face_value(face: DieFace | None) -> int:
    """The value of the face a die shows; 0 for a die showing nothing."""
    return faces.value(face) if face is not None else 0
