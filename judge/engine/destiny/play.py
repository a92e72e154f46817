"""Playing a card (RR cz. 5 › zagranie karty z ręki; cz. 1 › wydarzenia, wsparcie, ulepszenia).

1. Check play restrictions ("Tylko …", "Aby zagrać, wyznacz …": RR cz. 8 › ograniczenia
   zagrania, wyznaczanie) and uniqueness (one copy of a unique card in play per player:
   RR cz. 1 › unikatowość).
2. Pay the cost in resources; a player may try to play a card he cannot afford because effects
   may change the cost, but if he still cannot pay the card is not played. Replacing an upgrade
   already on the character reduces the cost by the old upgrade's printed cost (never below
   zero, no refund); the old upgrade stays until the new one enters play (RR cz. 5 ›
   zagranie ulepszenia; cz. 8 › zastąpienie; Padawan clarification). "Before you play"
   reductions last only for that payment (RR cz. 8 › zmniejszenie).
3. Put it into play: an event waits in limbo (*w zawieszeniu*) while it resolves, then goes to
   the discard pile (RR cz. 3 › w zawieszeniu); an upgrade is attached to one of the player's
   characters (at most 3 upgrades) with its die on it; a support goes to the player's area with
   its die. An upgrade played on an exhausted character keeps its die on the card until the
   character is readied and activated (FAQ).
4. "After you play" abilities enter the queue; a card with Zasadzka gives an additional action
   once played and resolved (RR cz. 7 › słowa kluczowe › zasadzka).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from judge.engine.core.errors import Refusal
from judge.engine.destiny import interpreter, timing, upgrades, zones
from judge.engine.destiny import polish as pl
from judge.engine.destiny.host import Plan
from judge.engine.destiny.moments import Moment

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


def plan_play(g: Host, actor: str, data: Mapping[str, Any]) -> Plan:
    cid = data["play"]
    if not isinstance(cid, str) or cid not in g.s.player(actor).hand:
        raise Refusal(
            f"Karty „{cid}” nie ma na ręce gracza {g.player_name(actor)}: zagrywa się karty z "
            "ręki.",
            "play_card",
        )
    target = data.get("target")
    replacing = data.get("replace")
    check_playable(g, actor, cid, target=target, replacing=replacing)
    cost = play_cost(g, actor, cid, target=target, replacing=replacing)
    optional = interpreter.optional_cost_reduction(g, actor, cid)
    if cost - optional > g.s.player(actor).resources:
        raise Refusal(
            f"Koszt karty {g.name(cid)} to {cost}, a gracz ma "
            f"{pl.resources(g.s.player(actor).resources)}: karta nie może zostać zagrana.",
            "cost",
        )

    def run(plan: Plan) -> None:
        plan.after_cost = play_card(
            g, actor, cid, target=target, replacing=replacing, options=data, plan=plan
        )

    label = f"zagrywa {g.card(cid, 'acc')}" + (
        f" na {g.card(target, 'acc')}" if isinstance(target, str) and target in g.s.cards else ""
    )
    if replacing:
        label += f" (zastępując {g.card(replacing, 'acc')})"
    return Plan(label=label, run=run, data={"card": cid})


def check_playable(
    g: Host,
    actor: str,
    cid: str,
    *,
    target: Any,
    replacing: Any,
    ignore_restrictions: bool = False,
) -> None:
    defn = g.defn(cid)
    kind = defn.type
    if kind not in ("event", "upgrade", "support"):
        raise Refusal(
            f"{g.name(cid)}: z ręki zagrywa się wydarzenia, ulepszenia i wsparcia.", "play_card"
        )
    if kind == "upgrade":
        # a mod ("Modify vehicle support", later sets) goes on one of your supports
        mod = interpreter.attaches_to_supports(g, cid)
        hosts = list(g.s.characters(actor)) + (list(g.s.player(actor).supports) if mod else [])
        if not isinstance(target, str) or target not in hosts:
            raise Refusal(
                "Zagrywając ulepszenie, wybierz jedną ze swoich postaci w grze (`target`)"
                + (" lub jedno ze swoich wsparć (modyfikacja)" if mod else "")
                + f"; „{target}” {'nią' if not mod else 'żadnym z nich'} nie jest.",
                "mods" if mod else "upgrades",
            )
        upgrades = g.s.card(target).upgrades
        if replacing is not None and replacing not in upgrades:
            raise Refusal(
                f"{g.name(replacing) if replacing in g.s.cards else replacing} nie jest "
                f"ulepszeniem postaci {g.name(target)}: można zastąpić tylko ulepszenie "
                "dołączone do wybranej postaci.",
                "play_card",
            )
        if replacing is None and len(upgrades) >= 3:
            raise Refusal(
                f"{g.name(target)} ma już 3 ulepszenia: "
                + ("postać" if g.s.card(target).kind == "character" else "wsparcie")
                + " nie może mieć więcej (zastąp jedno z nich: `replace`).",
                "upgrades",
            )
    elif replacing is not None:
        raise Refusal("Zastąpić można tylko ulepszenie ulepszeniem.", "play_card")
    if defn.unique and kind in ("upgrade", "support"):
        for other in g.s.cards.values():
            if (
                other.zone == "play"
                and other.controller == actor
                and other.id != replacing
                and g.defn(other.id).name == defn.name
            ):
                raise Refusal(
                    f"{pl.cap(g.card(cid))} jest {g.agree(cid, 'unikatowa', 'unikatowe')}, a gracz "
                    f"ma już w grze {g.agree(cid, 'jej', 'jego')} kopię "
                    f"({g.name(other.id)}).",
                    "uniqueness",
                )
    if not ignore_restrictions:
        problem = interpreter.play_restriction_problem(g, actor, cid, target)
        if problem:
            raise Refusal(problem, "play_restrictions")


def play_cost(
    g: Host, actor: str, cid: str, *, target: Any, replacing: Any, reduce: int = 0
) -> int:
    cost = g.defn(cid).cost + interpreter.cost_modifier(g, actor, cid, target) - reduce
    for modifier in g.s.modifiers:
        if modifier.get("card") == cid:
            cost += int(modifier.get("delta", 0))
    if replacing is not None:
        cost -= g.defn(replacing).cost
    return max(0, cost)


def play_card(
    g: Host,
    actor: str,
    cid: str,
    *,
    target: Any = None,
    replacing: Any = None,
    free: bool = False,
    reduce: int = 0,
    options: Mapping[str, Any] | None = None,
    plan: Any = None,
    rules: tuple[str, ...] = (),
) -> tuple[Any, ...] | None:
    """Play `cid` for `actor`; returns the state signature right after the card was paid for
    and placed (used to tell "the card did nothing" for the pass rule)."""
    defn = g.defn(cid)
    from_zone = g.s.card(cid).zone  # "ze swojej ręki": a trigger may ask where it came from
    moment = Moment(
        "play_card",
        actor,
        cid,
        {"type": defn.type, "target": target, "color": defn.color, "from": from_zone},
        label=f"zagranie {g.card(cid, 'gen')}",
    )
    timing.before(g, moment)
    cost = (
        0 if free else play_cost(g, actor, cid, target=target, replacing=replacing, reduce=reduce)
    )
    if g.s.modifiers:
        g.emit(
            "modifier_clear",
            "Zmniejszenie kosztu działa tylko podczas tej płatności.",
            {},
            rules=("decrease",),
        )
    if cost > g.s.player(actor).resources:
        g.emit(
            "note",
            f"{g.player_name(actor)} nie może zapłacić {cost}: {g.card(cid)} nie zostaje "
            f"{g.agree(cid, 'zagrana', 'zagrane')}.",
            {"card": cid},
            rules=("play_card",),
        )
        return None
    if free:
        g.emit(
            "note",
            f"{pl.cap(g.card(cid))} {g.agree(cid, 'zagrana', 'zagrane')} za darmo: bez płacenia "
            "kosztu.",
            {"card": cid},
            rules=("free",),
        )
    else:
        zones.pay(g, actor, cost, what=g.card(cid, "acc"), rules=(*rules, "play_card", "cost"))
    from_hand = cid in g.s.player(actor).hand
    kind = defn.type
    # Zasadzka printed or given before the play (Niesławny); a keyword given to a card ends
    # when it leaves play, so read it now, before an event goes to the discard pile.
    ambush = "ambush" in interpreter.keywords(g, cid)
    last_card = False
    if kind == "event":
        zones.move_card(
            g,
            cid,
            "limbo",
            f"{pl.cap(g.card(cid))} {g.agree(cid, 'zagrana', 'zagrane')}: w zawieszeniu do czasu "
            "rozpatrzenia.",
            rules=("limbo", "events"),
        )
        last_card = from_hand and not g.s.player(actor).hand
        before_effect = g.signature()
        result = interpreter.run_event(g, actor, cid, options or {})
        effect_changed = g.signature() != before_effect
        if g.s.cards[cid].zone == "limbo":
            if result.get("set_aside_instead"):
                zones.move_card(
                    g,
                    cid,
                    "set_aside",
                    f"{pl.cap(g.card(cid))} {g.agree(cid, 'odłożona', 'odłożone')} na bok zamiast "
                    "odrzucenia.",
                    rules=("replacement", "set_aside"),
                )
            else:
                zones.move_card(
                    g,
                    cid,
                    "discard",
                    f"{pl.cap(g.card(cid))} {g.agree(cid, 'rozpatrzona', 'rozpatrzone')}: na "
                    "stos kart odrzuconych.",
                    rules=("events", "limbo"),
                )
        # With an effect that changed nothing, playing the card is all that happened.
        after_cost = before_effect if effect_changed else g.signature()
    elif kind == "upgrade":
        assert isinstance(target, str)
        if replacing is not None:
            upgrades.discard_upgrade(
                g,
                replacing,
                why=f"zastąpione przez {g.name(cid)} w chwili jego wejścia do gry",
                rules=("upgrade_replacement",),
            )
        zones.move_card(
            g,
            cid,
            "play",
            f"{pl.cap(g.card(cid))} {g.agree(cid, 'dołączona', 'dołączone')} do "
            f"{g.card(target, 'gen')}.",
            rules=("upgrades", "play_card")
            + (("mods",) if g.s.card(target).kind != "character" else ()),
            attach_to=target,
        )
        last_card = from_hand and not g.s.player(actor).hand
        _dice_onto_card(g, cid)
        interpreter.on_enter_play(g, cid)
        after_cost = None  # entering play is the card's effect: no question of passing
    else:
        zones.move_card(
            g,
            cid,
            "play",
            f"{pl.cap(g.card(cid))} wchodzi do gry.",
            rules=("supports", "play_card"),
            controller=actor,
        )
        last_card = from_hand and not g.s.player(actor).hand
        _dice_onto_card(g, cid)
        interpreter.on_enter_play(g, cid)  # "this support enters play exhausted"
        after_cost = None
    g.emit(
        "played",
        f"{g.player_name(actor)} zagrał {g.card(cid, 'acc')}"
        + (" (ostatnią kartę z ręki)" if last_card else "")
        + ".",
        {"card": cid, "player": actor, "last_card": last_card},
        rules=("play_card",),
    )
    timing.after(
        g,
        Moment(
            "played",
            actor,
            cid,
            {
                "type": kind,
                "target": target,
                "last_card": last_card,
                "color": defn.color,
                "from": from_zone,
            },
            label=f"zagranie {g.card(cid, 'gen')}"
            + (" (ostatniej karty z ręki)" if last_card else ""),
        ),
    )
    if ambush and g.s.phase == "action":
        timing.grant_additional_action(g, actor, source=cid, label=f"Zasadzka: {defn.name}")
    return after_cost


def _dice_onto_card(g: Host, cid: str) -> None:
    how = f"trafia ze strefy bocznej na kartę {g.name(cid)}"
    zones.put_dice_on_card(g, cid, how, rules=("dice_leaving_play",))
