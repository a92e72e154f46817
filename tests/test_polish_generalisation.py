"""General constructions of the Polish grammar (issue 11), each checked on wordings the grammar
was not built from: misspelt words, relative clauses that say what a participle says,
conditions on what a die shows, reminders and caps in parentheses, and wordings of the same
effect that must give the same AST."""

from __future__ import annotations

import pytest

from judge.cards import ast as A
from judge.cards.compare import comparable
from judge.cards.parse import parse_card_text
from judge.cards.polish.spelling import correction
from judge.cards.text import normalize


def _effects(text: str) -> list:
    parsed = parse_card_text(text)
    assert parsed.ok, parsed.unparsed
    return [comparable(a) for a in parsed.abilities]


# --- misspellings -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("zetony", "żetony"),  # missing diacritics
        ("postaći", "postaci"),  # a wrong one
        ("żólta", "żółta"),  # of two forms folding alike, the nearer as written
        ("jednąz", "jedną z"),  # two words written together
        ("osołony", "osłony"),  # a letter too many
        ("ścankę", "ściankę"),  # a letter missing
        ("przerzćuj", "przerzucaj"),  # more than one edit: too far to guess
        ("kości", None),  # known words are never touched
    ],
)
def test_a_misspelt_word_is_read_as_the_one_word_it_can_be(written: str, meant: str | None) -> None:
    expected = None if meant == "przerzucaj" else meant
    assert correction(written) == expected


def test_an_ambiguous_misspelling_is_left_alone() -> None:
    # "jednaj": "jednej" or "jedna" (one edit each); the sentence is reported, not guessed
    assert correction("jednaj") is None


def test_repairs_are_reported_and_names_are_kept() -> None:
    text = "Zetony osłon tej postaći. Rzuć kością Szturmowca Śmierci ([SoR]1) do twojej puli."
    norm = normalize(text)
    assert [(t.text, t.correction) for t in norm.typos] == [
        ("Zetony", "żetony"),
        ("postaći", "postaci"),
    ]
    assert "szturmowca śmierci" in norm.text  # a die's name before its set icon


def test_a_typo_the_list_does_not_know_still_parses_and_is_reported() -> None:
    parsed = parse_card_text("Zadaj 2 obrazenia dowolnej postaći.")
    assert parsed.ok
    (ability,) = parsed.abilities
    assert [t.correction for t in ability.typos] == ["obrażenia", "postaci"]
    assert _effects("Zadaj 2 obrażenia dowolnej postaci.") == [comparable(ability)]


# --- the same effect, worded otherwise ------------------------------------------------------------


@pytest.mark.parametrize(
    ("participle", "relative"),
    [
        (
            "Usuń dowolną kość przedstawiającą obrażenia ([melee] lub [ranged]).",
            "Usuń dowolną kość, która przedstawia obrażenia ([melee] lub [ranged]).",
        ),
        (
            "Usuń wszystkie kości dowolnego przeciwnika przedstawiające wartość 2 lub wyższą.",
            "Usuń wszystkie kości dowolnego przeciwnika, które przedstawiają wartość 2 lub wyższą.",
        ),
        (
            "Rozpatrz kość dowolnego przeciwnika nieprzedstawiającą obrażeń ([ranged] ani "
            "[melee]).",
            "Rozpatrz kość dowolnego przeciwnika, która nie przedstawia obrażeń ([ranged] ani "
            "[melee]).",
        ),
    ],
)
def test_a_relative_clause_says_what_the_participle_says(participle: str, relative: str) -> None:
    # the relative pronoun agrees with the dice, not with the opponent after them
    assert _effects(relative) == _effects(participle)


def test_a_condition_on_what_a_die_shows() -> None:
    (ability,) = parse_card_text(
        "Przerzuć dowolną kość. Następnie, jeśli dana kość przedstawia wartość 2 lub wyższą, "
        "zyskaj 1 żeton zasobu."
    ).abilities
    assert isinstance(ability.effect, A.Then)
    assert ability.effect.then.condition == A.Matches(
        A.Ref("given", "die"), A.Select("die", filters=(A.Filter("showing_value_at_least", 2),))
    )
    (symbol,) = parse_card_text(
        "Rozpatrz jedną z twoich kości. Jeśli dana kość przedstawia pustą ściankę ([blank]), "
        "zyskaj 1 żeton zasobu."
    ).abilities
    assert symbol.effect.steps[1].condition == A.DieShows(A.Ref("given", "die"), ("-",))
    # "jeśli kość przedstawia …" names no die the text has picked: refused
    assert not parse_card_text("Jeśli kość przedstawia pustą ściankę, zyskaj 1 żeton zasobu.").ok


