"""Damage, shields, healing, defeat and victory (RR cz. 6 "Pojęcia gry", cz. 8).

Vocabulary the rules insist on:

* damage is *dealt* (*zadane*) to a character; the part that shields do not block is *taken*
  (*otrzymane*): tokens placed on it. Blocked damage is still dealt, but not taken
  (RR cz. 8 › otrzymywanie obrażeń: Padnij! stays when shields block all melee damage).
* shields must block when they can; unblockable damage ignores them and they stay
  (RR cz. 6 › osłony, cz. 8 › nieblokowalne obrażenia).
* a character never holds more than 3 shields; extra shields are ignored (RR cz. 6 › osłony).
* a character with damage equal to its health is defeated at once; damage above its health from
  the source that defeats it is ignored (RR cz. 6 › obrażenia, pokonane postacie).
* a defeated character is set aside with all its dice (character and upgrade dice), its
  upgrades are discarded; when all of a player's characters are defeated the game ends at once
  and the other player wins (RR cz. 6 › pokonane postacie, cz. 5 › zwycięstwo).
* healing removes as much damage as it can; healing nothing is not healing (RR cz. 8 › ulecz).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.core.errors import GameOver
from judge.engine.destiny import polish as pl
from judge.engine.destiny import timing
from judge.engine.destiny.moments import Moment

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


def deal_damage(
    g: Host,
    target: str,
    amount: int,
    *,
    dealer: str,
    source: str | None,
    kind: str | None = None,
    unblockable: bool = False,
    rules: tuple[str, ...] = (),
) -> int:
    """Deal `amount` damage to `target`; return the damage it took.

    Order: the "before this character is dealt/takes damage" window (Hrabia Dooku may give
    himself a shield there, which then blocks: FAQ on Dooku and Ackbar), shields block
    (mandatory) unless the damage is unblockable, tokens are placed (capped at the remaining
    health: excess from the defeating source is ignored), then the character is defeated at
    once if its damage equals its health. "After it takes damage" abilities (Padnij!) enter
    the queue.
    """
    if amount <= 0 or not _alive(g, target):
        return 0
    moment = Moment(
        "deal_damage",
        dealer,
        target,
        {"amount": amount, "kind": kind, "source": source, "unblockable": unblockable},
        label=f"zadanie {pl.damage(amount, kind, 'gen')} postaci {g.name(target)}",
    )
    if not timing.before(g, moment) or not _alive(g, target):
        return 0
    if moment.outcome.get("blocked"):
        g.emit(
            "note",
            f"{g.name(target)}: obrażenia zablokowane przez zdolność — nie zostają zadane.",
            {"card": target},
            rules=("taking_damage",),
        )
        return 0
    amount = int(moment.data["amount"])
    # "block 2 damage" / "block up to 2 damage" in the window before (later sets; the card
    # text is the authority): that much of it is never dealt
    partly = min(amount, int(moment.outcome.get("blocked_amount", 0)))
    if partly:
        amount -= partly
        g.emit(
            "note",
            f"{g.name(target)}: zdolność blokuje {pl.damage(partly)}"
            + (" — nic nie zostaje zadane." if not amount else f"; zostaje {pl.damage(amount)}."),
            {"card": target, "count": partly},
            rules=("block_damage", "taking_damage"),
        )
        if not amount:
            return 0
    card = g.s.card(target)
    blocked = 0 if unblockable else min(card.shields, amount)
    g.emit(
        "damage_dealt",
        f"{g.name(target)}: zadano {pl.damage(amount, kind)}"
        + (
            " " + pl.form(amount, "nieblokowalne", "nieblokowalne", "nieblokowalnych")
            if unblockable
            else ""
        )
        + (f" (źródło: {g.name(source)})" if source else ""),
        {"card": target, "amount": amount, "kind": kind, "source": source},
        rules=(*rules, "damage") + (("unblockable",) if unblockable else ()),
    )
    if blocked:
        g.emit(
            "shields",
            f"{g.name(target)}: osłony blokują {pl.damage(blocked)} (zużyto "
            f"{pl.shields(blocked)}; użycie osłon jest obowiązkowe).",
            {"card": target, "delta": -blocked, "blocked": blocked},
            rules=("shields",),
        )
    elif unblockable and card.shields:
        g.emit(
            "note",
            f"{g.name(target)}: osłony ({card.shields}) zostają — obrażeń nieblokowalnych nie "
            "można zablokować.",
            {"card": target},
            rules=("unblockable",),
        )
    taken = amount - blocked
    if taken <= 0:
        g.emit(
            "note",
            f"{g.name(target)} nie otrzymuje obrażeń: wszystkie zablokowane (zadane, ale nie "
            "otrzymane).",
            {"card": target},
            rules=("taking_damage",),
        )
        return 0
    card = g.s.card(target)
    health = g.defn(target).health
    placed = min(taken, max(0, health - card.damage))
    excess = taken - placed
    g.emit(
        "damage",
        f"{g.name(target)} otrzymuje {pl.damage(placed)} ({card.damage + placed}/{health})"
        + (
            "; "
            + pl.count(
                excess,
                "nadmiarowe obrażenie przepada",
                "nadmiarowe obrażenia przepadają",
                "nadmiarowych obrażeń przepada",
            )
            if excess
            else ""
        ),
        {"card": target, "amount": placed, "kind": kind, "excess": excess},
        rules=("taking_damage", "damage") + (("defeat",) if excess else ()),
    )
    timing.after(
        g,
        Moment(
            "take_damage",
            dealer,
            target,
            {"amount": placed, "kind": kind, "source": source},
            label=f"{g.name(target)} otrzymuje obrażenia",
        ),
    )
    check_defeat(g, target, cause=source)
    return placed


def deal_indirect_damage(
    g: Host,
    player: str,
    amount: int,
    *,
    dealer: str,
    source: str | None,
    key: str,
    rules: tuple[str, ...] = (),
) -> int:
    """Deal `amount` indirect damage to `player`; return the damage his characters took.

    Indirect damage (later sets; the card text is the authority: `rules.CARD_TEXT`) is dealt
    to a player, who assigns it among his characters as he chooses (decision `<key>.assign`,
    his); each character is then dealt its part as ordinary damage (`deal_damage`: shields
    block it, "before / after it takes damage" abilities apply), in board order. As when
    damage is distributed (the F-11D example of RR cz. 6 › obrażenia), no character is
    assigned more than its remaining health while another can take the rest."""
    if amount <= 0:
        return 0
    pool = [c for c in g.s.player(player).characters if _alive(g, c)]
    g.emit(
        "indirect_damage",
        f"{g.player_name(player)}: {pl.damage(amount, 'indirect')}"
        + (f" (źródło: {g.name(source)})" if source else "")
        + " — gracz sam przydziela je swoim postaciom.",
        {"player": player, "amount": amount, "source": source},
        rules=(*rules, "indirect_damage"),
    )
    if not pool:
        g.emit(
            "note",
            f"{g.player_name(player)} nie ma postaci w grze: obrażeń pośrednich nie ma komu "
            "przydzielić.",
            {},
            rules=("indirect_damage",),
        )
        return 0
    remaining = {c: max(0, g.defn(c).health - g.s.card(c).damage) for c in pool}

    def valid(value: object) -> str | None:
        if not isinstance(value, dict) or any(k not in pool for k in value):
            return f"podaj {{postać: liczba}} dla postaci gracza {player}: {pool}"
        if any(not isinstance(v, int) or v < 0 for v in value.values()):
            return "liczby obrażeń muszą być nieujemne"
        if sum(value.values()) != amount:
            return f"przydziel dokładnie {amount}"
        over = [k for k, v in value.items() if v > remaining[k]]
        if over and sum(remaining.values()) >= amount:
            return (
                "nie można przydzielić postaci więcej obrażeń, niż ma pozostałej wytrzymałości, "
                "dopóki inna postać może je przyjąć"
            )
        return None

    default: dict[str, int] = {}
    left = amount
    for c in pool:
        put = min(left, remaining[c])
        if put:
            default[c] = put
            left -= put
    if left:
        default[pool[0]] = default.get(pool[0], 0) + left
    if len(pool) == 1:
        assigned = default
    else:
        assigned = g.decide(
            f"{key}.assign",
            decider=player,
            rule="indirect_damage",
            options=None,
            default=default,
            question=f"Jak {g.player_name(player)} przydziela {pl.damage(amount, 'indirect')} "
            "swoim postaciom",
            validate=valid,
        )
    taken = 0
    for target in pool:
        part = int(assigned.get(target, 0))
        if part and g.s.phase != "over":
            taken += deal_damage(
                g,
                target,
                part,
                dealer=dealer,
                source=source,
                kind="indirect",
                rules=("indirect_damage",),
            )
    return taken


def _alive(g: Host, cid: str) -> bool:
    card = g.s.cards.get(cid)
    return card is not None and card.zone == "play" and card.kind == "character"


def _holds_damage(g: Host, cid: str) -> bool:
    """Where moved damage may go: a character in play, or a battlefield or other card in play
    whose text moves damage onto it ("Move 1 damage from a character to this battlefield",
    Main Plaza; RR cz. 8 › poruszanie)."""
    card = g.s.cards.get(cid)
    if card is None:
        return False
    if card.kind == "character":
        return _alive(g, cid)
    return cid == g.s.battlefield or card.zone == "play"


def check_defeat(g: Host, target: str, *, cause: str | None) -> None:
    """A character with as many damage tokens as its health is defeated at once."""
    if not _alive(g, target):
        return
    card = g.s.card(target)
    if card.damage >= g.defn(target).health:
        defeat(g, target, cause=cause)


def defeat(g: Host, target: str, *, cause: str | None) -> bool:
    """Defeat `target` (RR cz. 6 › pokonane postacie); False if a replacement prevented it.

    The "before it is defeated" window comes first. Healing inside it does not save the
    character: only a replacement (*zamiast*) does (FAQ on Obi-Wan Kenobi and Ocucenie).
    Upgrades with Redeploy wait (in limbo) for their ability instead of being discarded."""
    if not _alive(g, target):
        return False
    owner = g.s.card(target).controller
    moment = Moment(
        "defeat",
        owner,
        target,
        {"cause": cause},
        label=f"pokonanie postaci {g.name(target)}",
    )
    if not timing.before(g, moment):
        g.emit(
            "note",
            f"{pl.cap(g.card(target))} nie zostaje pokonana: pokonanie zastąpione — uznaje się, że "
            "postać nigdy nie została pokonana.",
            {"card": target},
            rules=("replacement",),
        )
        return False
    if not _alive(g, target):
        return False
    card = g.s.card(target)
    limbo = [u for u in card.upgrades if "redeploy" in g.abilities.keywords(u)]
    dice = [d for d in card.dice]
    for upgrade in card.upgrades:
        dice.extend(g.s.card(upgrade).dice)
    dice = [d for d in dice if d in g.s.dice and g.s.dice[d].location != "set_aside"]
    discarded = [u for u in card.upgrades if u not in limbo]
    parts = [f"{pl.cap(g.card(target))} zostaje pokonana: karta i kości odłożone na bok"]
    if discarded:
        parts.append("ulepszenia odrzucone: " + ", ".join(g.name(u) for u in discarded))
    if limbo:
        parts.append("czekają na Przepisanie: " + ", ".join(g.name(u) for u in limbo))
    g.emit(
        "defeat",
        "; ".join(parts) + ".",
        {"card": target, "dice": dice, "limbo": limbo, "discarded": discarded},
        rules=("defeat", "dice_leaving_play") + (("redeploy",) if limbo else ()),
    )
    check_victory(g)
    timing.after(
        g,
        Moment(
            "defeated",
            owner,
            target,
            {"cause": cause, "limbo": limbo},
            label=f"pokonanie postaci {g.name(target)}",
        ),
    )
    return True


def check_victory(g: Host) -> None:
    """When all of a player's characters are defeated the game ends at once; the other player
    wins (RR cz. 5 › zwycięstwo)."""
    losers = [pid for pid in g.s.order if not g.s.players[pid].characters]
    if not losers:
        return
    if len(losers) == len(g.s.order):
        winner = None
        result = "Wszystkie postacie obu graczy zostały pokonane."
    else:
        winner = next(p for p in g.s.order if p not in losers)
        result = (
            f"Wszystkie postacie gracza {g.player_name(losers[0])} zostały pokonane: wygrywa "
            f"{g.player_name(winner)}."
        )
    g.emit("game_over", result, {"winner": winner, "result": result}, rules=("victory",))
    raise GameOver(result)


def give_shields(
    g: Host, target: str, amount: int, *, giver: str, source: str | None, rules: tuple = ()
) -> int:
    """Give `amount` shields to `target`; shields beyond 3 are ignored (RR cz. 6 › osłony).

    The "before this character gains shields" window comes first (Qui-Gon Jinn)."""
    if amount <= 0 or not _alive(g, target):
        return 0
    moment = Moment(
        "gain_shields",
        giver,
        target,
        {"amount": amount, "source": source},
        label=f"zyskanie {pl.count(amount, 'osłony', 'osłon', 'osłon')} przez "
        f"{g.card(target, 'acc')}",
    )
    if not timing.before(g, moment) or not _alive(g, target):
        return 0
    have = g.s.card(target).shields
    gained = max(0, min(3, have + amount) - have)
    ignored = amount - gained
    text = f"{g.name(target)} zyskuje {pl.shields(gained)} ({have + gained}/3)"
    if ignored:
        text += "; " + pl.count(
            ignored,
            "nadmiarowa osłona przepada",
            "nadmiarowe osłony przepadają",
            "nadmiarowych osłon przepada",
        )
        text += " (maksymalnie 3)"
    g.emit(
        "shields",
        text,
        {"card": target, "delta": gained, "ignored": ignored},
        rules=(*rules, "shields"),
    )
    return gained


def heal(g: Host, target: str, amount: int, *, source: str | None) -> int:
    """Heal up to `amount` damage; excess healing is ignored (RR cz. 8 › ulecz)."""
    if not _alive(g, target):
        return 0
    healed = min(amount, g.s.card(target).damage)
    if healed <= 0:
        g.emit(
            "note",
            f"{g.name(target)} nie ma obrażeń do uleczenia — nie uznaje się jej za uleczoną.",
            {"card": target},
            rules=("heal",),
        )
        return 0
    g.emit(
        "heal",
        f"{g.name(target)}: uleczono {pl.damage(healed)}"
        + (f" (nadmiar {amount - healed} ignorowany)" if amount > healed else ""),
        {"card": target, "amount": healed},
        rules=("heal",),
    )
    return healed


def move_damage(g: Host, source_card: str, target: str, amount: int) -> int:
    """Move damage tokens: moved damage ignores shields and is not "taken"
    (RR cz. 8 › poruszanie)."""
    have = g.s.card(source_card).damage
    moved = min(have, amount)
    if moved <= 0 or not _holds_damage(g, target) or source_card == target:
        return 0
    g.emit(
        "heal",
        f"{g.name(source_card)}: przesunięto z {g.agree(source_card, 'niej', 'niego')} "
        f"{pl.damage(moved)}",
        {"card": source_card, "amount": moved},
        rules=("moving",),
    )
    card = g.s.card(target)
    health = g.defn(target).health if card.kind == "character" else None
    placed = min(moved, max(0, health - card.damage)) if health is not None else moved
    g.emit(
        "damage",
        f"{g.name(target)}: przesunięto na nią {pl.damage(placed)} (ignorują osłony; nie są "
        "„otrzymane”)",
        {"card": target, "amount": placed, "moved": True},
        rules=("moving",),
    )
    check_defeat(g, target, cause=source_card)
    return placed
