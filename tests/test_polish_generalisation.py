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