def test_having_none() -> None:
    text = "Zyskaj 1 żeton zasobu, jeśli nie masz żadnych żetonów zasobów."
    (ability,) = parse_card_text(text).abilities
    assert ability.effect.condition == A.Has(
        A.Player("you"), A.Select("resource", A.Fixed(0), "any")
    )


def test_there_is_a_copy_in_a_zone_whatever_the_verb() -> None:
    found = [
        _effects(
            f"Daj dowolnej postaci 1 żeton osłony lub zamiast tego 2 żetony osłon, jeśli {where}."
        )
        for where in (
            "w twoim stosie kart odrzuconych jest inna kopia tego wydarzenia",
            "na twoim stosie kart odrzuconych znajduje się inna kopia tego wydarzenia",
        )
    ]
    assert found[0] == found[1]
    (ability,) = parse_card_text(
        "Daj dowolnej postaci 1 żeton osłony lub zamiast tego 2 żetony osłon, jeśli w twoim "
        "stosie kart odrzuconych jest inna kopia tego wydarzenia."
    ).abilities
    assert isinstance(ability.effect, A.GiveShields)
    amount = ability.effect.amount
    assert isinstance(amount, A.AmountIf) and (amount.then, amount.otherwise) == (
        A.Fixed(2),
        A.Fixed(1),
    )
    assert isinstance(amount.condition, A.Has) and amount.condition.what.count == A.AtLeast(1)


def test_the_dice_of_a_character_named_by_a_relative_clause_are_its_dice() -> None:
    # "kość postaci" is a character die; "kość postaci, do której dołączono tę kartę" is a
    # die of that character (the relative clause was dropped before)
    text = "Usuń jedną z kości postaci, do której dołączono tę kartę."
    (ability,) = parse_card_text(text).abilities
    assert ability.effect.dice.owner == A.Ref("attached", "character")
    (plain,) = parse_card_text("Usuń dowolną kość postaci.").abilities
    assert plain.effect.dice.filters == (A.Filter("die_of", ("character",)),)


# --- parentheses and coordination ---------------------------------------------------------------


def test_parentheses_that_cap_or_remind() -> None:
    (capped,) = parse_card_text(
        "Zadaj dowolnej postaci obrażenia w liczbie równej liczbie twoich żetonów zasobów "
        "(maksymalnie 3)."
    ).abilities
    assert isinstance(capped.effect.amount, A.AtMost)
    assert capped.effect.amount.maximum == A.Fixed(3)
    (paying,) = parse_card_text("Możesz zagrać daną kartę (płacąc jej koszt).").abilities
    assert paying.optional and paying.effect == A.Play(A.Ref("given", "card"))
    assert not parse_card_text("Zagraj za darmo daną kartę (płacąc jej koszt).").ok
    (moved,) = parse_card_text(
        "Przesuń to ulepszenie na inną twoją postać (cofnij tę kość na jej kartę)."
    ).abilities
    assert isinstance(moved.effect, A.MoveUpgrade)
    tokens_moved = "Przesuń 1 żeton obrażenia na inną postać (cofnij tę kość na jej kartę)."
    assert not parse_card_text(tokens_moved).ok


def test_a_forced_player_named_in_a_sequence() -> None:
    text = "Wybierz postać dowolnego przeciwnika i zmuś go, aby ją aktywował."
    (ability,) = parse_card_text(text).abilities
    steps = ability.effect.steps
    assert isinstance(steps[0], A.ChooseTarget)
    assert steps[1] == A.Force(A.Player("given"), A.Activate(A.Ref("it", "character")))
    assert not parse_card_text("Wybierz postać dowolnego przeciwnika i zmuś go.").ok


def test_taking_resources_from_an_opponent() -> None:
    (ability,) = parse_card_text("Weź 1 żeton zasobu od dowolnego przeciwnika.").abilities
    assert ability.effect == A.TakeResources(A.Fixed(1), A.Player("opponent"))


# --- verbal nouns, possession, events and negation ----------------------------------------------


