"""The LCG card-text grammar reads real card texts into the right ability trees."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

from judge.cards.lcg import ast as A
from judge.cards.lcg.parse import parse_text
from judge.cards.lcg.records import load_cached
from judge.cards.lcg.report import figures
from judge.cards.lcg.split import is_validation


def one(text: str, card_type: str = "Unit") -> A.Ability:
    parsed = parse_text(text, card_type)
    assert parsed.ok, parsed.unparsed
    assert len(parsed.abilities) == 1
    return parsed.abilities[0]


def test_a_reaction_with_a_trigger_and_a_limit() -> None:
    ability = one(
        "Reaction: After you play a [Sith] event card, deal 1 damage to a target unit. "
        "(Limit once per turn.)"
    )
    assert ability.kind == "reaction" and not ability.forced
    assert ability.trigger is not None and ability.trigger.timing == "after"
    event = ability.trigger.events[0]
    assert event.verb == "play"
    assert event.subject == A.Ref("you", kind="player")
    assert isinstance(event.object, A.Select)
    assert event.object.kinds == ["event"] and event.object.affiliations == ["Sith"]
    assert ability.effect == A.Deal(
        amount=A.Amount(value=1),
        target=A.Select(kinds=["unit"], count=A.Amount(value=1), target=True),
    )
    assert ability.limit == A.Limit(times=A.Amount(value=1), period="turn")


def test_a_forced_reaction_of_an_enhancement() -> None:
    ability = one(
        "Forced Reaction: After enhanced unit is focused to strike, place 1 focus token on it."
    )
    assert ability.kind == "reaction" and ability.forced
    assert ability.trigger is not None
    event = ability.trigger.events[0]
    assert event.verb == "focused_to_strike" and event.subject == A.Ref("enhanced", kind="unit")
    assert ability.effect == A.Place(token="focus", amount=A.Amount(value=1), target=A.Ref("it"))


def test_keywords_keep_their_reminder_apart() -> None:
    parsed = parse_text(
        "Elite. (Remove 1 additional focus token from this unit when you refresh.)\n"
        "Protect Character. (If a Character card you control would be damaged, you may place "
        "the damage on this unit instead.)",
        "Unit",
    )
    assert parsed.ok
    elite, protect = parsed.abilities
    assert elite.keyword == A.Keyword("elite") and elite.reminder
    assert protect.keyword is not None and protect.keyword.name == "protect"
    assert protect.keyword.protects == A.Select(names=["Character"])


def test_an_enhancement_and_what_it_gives() -> None:
    parsed = parse_text(
        "Enhance a Force User or Force Sensitive unit.\nEnhanced unit gains [Unit Damage]",
        "Enhancement",
    )
    assert parsed.ok
    enhance, gain = parsed.abilities
    assert enhance.kind == "enhance"
    assert enhance.target == A.Select(
        kinds=["unit"], count=A.Amount(value=1), traits=["Force User", "Force Sensitive"]
    )
    assert gain.kind == "persistent"
    assert gain.effect == A.Gain(who=A.Ref("enhanced", kind="unit"), gains=[A.Icon("unit_damage")])


def test_a_cost_to_an_effect() -> None:
    ability = one(
        "Action: Focus this enhancement to remove 1 focus token from enhanced unit.", "Enhancement"
    )
    assert ability.effect == A.CostFor(
        cost=A.Focus(what=A.Ref("this", kind="enhancement")),
        effect=A.Remove(
            token="focus", amount=A.Amount(value=1), target=A.Ref("enhanced", kind="unit")
        ),
    )


def test_a_fate_card_is_an_effect() -> None:
    ability = one(
        "If you are the attacking player, deal 1 damage to the engaged objective.", "Fate"
    )
    assert ability.kind == "effect"
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.test == "attacking_player"
    assert ability.effect.then == A.Deal(
        amount=A.Amount(value=1), target=A.Ref("engaged_objective")
    )


def test_text_the_grammar_does_not_know_is_unparsed_with_its_span() -> None:
    text = "Elite.\nAction: Juggle three lightsabers."
    parsed = parse_text(text, "Unit")
    assert not parsed.ok
    (span,) = parsed.unparsed
    assert text[span.start : span.end] == "Action: Juggle three lightsabers."
    assert parsed.abilities[0].keyword == A.Keyword("elite")


def test_training_split_parse_rate_does_not_fall(lcg_cards: Path) -> None:
    report = figures(lcg_cards)
    # A floor under the measured training figure (the validation split is reported, never
    # tuned on: no test asserts it).
    assert report["training"]["parse_rate"] >= 0.895


# Sentences of our own, one per construction class added to the grammar.


def test_a_possessive_after_of_names_whose_zone() -> None:
    ability = one("Action: Discard the top 2 cards of each opponent's deck.")
    assert ability.effect == A.Discard(
        what=A.Select(
            kinds=["card"],
            count=A.Amount(value=2),
            zone="deck",
            zone_owner=A.Ref("each_opponent", kind="player"),
            position="top",
        )
    )


def test_a_relative_clause_of_control_after_a_noun() -> None:
    ability = one("Action: Deal 1 damage to each unit each opponent controls.")
    assert isinstance(ability.effect, A.Deal)
    assert isinstance(ability.effect.target, A.Select)
    assert ability.effect.target.kinds == ["unit"]


def test_conditions_on_a_player_and_on_the_dial() -> None:
    ability = one("Reduce the cost to play this unit by 1 if an opponent controls a Jedi unit.")
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.test == "player_controls"
    assert ability.effect.condition.subject == A.Ref("an_opponent", kind="player")
    dial = one("This unit gains [Tactics] while the Death Star dial is 6 or higher.")
    assert isinstance(dial.effect, A.While)
    assert dial.effect.condition.test == "value_is"
    assert dial.effect.condition.amount == A.Amount(value=6, at_least=True)


def test_or_between_two_clauses_is_a_choice() -> None:
    ability = one(
        "Forced Reaction: After your turn begins, spend 2 resources or sacrifice this unit."
    )
    assert ability.effect == A.Choose(
        options=[A.Spend(amount=A.Amount(value=2)), A.Sacrifice(what=A.Ref("this", kind="unit"))]
    )


def test_a_moment_keeps_its_phase() -> None:
    during = one("During the deployment phase, this unit gains [Tactics].")
    assert isinstance(during.effect, A.During) and during.effect.when == "deployment_phase"
    only = parse_text("Play only during your conflict phase.", "Event").abilities[0]
    assert only.restriction is not None and only.restriction.value == "your_conflict_phase"


def test_still_in_play_at_the_end_of_a_moment_is_a_delayed_test() -> None:
    ability = one(
        "Action: Put a unit into play from your hand. If that unit is still in play at the "
        "end of the phase, destroy it."
    )
    assert isinstance(ability.effect, A.Sequence)
    delayed = ability.effect.effects[1]
    assert isinstance(delayed, A.Delayed) and delayed.when == "end_of_the_phase"
    assert isinstance(delayed.effect, A.Conditional)


def test_a_card_or_a_deck_is_refused_not_misread() -> None:
    parsed = parse_text("Action: Look at the top card of an objective or command deck.", "Unit")
    assert not parsed.ok


def test_play_as_an_enhancement_with_its_own_text() -> None:
    ability = one(
        "You may play this unit as an enhancement on a unit you control, with the text: "
        '"Enhanced unit gains [Tactics]."'
    )
    assert isinstance(ability.effect, A.Optional)
    put = ability.effect.effect
    assert isinstance(put, A.PutIntoPlay) and put.play and put.as_enhancement is not None
    assert isinstance(put.enhancement_text, A.Ability)
    assert put.enhancement_text.kind == "persistent"


def test_with_a_count_keeps_what_is_counted() -> None:
    ability = one("Action: Deal 1 damage to a target unit with 2 or more focus tokens on it.")
    assert isinstance(ability.effect, A.Deal) and isinstance(ability.effect.target, A.Select)
    (compare,) = ability.effect.target.filters
    assert compare.attr == "count" and compare.op == ">="
    assert compare.value == A.Amount(value=2, at_least=True)
    assert isinstance(compare.of, A.Select) and compare.of.kinds == ["focus_token"]


def test_a_modifier_after_a_zone_belongs_to_the_outer_phrase() -> None:
    put = one(
        "Reaction: After you win an edge battle, put this enhancement into play from your "
        "hand attached to a participating unit."
    )
    assert isinstance(put.effect, A.PutIntoPlay)
    assert put.effect.source == ["hand"] and put.effect.as_enhancement is not None
    capture = one("Action: Capture the top card of each opponent's deck at this objective.")
    assert isinstance(capture.effect, A.Capture)
    assert capture.effect.at == A.Ref("this", kind="objective")
    assert isinstance(capture.effect.what, A.Select) and capture.effect.what.zone == "deck"


def test_a_comma_before_the_last_item_of_a_list() -> None:
    ability = one("Action: Destroy a target enhancement, Droid unit, or Vehicle unit.")
    assert isinstance(ability.effect, A.Destroy) and isinstance(ability.effect.what, A.Select)
    assert len(ability.effect.what.either) == 3


def test_it_is_a_phase_is_a_moment() -> None:
    ability = one("Action: If it is not the deployment phase, draw 1 card.")
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.test == "moment"
    assert ability.effect.condition.value == "deployment_phase"
    assert ability.effect.condition.negated


def test_everything_after_to_is_paid_by_the_cost() -> None:
    ability = one("Action: Focus this unit to deal 1 damage to a target unit and draw 1 card.")
    assert isinstance(ability.effect, A.CostFor)
    assert isinstance(ability.effect.effect, A.Sequence)
    assert [type(e) for e in ability.effect.effect.effects] == [A.Deal, A.Draw]


def test_a_prohibition_keeps_its_number() -> None:
    ability = one("Your opponent cannot draw more than 3 cards during his draw phase.")
    assert isinstance(ability.effect, A.During)
    assert isinstance(ability.effect.effect, A.Prohibition)
    assert ability.effect.effect.amount == A.Amount(value=3)


def test_this_moment_after_a_noun_is_a_duration() -> None:
    ability = one(
        "Reaction: After a unit you control resolves a strike this engagement, draw 1 card."
    )
    assert ability.trigger is not None
    assert ability.trigger.events[0].qualifiers == ["this_engagement"]


def test_a_role_qualifier_keeps_the_role() -> None:
    ability = one("Reaction: After you win an edge battle as the attacker, draw 1 card.")
    assert ability.trigger is not None
    assert ability.trigger.events[0].qualifiers == ["as_attacker"]


def test_instead_with_another_amount_keeps_the_target() -> None:
    ability = one(
        "Action: Deal 1 damage to a target unit. If you have the edge, deal 2 damage instead."
    )
    assert isinstance(ability.effect, A.Sequence)
    conditional = ability.effect.effects[1]
    assert isinstance(conditional, A.Conditional) and isinstance(conditional.then, A.Instead)
    assert conditional.then.effect == A.Deal(amount=A.Amount(value=2), target=A.Ref("same_target"))


def test_pay_a_cost_named_by_a_possessive() -> None:
    ability = one("Action: Pay this card's pilot cost to draw 1 card.")
    assert isinstance(ability.effect, A.CostFor) and isinstance(ability.effect.cost, A.Spend)
    assert ability.effect.cost.printed_cost_of == A.Attribute(
        "pilot_cost", A.Ref("this", kind="card")
    )


def test_play_from_a_discard_pile_as_if_in_hand() -> None:
    ability = one("You may play this unit from your discard pile as if it were in your hand.")
    assert isinstance(ability.effect, A.Optional)
    put = ability.effect.effect
    assert isinstance(put, A.PutIntoPlay) and put.play and put.source == ["discard"]


# -- classes added in session 2026-11-25 (texts of our own wording) ------------------------


def test_either_or_between_two_clauses_is_one_choice() -> None:
    ability = one(
        "Your opponent must either draw 1 card or discard 1 card at random from his hand."
    )
    assert isinstance(ability.effect, A.Must)
    assert ability.effect.who == A.Ref("opponent", kind="player")
    choice = ability.effect.effect
    assert isinstance(choice, A.Choose) and len(choice.options) == 2
    assert isinstance(choice.options[0], A.Draw) and isinstance(choice.options[1], A.Discard)
    assert choice.options[1].random
    chosen = one("Your opponent must choose to either draw 1 card or sacrifice a unit.").effect
    assert isinstance(chosen, A.Must) and isinstance(chosen.effect, A.Choose)
    assert isinstance(chosen.effect.options[1], A.Sacrifice)


def test_a_card_named_alone_is_the_subject_of_a_condition() -> None:
    ability = one("If Han Solo is exhausted, draw 1 card.")
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition == A.Condition(
        test="state", subject=A.Select(names=["Han Solo"]), value="exhausted"
    )
    restriction = one("Play only if Han Solo is in play.", "Event").restriction
    assert restriction is not None and restriction.condition == A.Condition(
        test="named_in_play", value="Han Solo"
    )


def test_misprints_are_read_as_the_word_meant() -> None:
    ability = one("Reaction: After you loose an edge battle, draw 1 card.")
    assert ability.trigger is not None and ability.trigger.events[0].verb == "lose_edge"
    shuffle = one("Shuffle you deck.").effect
    assert shuffle == A.Shuffle(what=A.Zone("deck", owner=A.Ref("you", kind="player")))


def test_what_cannot_be_prevented_keeps_its_second_verb() -> None:
    for verb in ("reassigned", "redirected"):
        effect = one(f"Damage dealt by this unit cannot be prevented or {verb}.").effect
        assert isinstance(effect, A.Prohibition) and effect.action == f"prevented_or_{verb}"
    effect = one("Damage dealt by this unit cannot be prevented.").effect
    assert isinstance(effect, A.Prohibition) and effect.action == "prevented"


def test_cancelling_an_edge_battle_and_card_effects_cancels_both() -> None:
    effect = one("Cancel this edge battle and the card effects of a target fate card.", "Fate")
    assert isinstance(effect.effect, A.Sequence)
    first, second = effect.effect.effects
    assert first == A.Cancel(what=A.Ref("this_edge_battle"))
    assert isinstance(second, A.Cancel) and isinstance(second.what, A.Select)
    assert second.what.kinds == ["fate"]


def test_a_keyword_word_and_icons_it_has() -> None:
    ability = one("Action: Have a target unit lose a keyword until the end of the phase.")
    assert isinstance(ability.effect, A.ActorEffect)
    lost = ability.effect.effect
    assert isinstance(lost, A.Until) and isinstance(lost.effect, A.Gain)
    assert lost.effect.lose and lost.effect.gains == [A.KeywordGain("any")]
    gain = one("This unit gains [Unit Damage] for each [Tactics] it has.").effect
    assert isinstance(gain, A.Gain)
    assert gain.per == A.Select(
        kinds=["combat_icon"], either=[A.Icon("tactics")], owner=A.Ref("it")
    )


def test_draw_to_reserve_and_return_the_others() -> None:
    assert one("Draw to your reserve value.").effect == A.Other("draw_to_reserve_value")
    effect = one("Return the others to the top of your deck in any order.").effect
    assert effect == A.Return(what=A.Ref("remaining"), destination="deck_top")


def test_playing_a_unit_card_as_an_enhancement_with_a_text() -> None:
    ability = one(
        "You may play this card on a friendly Vehicle unit as an enhancement with the text: "
        '"Enhanced unit gains shielding."'
    )
    assert isinstance(ability.effect, A.Optional)
    put = ability.effect.effect
    assert isinstance(put, A.PutIntoPlay) and put.play
    assert put.what == A.Ref("this", kind="card")
    assert isinstance(put.as_enhancement, A.Select) and put.as_enhancement.traits == ["Vehicle"]
    assert put.enhancement_text is not None


def test_precision_roles_of_a_declaration_and_two_word_affiliations() -> None:
    effect = one("This unit cannot be declared as a defender.").effect
    assert isinstance(effect, A.Prohibition) and effect.qualifiers == ["as_defender"]
    both = one("This unit cannot be declared as an attacker or defender.").effect
    assert isinstance(both, A.Prohibition) and both.qualifiers == ["as_attacker", "as_defender"]
    restriction = one("Scum and Villainy affiliation only.", "Objective").restriction
    assert restriction is not None and restriction.value == "Scum and Villainy"
    change = one(
        "Reaction: After a friendly unit is focused to strike, change each of its combat icons "
        "to a [Tactics] until the end of the engagement."
    ).effect
    assert isinstance(change, A.Until)
    assert change.effect == A.Other("change_icons", who=A.Ref("it"), object=A.Icon("tactics"))


def test_a_maximum_of_a_for_each_gain_is_kept() -> None:
    gain = one("This unit gains 1 Force icon (to a maximum of 2) for each Droid unit you control.")
    assert isinstance(gain.effect, A.Gain) and gain.effect.maximum == A.Amount(value=2)
    assert isinstance(gain.effect.per, A.Select) and gain.effect.per.traits == ["Droid"]


def test_one_random_card_is_picked_at_random() -> None:
    effect = one("Forced Reaction: After you lose a Force struggle, discard 1 random card.").effect
    assert isinstance(effect, A.Discard)
    assert isinstance(effect.what, A.Select) and effect.what.kinds == ["card"]
    assert effect.random and effect.what.position is None


def test_an_ability_kind_names_which_abilities() -> None:
    ability = one("Reaction: After an Interrupt ability resolves, draw 1 card.")
    assert ability.trigger is not None
    subject = ability.trigger.events[0].subject
    assert isinstance(subject, A.Select) and subject.kinds == ["ability"]
    assert subject.filters == [A.Compare(attr="ability_kind", op="==", value=A.Ref("interrupt"))]


def test_gains_after_a_comma_and_a_card_in_each_edge_battle() -> None:
    gain = one('This unit gains, "Action: Draw 1 card."').effect
    assert isinstance(gain, A.Gain) and isinstance(gain.gains[0], A.AbilityGain)
    must = one("Your opponent must place his first card in each edge battle faceup.").effect
    assert isinstance(must, A.Must) and isinstance(must.effect, A.Other)
    placed = must.effect.object
    assert isinstance(placed, A.Select) and placed.position == "first"
    assert placed.filters == [A.Compare(attr="in_each_edge_battle", op="")]


def test_a_unit_you_control_or_in_a_place() -> None:
    gain = one("Each Droid unit you control or in your discard pile gains shielding.").effect
    assert isinstance(gain, A.Gain) and isinstance(gain.who, A.Select)
    assert gain.who.controller is None  # not only the ones you control
    (either,) = gain.who.filters
    assert either.attr == "you_control_or_in" and isinstance(either.value, A.Zone)
    assert either.value.name == "discard"
    plain = one("Each Droid unit you control or an enemy unit gains shielding.").effect
    assert isinstance(plain, A.Gain) and isinstance(plain.who, A.Select)
    assert len(plain.who.either) == 2  # "or" between two noun phrases is unchanged


def test_reduce_a_cost_to_a_value() -> None:
    effect = one("Reduce the cost to play this unit to 0 if you control a Jedi unit.").effect
    assert isinstance(effect, A.Conditional)
    assert effect.then == A.CostModifier(
        what=A.Ref("this", kind="unit"), delta=-1, amount=A.Amount(all=True), minimum=0
    )


def test_a_possessive_is_every_listed_zone_s() -> None:
    ability = one("Reaction: After this unit is discarded from your hand or deck, draw 1 card.")
    assert ability.trigger is not None
    where = ability.trigger.events[0].object
    you = A.Ref("you", kind="player")
    assert isinstance(where, A.Select)
    assert where.either == [A.Zone("hand", owner=you), A.Zone("deck", owner=you)]


def _shape(parsed: A.CardText) -> list[object]:
    """The abilities without their spans (spans point into the cleaned text)."""

    def strip(value: object) -> object:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return (
                type(value).__name__,
                {
                    f.name: strip(getattr(value, f.name))
                    for f in dataclasses.fields(value)
                    if f.name not in ("text", "start", "end")
                },
            )
        if isinstance(value, list):
            return [strip(item) for item in value]
        return value

    return [strip(ability) for ability in parsed.abilities]


def _marked_up(text: str) -> str:
    """The text as a web export may give it: labels in bold, <br> lines, entities, double
    spaces and a space before punctuation."""
    text = re.sub(r"\b((?:Forced )?(?:Action|Reaction|Interrupt)):", r"<b>\1:</b>", text)
    text = text.replace("\n", "<br />").replace("'", "&#39;").replace('"', "&quot;")
    return text.replace(" ", "  ").replace(",", " ,")


def test_markup_entities_and_spacing_do_not_change_the_reading() -> None:
    text = (
        "Elite.\nReaction: After you play a [Sith] event card, deal 1 damage to a target "
        "unit an opponent controls. (Limit once per turn.)"
    )
    plain = parse_text(text, "Unit")
    marked = parse_text(_marked_up(text), "Unit")
    assert plain.ok, plain.unparsed
    assert marked.text.startswith("Elite.\nReaction: After you play")
    assert _shape(marked) == _shape(plain)


def test_markup_on_real_texts_keeps_every_reading(lcg_cards: Path) -> None:
    # A seeded sample of the training texts that parse: marked up, each reads the same.
    cards = load_cached(lcg_cards)
    texts = sorted(
        (text, printed[0].type)
        for text, printed in cards.texts().items()
        if not is_validation(text)
    )
    sample = random.Random(5).sample(texts, 80)
    changed = [
        text
        for text, card_type in sample
        if _shape(parse_text(_marked_up(text), card_type)) != _shape(parse_text(text, card_type))
    ]
    assert changed == []


def test_with_damage_no_tokens_and_a_trait_on_a_target() -> None:
    damaged = one("Action: Deal 1 damage to a target unit with 2 or more damage on it.")
    assert isinstance(damaged.effect, A.Deal) and isinstance(damaged.effect.target, A.Select)
    assert damaged.effect.target.filters == [
        A.Compare("damage", ">=", A.Amount(value=2, at_least=True))
    ]
    clean = one("Action: Deal 1 damage to a target unit with no focus tokens on it.")
    assert isinstance(clean.effect, A.Deal) and isinstance(clean.effect.target, A.Select)
    (none,) = clean.effect.target.filters
    assert isinstance(none, A.Compare) and (none.attr, none.op) == ("count", "==")
    assert none.value == A.Amount(value=0)
    assert isinstance(none.of, A.Select) and none.of.kinds == ["focus_token"]
    trooper = one("Action: Deal 1 damage to a target unit with the Trooper trait.")
    assert isinstance(trooper.effect, A.Deal) and isinstance(trooper.effect.target, A.Select)
    assert trooper.effect.target.traits == ["Trooper"]


def test_a_trigger_without_its_comma_reads_as_with_it() -> None:
    with_comma = parse_text(
        "Reaction: After the Force phase begins, this unit gains edge (1) until the end of "
        "the phase.",
        "Unit",
    )
    without = parse_text(
        "Reaction: After the Force phase begins this unit gains edge (1) until the end of "
        "the phase.",
        "Unit",
    )
    assert with_comma.ok and without.ok, without.unparsed
    assert _shape(without) == _shape(with_comma)
    # no place for a comma makes nonsense parse
    assert not parse_text("Reaction: After you juggle three lightsabers draw 1 card.").ok


def test_a_token_placed_on_a_card_and_the_dial_advancing_are_events() -> None:
    placed = one("Reaction: After a shield is placed on this unit, draw 1 card.")
    assert placed.trigger is not None
    (event,) = placed.trigger.events
    assert event.verb == "token_placed" and event.object == A.Ref("this", kind="unit")
    assert isinstance(event.subject, A.Select) and event.subject.kinds == ["shield"]
    dial = one("Reaction: After the Death Star dial advances, draw 1 card.")
    assert dial.trigger is not None
    assert dial.trigger.events[0].verb == "advances"
    assert dial.trigger.events[0].subject == A.Ref("death_star_dial")


def test_loses_all_icons_of_a_printed_type() -> None:
    ability = one("While this unit is attacking, each enemy unit loses all [Tactics] icons.")
    assert isinstance(ability.effect, A.While) and isinstance(ability.effect.effect, A.Gain)
    loss = ability.effect.effect
    assert loss.lose and loss.all and loss.gains == [A.Icon("tactics")]


def test_during_a_moment_after_a_prohibition_or_a_gain() -> None:
    banned = one("Your opponent cannot play event cards during the conflict phase.")
    assert isinstance(banned.effect, A.During) and banned.effect.when == "conflict_phase"
    assert isinstance(banned.effect.effect, A.Prohibition)
    gained = one("This unit cannot be targeted during your turn.")
    assert isinstance(gained.effect, A.During) and gained.effect.when == "your_turn"