@pytest.mark.parametrize(
    ("nominal", "clausal"),
    [
        (
            "Przed rozpatrzeniem tej kości możesz wydać 1 żeton zasobu, aby zwiększyć jej "
            "wartość o 1.",
            "Przed tym, jak rozpatrzysz tę kość, możesz wydać 1 żeton zasobu, aby zwiększyć jej "
            "wartość o 1.",
        ),
        (
            "Po aktywowaniu tej postaci możesz dobrać kartę.",
            "Po tym, jak aktywujesz tę postać, możesz dobrać kartę.",
        ),
        (
            "Rozpatrz jedną z twoich niebieskich kości bez usuwania jej z twojej puli.",
            "Rozpatrz jedną z twoich niebieskich kości, nie usuwając jej z twojej puli.",
        ),
        (
            "Usuń dowolną liczbę twoich kości o łącznej wartości 3 lub wyższej.",
            "Usuń dowolną liczbę twoich kości przedstawiających łączną wartość 3 lub wyższą.",
        ),
    ],
)
def test_a_verbal_noun_says_what_its_clause_says(nominal: str, clausal: str) -> None:
    assert _effects(nominal) == _effects(clausal)


def test_a_verbal_noun_no_rule_reads_is_reported() -> None:
    assert not parse_card_text("Zyskaj 1 żeton zasobu podczas rozpatrywania tej kości.").ok


def test_possession_by_any_holder() -> None:
    (ability,) = parse_card_text(
        "Jeśli dowolny przeciwnik ma 2 lub więcej kości przedstawiających puste ścianki, "
        "zyskaj 1 żeton zasobu."
    ).abilities
    assert ability.effect.condition == A.Has(
        A.Player("opponent"),
        A.Select("die", A.AtLeast(2), filters=(A.Filter("showing", ("-",)),)),
    )
    (each,) = parse_card_text(
        "Zagraj tylko, jeśli każda postać dowolnego przeciwnika ma 1 lub więcej żetonów obrażeń."
    ).abilities
    assert each.restriction.condition.owner == A.Select("character", A.All(), "opponent", each=True)
    (empty,) = parse_card_text(
        "Zyskaj 1 żeton zasobu, jeśli w twoim stosie kart odrzuconych nie ma żadnych kart."
    ).abilities
    assert empty.effect.condition == A.Has(
        A.Player("you"), A.Select("card", A.Fixed(0), "you", zone="discard_pile")
    )


def test_damage_dealt_to_a_character_whoever_deals_it() -> None:
    passive, active = (
        parse_card_text(text).abilities[0].trigger.event
        for text in (
            "Po tym, jak postaci, do której dołączono tę kartę, zostaną zadane obrażenia, "
            "możesz wyczerpać to ulepszenie, aby zyskać 1 żeton zasobu.",
            "Po tym, jak dowolny przeciwnik zada obrażenia postaci, do której dołączono tę kartę, "
            "możesz rozpatrzyć tę kość, zwiększając jej wartość o 1.",
        )
    )
    attached = A.Ref("attached", "character")
    assert passive == A.Event(("takes_damage",), subject=attached)
    assert active == A.Event(
        ("takes_damage",), subject=attached, actor="opponent", amount=A.AtLeast(1)
    )


def test_negated_states_and_if_you_do() -> None:
    (ability,) = parse_card_text("Zagraj tylko, jeśli nie kontrolujesz pola bitwy.").abilities
    assert ability.restriction.condition == A.Not(A.ControlsBattlefield("you"))
    did = parse_card_text(
        "Możesz odrzucić kartę z twojej ręki. Jeśli to zrobisz, zyskaj 1 żeton zasobu. Jeśli "
        "tego nie zrobisz, zadaj 1 obrażenie tej postaci."
    ).abilities[0]
    conditions = [step.condition for step in did.effect.steps[1:]]
    assert conditions == [A.DidIt(), A.Not(A.DidIt())]


def test_a_player_who_may_not() -> None:
    (ability,) = parse_card_text("Twoi przeciwnicy nie mogą dawać osłon postaciom.").abilities
    assert ability.kind == "persistent"
    assert isinstance(ability.effect, A.Cannot)
    assert ability.effect.player == A.Player("each_opponent")
    assert isinstance(ability.effect.effect, A.GiveShields)


def test_the_only_character() -> None:
    (ability,) = parse_card_text(
        "Ulecz 2 obrażenia z postaci, do której dołączono tę kartę, lub zamiast tego 3 "
        "obrażenia, jeśli jest ona twoją jedyną postacią w grze."
    ).abilities
    condition = ability.effect.amount.condition
    assert isinstance(condition, A.AllOf)
    every = A.Select("character", A.All(), "you")
    assert A.Compare(A.CountOf(every), "==", A.Fixed(1)) in condition.conditions


def test_a_known_polish_word_is_no_typo() -> None:
    # the lexicon lacks "przepisanie" outside the keyword; SGJP knows it: not "przypisanie"
    assert correction("przepisanie") is None
    assert correction("przypisanie") is None


def test_whose_the_coordinated_objects_are() -> None:
    (mine,) = parse_card_text(
        "Aktywuj dowolną liczbę twoich wsparć i nie-unikatowych postaci."
    ).abilities
    items = mine.effect.target.items
    assert [(i.kind, i.controller, i.count) for i in items] == [
        ("support", "you", A.AnyNumber()),
        ("character", "you", A.AnyNumber()),
    ]
    (theirs,) = parse_card_text("Wybierz postać lub wsparcie dowolnego przeciwnika.").abilities
    assert {i.controller for i in theirs.effect.target.items} == {"opponent"}
    (die,) = parse_card_text("Usuń kość postaci dowolnego przeciwnika.").abilities
    assert die.effect.dice.controller == "opponent"


def test_a_description_is_never_dropped() -> None:
    # a relative clause written after the zone describes the card (a hand has no cost)
    (ability,) = parse_card_text(
        "Zagraj za darmo kartę z twojej ręki, której koszt jest równy lub niższy od 3."
    ).abilities
    assert ability.effect.card.filters == (A.Filter("cost_at_most", A.Fixed(3)),)
    # this die "showing ranged damage" as a cost: no reading keeps the condition, so refused
    assert not parse_card_text(
        "Usuń tę kość przedstawiającą obrażenia dystansowe ([ranged]), aby zyskać 1 żeton zasobu."
    ).ok
    # in a trigger, what the die shows is the event's symbols
    (trigger,) = parse_card_text(
        "Przed tym, jak rozpatrzysz tę kość przedstawiającą obrażenia wręcz ([melee]), możesz "
        "dobrać kartę."
    ).abilities
    assert trigger.trigger.event.symbols == ("MD",)


def test_a_card_leaving_a_zone() -> None:
    (ability,) = parse_card_text(
        "Po tym, jak karta zostanie odrzucona z twojej talii, możesz wyczerpać to wsparcie, aby "
        "zyskać 1 żeton zasobu."
    ).abilities
    assert ability.trigger.event == A.Event(
        ("discarded",), subject=A.Select("card"), from_zone="deck"
    )


def test_choose_and_act_on_the_same_object() -> None:
    (ability,) = parse_card_text("Wybierz i odrzuć kartę z twojej ręki.").abilities
    assert isinstance(ability.effect, A.Discard)
    (forced,) = parse_card_text(
        "Dowolny przeciwnik wybiera i usuwa jedną ze swoich kości."
    ).abilities
    assert forced.effect == A.Force(
        A.Player("opponent"), A.RemoveDice(A.Select("die", controller="own"))
    )


def test_only_dice_show_symbols() -> None:
    # "kości postaci przedstawiające …": the participle agrees with both nouns; the dice show
    (ability,) = parse_card_text(
        "Rozpatrz maksymalnie 2 twoje niebieskie kości postaci przedstawiające obrażenia wręcz "
        "([melee]), traktując je jako nieblokowalne."
    ).abilities
    dice = ability.effect.dice
    assert dice.owner is None and A.Filter("showing", ("MD",)) in dice.filters
    assert A.Filter("die_of", ("character",)) in dice.filters and ability.effect.unblockable


def test_one_of_them_is_of_the_kind_the_verb_takes() -> None:
    (dice,) = parse_card_text(
        "Po tym, jak rzucisz kośćmi do twojej puli, możesz przerzucić jedną z nich."
    ).abilities
    assert dice.effect.dice.filters == (A.Filter("among", A.Ref("it", "die")),)


def test_a_player_who_must() -> None:
    (ability,) = parse_card_text("Dowolny przeciwnik musi odrzucić kartę ze swojej ręki.").abilities
    assert ability.effect == A.Force(
        A.Player("opponent"), A.Discard(A.Select("card", controller="own", zone="hand"), "hand")
    )


def test_and_then_within_a_sentence() -> None:
    (ability,) = parse_card_text(
        "Dobierz 2 karty, a następnie odrzuć 1 kartę z twojej ręki."
    ).abilities
    assert isinstance(ability.effect, A.Then) and isinstance(ability.effect.first, A.Draw)


def test_resources_placed_on_a_card() -> None:
    (ability,) = parse_card_text("Umieść 1 żeton zasobu na tym wsparciu.").abilities
    assert ability.effect == A.PlaceResources(A.Fixed(1), A.Ref("self", "support"))


@pytest.mark.parametrize(
    "text",
    [
        "Odrzuć z gry dowolne ulepszenie, które kosztuje 2 lub mniej.",
        "Odrzuć z gry dowolne ulepszenie, którego koszt wynosi 2 lub mniej.",
        "Odrzuć z gry dowolne ulepszenie kosztujące 2 lub mniej.",
    ],
)
def test_a_cost_limit_however_worded(text: str) -> None:
    (ability,) = parse_card_text(text).abilities
    assert ability.effect.cards.filters == (A.Filter("cost_at_most", A.Fixed(2)),)


def test_more_holders_and_kinds() -> None:
    (keyword,) = parse_card_text(
        "Postać, do której dołączono tę kartę, otrzymuje słowo kluczowe Strażnik."
    ).abilities
    assert keyword.effect == A.GrantKeyword(A.Ref("attached", "character"), "guardian")
    (shields,) = parse_card_text("Ta postać zyskuje 1 żeton osłony.").abilities
    assert shields.effect == A.GiveShields(A.Fixed(1), A.Ref("self", "character"))
    (everyone,) = parse_card_text("Przerzuć wszystkie kości wszystkich graczy.").abilities
    assert everyone.effect.dice == A.Select("die", A.All(), "any")
    (was,) = parse_card_text(
        "Usuń dowolną kość. Jeśli była to kość postaci, zyskaj 1 żeton zasobu."
    ).abilities
    assert was.effect.steps[1].condition == A.Matches(
        A.Ref("it", "die"), A.Select("die", filters=(A.Filter("die_of", ("character",)),))
    )


def test_otherwise() -> None:
    (ability,) = parse_card_text(
        "Jeśli kontrolujesz pole bitwy, dobierz kartę. W przeciwnym razie zyskaj 1 żeton zasobu."
    ).abilities
    assert ability.effect == A.If(
        A.ControlsBattlefield("you"), A.Draw(A.Fixed(1)), A.GainResources(A.Fixed(1))
    )
    assert not parse_card_text("Dobierz kartę. W przeciwnym razie zyskaj 1 żeton zasobu.").ok


def test_complements_in_any_order_and_amounts_by_count() -> None:
    first, last = (
        parse_card_text(text).abilities[0].effect
        for text in (
            "Obróć na dowolną ściankę każdą kość dowolnego przeciwnika przedstawiającą pustą "
            "ściankę ([blank]).",
            "Obróć każdą kość dowolnego przeciwnika przedstawiającą pustą ściankę ([blank]) na "
            "dowolną ściankę.",
        )
    )
    assert first == last
    (ability,) = parse_card_text(
        "Rozpatrz jedną z twoich kości, zwiększając jej wartość o liczbę żetonów osłon na tej "
        "postaci."
    ).abilities
    assert ability.effect.increase == A.CountOf(
        A.Select("shield", A.All(), owner=A.Ref("self", "character"))
    )


def test_while_written_after_the_statement() -> None:
    before, after = (
        parse_card_text(text).abilities[0]
        for text in (
            "Dopóki kontrolujesz pole bitwy, twoje postacie posiadają słowo kluczowe Strażnik.",
            "Twoje postacie posiadają słowo kluczowe Strażnik, dopóki kontrolujesz pole bitwy.",
        )
    )
    assert (before.kind, before.condition, before.effect) == (
        after.kind,
        after.condition,
        after.effect,
    )
    assert after.condition == A.ControlsBattlefield("you")


def test_a_comparison_by_an_opponent() -> None:
    (ability,) = parse_card_text(
        "Zagraj tylko, jeśli przeciwnik ma więcej żetonów zasobów niż ty."
    ).abilities
    theirs = A.Select("resource", A.All(), "opponent")
    mine = A.Select("resource", A.All(), "you")
    assert ability.restriction.condition == A.Compare(A.CountOf(theirs), ">", A.CountOf(mine))


def test_half_of_a_value_rounded_as_written() -> None:
    (down,) = parse_card_text(
        "Zadaj dowolnej postaci obrażenia w liczbie równej połowie wartości tej kości "
        "(zaokrąglając w dół)."
    ).abilities
    assert down.effect.amount == A.Half(A.ValueOf(A.Ref("this_die", "die")), round_up=False)
    assert not parse_card_text("Dobierz 2 karty (zaokrąglając w dół).").ok


def test_choosing_a_card_in_a_zone() -> None:
    (ability,) = parse_card_text("Wybierz kartę z ręki dowolnego przeciwnika.").abilities
    assert ability.effect == A.ChooseTarget(A.Select("card", controller="opponent", zone="hand"))


def test_a_line_after_a_triggered_ability_stands_on_its_own() -> None:
    triggered, persistent = parse_card_text(
        "Po tym, jak ta kość zostanie rozpatrzona, umieść 1 żeton obrażenia na tym wsparciu.\n"
        "Odrzuć to wsparcie, jeśli ma ono 3 lub więcej żetonów obrażeń."
    ).abilities
    assert triggered.kind == "triggered" and isinstance(triggered.effect, A.PlaceDamage)
    assert persistent.kind == "persistent"
    assert persistent.condition == A.Has(A.Ref("it"), A.Select("damage", A.AtLeast(3)))


def test_states_and_amounts_in_conditions() -> None:
    (tired,) = parse_card_text("Jeśli ta postać jest wyczerpana, przygotuj ją.").abilities
    assert tired.effect.condition == A.Matches(
        A.Ref("self", "character"), A.Select("card", filters=(A.Filter("exhausted"),))
    )
    (costly,) = parse_card_text(
        "Odrzuć kartę z twojej ręki. Jeśli koszt odrzuconej karty wynosi 3 lub więcej, dobierz "
        "kartę."
    ).abilities
    assert costly.effect.steps[1].condition == A.Compare(
        A.CostOf(A.Ref("just", "card", "discarded")), ">=", A.Fixed(3)
    )
    (empty,) = parse_card_text(
        "Jeśli przeciwnik nie ma kart na ręce, zadaj 2 obrażenia dowolnej postaci."
    ).abilities
    assert empty.effect.condition == A.Has(
        A.Player("opponent"), A.Select("card", A.Fixed(0), "opponent", zone="hand")
    )


def test_if_they_do_and_a_die_they_have() -> None:
    (ability,) = parse_card_text(
        "Wybierz dowolnego przeciwnika. Dany przeciwnik może dobrać 2 karty. Jeśli to zrobi, "
        "zyskaj 2 żetony zasobów. Jeśli tego nie zrobi, dobierz 2 karty."
    ).abilities
    conditions = [step.condition for step in ability.effect.steps[2:]]
    assert conditions == [A.DidIt(A.Player("given")), A.Not(A.DidIt(A.Player("given")))]
    (blank,) = parse_card_text(
        "Zyskaj 1 żeton zasobu, jeśli kość postaci dowolnego przeciwnika przedstawia pustą "
        "ściankę ([blank])."
    ).abilities
    assert blank.effect.condition.owner == A.Player("opponent")
    assert not parse_card_text("Jeśli dowolna kość przedstawia pustą ściankę, dobierz kartę.").ok


def test_up_to_written_with_do() -> None:
    assert _effects("Przerzuć do 2 kości dowolnego przeciwnika.") == _effects(
        "Przerzuć maksymalnie 2 kości dowolnego przeciwnika."
    )
    (roll,) = parse_card_text("Rzuć tą kością do twojej puli.").abilities
    assert roll.effect.into == "you"


# --- later-set terms (the translator's: /work/notes/translator/glossary.tsv) ----------------------


@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("Zadaj dowolnemu przeciwnikowi 2 obrażenia pośrednie.", "opponent"),
        ("Zadaj sobie 1 obrażenie pośrednie ([indirect]).", "you"),
        ("Wybierz przeciwnika. Zadaj mu 3 obrażenia pośrednie.", "given"),
    ],
)
def test_indirect_damage_is_dealt_to_a_player(text: str, player: str) -> None:
    parsed = parse_card_text(text)
    assert parsed.ok, parsed.unparsed
    deal = parsed.abilities[-1].effect
    deal = deal.steps[-1] if isinstance(deal, A.Sequence) else deal
    assert isinstance(deal, A.DealIndirectDamage)
    assert deal.player == A.Player(player)  # type: ignore[arg-type]


def test_indirect_damage_is_never_read_as_damage_to_a_character() -> None:
    assert not parse_card_text("Zadaj dowolnej postaci 2 obrażenia pośrednie.").ok


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("Wyznacz <b>przywódcę</b>, aby dobrać kartę.", "leader"),
        ("Wyznacz <b>Jedi</b>, aby dobrać kartę.", "jedi"),
        ("Przerzuć jedną z twoich kości <b>żołnierzy</b>.", "trooper"),
        ("Daj postaci <b>łotrowi</b> 1 żeton osłony.", "scoundrel"),
    ],
)
def test_a_subtype_noun_names_cards_of_that_subtype(text: str, subtype: str) -> None:
    parsed = parse_card_text(text)
    assert parsed.ok, parsed.unparsed
    assert f"Filter(kind='subtype', value='{subtype}')" in repr(parsed.abilities)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Pilotowanie.", "piloting"),
        ("Wykrywanie.", "detect"),
        ("Współpraca 1: Han Solo, Chewbacca.", "team_up"),
        ("Kość równoległa: Rey ([AW]38).", "parallel_die"),
    ],
)
def test_later_keyword_lines(text: str, name: str) -> None:
    parsed = parse_card_text(text)
    assert parsed.ok and parsed.abilities[0].keyword is not None
    assert parsed.abilities[0].keyword.name == name


def test_a_power_action_header() -> None:
    parsed = parse_card_text("<b>Potężna akcja</b> - Dobierz 2 karty.")
    assert parsed.ok and parsed.abilities[0].kind == "power_action"


def test_that_opponent_as_a_subject_is_the_one_named() -> None:
    parsed = parse_card_text("Wybierz przeciwnika. Ten przeciwnik może dobrać 2 karty.")
    assert parsed.ok, parsed.unparsed
    assert "Player(who='given'" in repr(parsed.abilities)
    assert "Player(who='opponent'" in repr(parsed.abilities)  # the choice only


def test_that_die_after_a_die_was_chosen_is_that_die() -> None:
    parsed = parse_card_text(
        "Przerzuć dowolną kość. Następnie, jeśli ta kość przedstawia pustą ściankę, "
        "zyskaj 1 żeton zasobu."
    )
    assert parsed.ok, parsed.unparsed
    assert "this_die" not in repr(parsed.abilities)
    # in a [special] ability "ta kość" is the die being resolved
    special = parse_card_text("[special] - Usuń dowolną kość, aby przerzucić tę kość.")
    assert special.ok and "this_die" in repr(special.abilities)


def test_dice_of_coloured_characters_are_coloured_character_dice() -> None:
    parsed = parse_card_text("Usuń jedną z twoich kości żółtych postaci.")
    assert parsed.ok
    dice = parsed.abilities[0].effect.dice
    assert dice.owner is None
    assert A.Filter("color", "yellow") in dice.filters
    assert A.Filter("die_of", ("character",)) in dice.filters


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Postać, do której dołączono tę kartę, posiada podrodzaj <b>żołnierz</b>.", "GainSubtype"),
        ("Wyznacz 2 postacie, które mają wspólny podrodzaj, aby dobrać kartę.", "'share'"),
        ("Przerzuć kość, która ma wspólny podrodzaj z tą postacią.", "'shares_with'"),
        ("Ujawnij losową kartę z ręki dowolnego przeciwnika.", "Reveal"),
    ],
)
def test_subtype_words_and_reveal(text: str, expected: str) -> None:
    parsed = parse_card_text(text)
    assert parsed.ok, parsed.unparsed
    assert expected in repr(parsed.abilities)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a character's name after "postać", told by its capitals
        ("Zadaj 2 obrażenia postaci Ezra Bridger.", "Filter(kind='named', value='Ezra Bridger')"),
        # the start / end of a phase or round, and the set-up, trigger an ability
        ("Po rozpoczęciu fazy akcji dobierz kartę.", "kinds=('start_of_action_phase',)"),
        ("Po zakończeniu rundy, jeśli kontrolujesz pole bitwy, dobierz kartę.", "end_of_round"),
        ("Po przygotowaniu gry dobierz kartę.", "kinds=('setup',)"),
        # "jeśli wyznaczysz X" is a condition
        ("Zagraj tylko, jeśli wyznaczysz <b>wiedźmę</b>.", "Spotted("),
        ("Przejmij kontrolę nad polem bitwy.", "GiveControl("),
        ("Przekaż kontrolę nad tym polem bitwy dowolnemu przeciwnikowi.", "GiveControl("),
        ("Odwróć tę intrygę.", "Flip("),
        ("Tylko postać <b>przywódca</b>.", "Filter(kind='subtype', value='leader')"),
        ("Usuń kość przedstawiającą ten sam symbol co jedna z twoich kości.", "same_symbol_as"),
        ("Usuń 2 kości przedstawiające tę samą wartość.", "same_value_as"),
        ("Odrzuć <b>droida</b>, <b>ekwipunek</b> lub <b>broń</b> z twojej ręki.", "Either("),
        ("Zadaj 1 obrażenie postaci, do której dołączona jest <b>klątwa</b>.", "'has'"),
        ("Jeśli do tej postaci dołączona jest <b>broń</b>, dobierz kartę.", "Has("),
        ("Jeśli to ulepszenie jest dołączone do żółtej postaci, dobierz kartę.", "Matches("),
        ("Usuń kość, która nie jest niebieska.", "not_color"),
        ("Usuń nie-niebieską kość.", "not_color"),
        ("Usuń kość, która nie jest kością postaci.", "('upgrade', 'support')"),
        ("Zadaj 1 obrażenie postaci, na której znajdują się żetony obrażeń.", "damaged"),
        ("Rzuć do twojej puli kością postaci z jednej z twoich postaci.", "RollDice("),
        ("Albo dobierz kartę, albo zyskaj 1 żeton zasobu.", "ChooseOne("),
        ("Postać, do której dołączono tę kartę, zyskuje +1 do wytrzymałości.", "'health'"),
        ("Każda postać twoich przeciwników ma +1 do limitu osłabień.", "'downgrade_limit'"),
        ("Wybierz kolor (niebieski, czerwony, żółty lub szary).", "options=('blue', 'red'"),
        ("Wybierz kolor. Odrzuć karty, które są w wybranym kolorze.", "'chosen', value='color'"),
        ("Jeśli kontrolujesz <b>łowcę nagród</b>, dobierz kartę.", "'bounty-hunter'"),
        ("Zyskaj 1 akcję.", "TakeActions("),
        ("Modyfikuje wsparcie <b>pojazd</b>.", "OnlyOn("),
        ("Podejrzyj 3 karty z twojej ręki. Odrzuć spośród nich wydarzenie.", "'among'"),
        ("Wyznacz pilotowany <b>pojazd</b>, aby dobrać kartę.", "'piloted'"),
        ("Twoja postać Rey posiada słowo kluczowe Pilotowanie.", "'piloting'"),
        ("Jeśli postać Elrik Vonreg pilotuje to wsparcie, dobierz kartę.", "Pilots("),
        ("Odrzuć wierzchnią kartę dowolnej talii.", "'deck_top'"),
        ("Rozpatrz jedną z kości postaci tej postaci.", "owner=Ref(to='self', kind='character'"),
        (
            "Koszt pierwszej <b>zdolności</b>, którą zagrywasz na tę postać w każdej grze, "
            "jest zmniejszony o 2.",
            "'played_on'",
        ),
        ("Po tym, jak zadasz sobie obrażenia pośrednie, dobierz kartę.", "'indirect_damage'"),
        ("Zagraj odłożoną na bok kartę.", "zone='side'"),
        ("Aktywuj dowolną liczbę twoich <b>droidów</b>.", "Activate("),
        ("Aktywuj kontrolowaną przez ciebie postać.", "controller='you'"),
        ("To wsparcie wchodzi do gry z 2 żetonami zasobów.", "EntersPlay("),
        ("Limit 1 <b>formy</b> na postać.", "LimitPer(count=1"),
        (
            "Dodaj do twojej drużyny odłożoną na bok postać Ewok Warrior ([SoH]95).",
            "Filter(kind='code', value='11095')",
        ),
        (
            "Przeszukaj twoją talię w poszukiwaniu <b>ścigacza</b>, ujawnij go i dodaj do twojej"
            " ręki. Potasuj twoją talię.",
            "AddToHand(card=Ref(to='it'",
        ),
        (
            "Ustal liczbę twoich kości. Usuń maksymalnie taką samą liczbę kości.",
            "UpToAmount(of=SameAsDetermined())",
        ),
        ("Odłóż na bok <b>broń</b> z twojego stosu kart odrzuconych.", "zone='discard_pile'"),
    ],
)
def test_later_set_constructions(text: str, expected: str) -> None:
    parsed = parse_card_text(text)
    assert parsed.ok, parsed.unparsed
    assert expected in repr(parsed.abilities)


def test_a_name_needs_its_capitals_and_a_lone_die_needs_its_match() -> None:
    # lower-case unknown words after "postać" are no name: reported, not read as one
    assert not parse_card_text("Zadaj 2 obrażenia postaci ezra bridger.").ok
    # one die "przedstawiająca ten sam symbol" says nothing of what it matches
    assert not parse_card_text("Obróć inną kość na ściankę przedstawiającą ten sam symbol.").ok


def test_otherwise_after_an_optional_step_is_when_it_was_not_done() -> None:
    parsed = parse_card_text(
        "Przerzuć dowolną kość. Następnie możesz ją rozpatrzyć. W przeciwnym razie usuń ją."
    )
    assert parsed.ok, parsed.unparsed
    assert "If(condition=Not(condition=DidIt(" in repr(parsed.abilities)


def test_adding_to_hand_without_a_source_is_from_where_the_cards_are() -> None:
    parsed = parse_card_text("Ujawnij wierzchnią kartę z twojej talii i dodaj ją do twojej ręki.")
    assert parsed.ok, parsed.unparsed
    assert "zone='current'" in repr(parsed.abilities)
    # a card with no zone at all is never silently taken from the discard pile
    assert not parse_card_text("Dodaj wydarzenie do twojej ręki.").ok
