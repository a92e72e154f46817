"""The one table of rule references the engine cites.

Every step the engine takes names the rule behind it by a short key (`"queue"`, `"shields"`);
this table maps the key to the stable id of a section (Destiny Rules Reference, current edition,
document `destiny-rr`) or of a ruling (FAQ answer, card clarification, erratum) in the rules
corpus. A test checks that every id exists in the corpus, so a renamed section fails a test, not
a page. Code never writes a section id anywhere else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.engine.core.events import Contested

RR = "destiny-rr"

# Rule key -> corpus section id.
RULES: dict[str, str] = {
    # part 1: card types
    "golden_rule": f"{RR}.zlota-zasada",
    "uniqueness": f"{RR}.cz1.unikatowosc",
    "events": f"{RR}.cz1.wydarzenia",
    "supports": f"{RR}.cz1.wsparcie",
    "upgrades": f"{RR}.cz1.ulepszenia",
    "battlefields": f"{RR}.cz1.pola-bitwy",
    "characters": f"{RR}.cz1.postacie",
    "cost": f"{RR}.cz1.koszt",
    "point_value": f"{RR}.cz1.wartosc-punktowa",
    # part 4: team and deck building
    "team_building": f"{RR}.cz4.przygotowywanie-druzyny",
    "deck_building": f"{RR}.cz4.budowa-talii",
    # part 2: dice and die symbols
    "die_value": f"{RR}.cz2.wartosc",
    "die_symbol": f"{RR}.cz2.symbol",
    "die_cost": f"{RR}.cz2.koszt-w-zasobach",
    "modifier": f"{RR}.cz2.modyfikator",
    "die_symbols": f"{RR}.cz2.symbole-na-kosciach",
    "melee": f"{RR}.cz2.symbole-na-kosciach.obrazenia-wrecz",
    "ranged": f"{RR}.cz2.symbole-na-kosciach.obrazenia-dystansowe",
    "shield_symbol": f"{RR}.cz2.symbole-na-kosciach.oslona",
    "resource_symbol": f"{RR}.cz2.symbole-na-kosciach.zasoby",
    "disrupt": f"{RR}.cz2.symbole-na-kosciach.zaklocenie",
    "discard_symbol": f"{RR}.cz2.symbole-na-kosciach.odrzucenie",
    "focus": f"{RR}.cz2.symbole-na-kosciach.skupienie",
    "special_symbol": f"{RR}.cz2.symbole-na-kosciach.specjalny",
    "blank": f"{RR}.cz2.symbole-na-kosciach.pusta-scianka",
    "dice_by_cards": f"{RR}.cz2.rozpatrywanie-kosci-przez-karty",
    "dice_leaving_play": f"{RR}.cz2.kosci-opuszczajace-gre",
    # part 3: play areas
    "in_play": f"{RR}.cz3.w-grze.postacie-oraz-zagrane-karty",
    "dice_pool": f"{RR}.cz3.w-grze.pula-kosci",
    "resources_area": f"{RR}.cz3.w-grze.zasoby",
    "hand": f"{RR}.cz3.poza-gra.reka",
    "deck": f"{RR}.cz3.poza-gra.talia",
    "discard_pile": f"{RR}.cz3.poza-gra.stos-kart-odrzuconych",
    "limbo": f"{RR}.cz3.w-zawieszeniu",
    "dice_on_cards": f"{RR}.cz3.kosci-na-kartach",
    "set_aside": f"{RR}.cz3.strefa-boczna",
    # part 5: game structure
    "setup": f"{RR}.cz5.przygotowanie",
    "rounds": f"{RR}.cz5.rundy-gry",
    "action_phase": f"{RR}.cz5.rundy-gry.faza-akcji",
    "upkeep": f"{RR}.cz5.rundy-gry.faza-utrzymania",
    "actions": f"{RR}.cz5.akcje",
    "play_card": f"{RR}.cz5.akcje.zagranie-karty-z-reki",
    "activate": f"{RR}.cz5.akcje.aktywowanie-postaci-lub-wsparcia",
    "resolve_dice": f"{RR}.cz5.akcje.rozpatrzenie-kosci",
    "reroll_action": f"{RR}.cz5.akcje.odrzucenie-karty-w-celu-przerzucenia-kosci",
    "card_action": f"{RR}.cz5.akcje.uzycie-akcji-z-karty",
    "claim": f"{RR}.cz5.akcje.zajecie-pola-bitwy",
    "additional_actions": f"{RR}.cz5.dodatkowe-akcje",
    "passing": f"{RR}.cz5.pasowanie",
    "victory": f"{RR}.cz5.zwyciestwo",
    # part 6: game concepts
    "damage": f"{RR}.cz6.obrazenia",
    "defeat": f"{RR}.cz6.pokonane-postacie",
    "resources": f"{RR}.cz6.zasoby",
    "shields": f"{RR}.cz6.oslony",
    "draw": f"{RR}.cz6.dobranie-karty",
    "ready": f"{RR}.cz6.przygotowana",
    "exhausted": f"{RR}.cz6.wyczerpana",
    # part 7: abilities
    "abilities": f"{RR}.cz7",
    "queue": f"{RR}.cz7.kolejka",
    "action_abilities": f"{RR}.cz7.zdolnosci-akcji",
    "claim_abilities": f"{RR}.cz7.zdolnosci-zajecia",
    "persistent": f"{RR}.cz7.zdolnosci-trwale",
    "integral": f"{RR}.cz7.integralne-zdolnosci-kosci",
    "special": f"{RR}.cz7.zdolnosci-specjalne",
    "keywords": f"{RR}.cz7.slowa-kluczowe",
    "redeploy": f"{RR}.cz7.slowa-kluczowe.przepisanie",
    "guardian": f"{RR}.cz7.slowa-kluczowe.straznik",
    "ambush": f"{RR}.cz7.slowa-kluczowe.zasadzka",
    "triggered": f"{RR}.cz7.zdolnosci-aktywowane",
    "trigger_condition": f"{RR}.cz7.zdolnosci-aktywowane.warunek-aktywacji",
    "before": f"{RR}.cz7.zdolnosci-aktywowane.zdolnosci-przed-tym",
    "after": f"{RR}.cz7.zdolnosci-aktywowane.zdolnosci-po-tym",
    "simultaneous": f"{RR}.cz7.zdolnosci-aktywowane.zdolnosci-rownoczesne",
    "effects": f"{RR}.cz7.efekty",
    "delayed": f"{RR}.cz7.efekty.efekty-opoznione",
    "replacement": f"{RR}.cz7.efekty.efekty-zastepujace",
    "self_reference": f"{RR}.cz7.efekty.efekty-odnoszace-sie-do-samych-siebie",
    "negative": f"{RR}.cz7.efekty.efekty-negatywne",
    "then": f"{RR}.cz7.efekty.efekty-nastepnie",
    # part 8: terminology
    "controller": f"{RR}.cz8.gracz-kontrolujacy",
    "copy": f"{RR}.cz8.kopia-karty",
    "character_die": f"{RR}.cz8.kosc-postaci",
    "unblockable": f"{RR}.cz8.nieblokowalne-obrazenia",
    "turning": f"{RR}.cz8.obracanie-kosci",
    "play_restrictions": f"{RR}.cz8.ograniczenia-zagrania",
    "taking_damage": f"{RR}.cz8.otrzymywanie-obrazen",
    "look": f"{RR}.cz8.podejrzyj",
    "moving": f"{RR}.cz8.poruszanie",
    "rolling": f"{RR}.cz8.rzucanie-koscmi",
    "showing": f"{RR}.cz8.scianka-widoczna-przedstawiajaca",
    "heal": f"{RR}.cz8.ulecz",
    "removing_dice": f"{RR}.cz8.usuwanie-kosci",
    "owner": f"{RR}.cz8.wlasciciel",
    "choose_target": f"{RR}.cz8.wybierz-cel",
    "choose_option": f"{RR}.cz8.wybierz-jedna-z-opcji",
    "spot": f"{RR}.cz8.wyznaczanie",
    "free": f"{RR}.cz8.za-darmo",
    "upgrade_replacement": f"{RR}.cz8.zastapienie",
    "decrease": f"{RR}.cz8.zmniejszenie",
    "increase": f"{RR}.cz8.zwiekszenie",
}


def cite(*keys: str) -> tuple[str, ...]:
    """Section ids of the given rule keys (a KeyError names a key missing from the table)."""
    return tuple(RULES[key] for key in keys)


# Rules of the later sets (English cards) that the Polish rules documents do not describe.
# Where the documents are silent, the card's own text (and its reminder text) is the authority:
# such a rule key cites a stable id of its own (`destiny-card-text.<key>`) whose citation says
# so and what the engine reads from the text. Steps applying it also name the card in their
# data, so a judge sees which card's text it is.
CARD_TEXT_PREFIX = "destiny-card-text."
CARD_TEXT: dict[str, str] = {
    "power_action": (
        "„Power Action –” to zdolność akcji, jak „Akcja –” (gracz używa jej jako swojej akcji: "
        "RR cz. 7 › zdolności akcji). Z „Power Action” danej karty można skorzystać tylko raz "
        "w rundzie: tak stanowią angielskie zasady wydane z zestawem Legacies; polskie dokumenty "
        "tego słowa nie znają, a w korpusie podstawą jest tylko nazwa zdolności na karcie."
    ),
    "indirect_damage": (
        "obrażenia pośrednie („indirect damage”, symbol [indirect]) zadaje się graczowi, nie "
        "postaci: ten gracz sam przydziela je swoim postaciom, a każda postać dostaje "
        "przydzieloną część jak zwykłe obrażenia (osłony je blokują; zdolności „przed tym / po "
        "tym, jak postać otrzyma obrażenia” działają). Kość pokazująca [indirect] zadaje tyle "
        "obrażeń pośrednich przeciwnikowi. Karty nazywają [indirect] symbolem obrażeń obok "
        "[melee] i [ranged]; polskie dokumenty tego nie opisują. Odczytanie silnika: jak przy "
        "rozdzielaniu obrażeń (przykład z Karabinem F-11D) gracz nie przydziela postaci więcej "
        "obrażeń, niż wynosi jej pozostała wytrzymałość, dopóki inna postać może je przyjąć."
    ),
    "deck_placement": (
        "karta kładziona „na wierzchu” albo „na spodzie” talii („place … on the top / "
        "bottom of … deck”) trafia do talii swojego właściciela, bo każdy gracz ma własną "
        "talię (RR cz. 3 › talia); kilka kart kładzie się w kolejności wybranej przez gracza, "
        "gdy tekst tak mówi („in the order of your choice”, „in any order”). Karta w grze "
        "opuszcza grę (jej kości odkłada się na bok, RR cz. 2 › kości opuszczające grę)."
    ),
    "resources_on_cards": (
        "zasoby „położone na karcie” („place … resources on …”) to żetony z zapasu leżące na "
        "karcie w grze, nie w puli zasobów gracza: nie można ich wydać, dopóki tekst nie każe "
        "ich zabrać („take … resources from it”: trafiają do puli zasobów biorącego) albo usunąć "
        "(wracają do zapasu); karta opuszczająca grę traci je."
    ),
    "take_resources": (
        "„take N resources from an opponent”: przeciwnik traci je (nigdy poniżej zera, RR cz. 6 "
        "› zasoby), a biorący zyskuje tyle, ile tamten stracił; „take … from this card”: żetony "
        "z karty trafiają do puli zasobów biorącego."
    ),
    "reveal": (
        "„reveal” (odkryj): gracz pokazuje karty wszystkim graczom; karty zostają tam, gdzie "
        "były, a dalszy tekst może się do nich odnosić („that card”)."
    ),
    "search": (
        "„search your deck for …” (przeszukaj): gracz przegląda wskazaną strefę i bierze "
        "pasującą kartę, jeśli taka jest (wybiera spośród pasujących); dalszy tekst mówi, co "
        "się z nią dzieje."
    ),
    "shuffle": (
        "„shuffle” (przetasuj): talia dostaje nową, losową kolejność; karty „wtasowane” do "
        "talii trafiają najpierw do talii swojego właściciela. Silnik losuje kolejność ze "
        "swojego generatora (jedno losowanie), więc powtórka jest taka sama."
    ),
    "control": (
        "„take control of the battlefield” / „give control of … to an opponent”: karta zmienia "
        "kontrolującego bez zajmowania pola bitwy (nikt nie pasuje, zdolność zajęcia nie działa; "
        "RR cz. 8 › gracz kontrolujący); wsparcie przechodzi na stronę nowego kontrolującego "
        "razem z kośćmi leżącymi na nim."
    ),
    "add_to_team": (
        "„add a set-aside X to your team”: karta (postać, plan), którą gracz przyniósł do gry "
        "odłożoną na bok, wchodzi do gry w jego drużynie, z kośćmi na sobie; nie jest zagrana "
        "(nie płaci się kosztu). Silnik bierze tylko kartę odłożoną na bok bez obrażeń: postać "
        "pokonana (odłożona na bok ze swoimi obrażeniami) nie wraca."
    ),
    "mods": (
        "„Modify vehicle support.” (modyfikacja, mod): ulepszenie zagrywa się na jedno ze "
        "swoich wsparć, które ma dany podtyp (albo na postać, gdy tekst ją wymienia: „Modify "
        "droid character or support”); „attached support” to to wsparcie. Silnik traktuje je "
        "jak ulepszenie postaci: najwyżej 3 na karcie (RR cz. 1 › ulepszenia), aktywowanie "
        "wsparcia rzuca też kośćmi jego modyfikacji, a wsparcie opuszczające grę zabiera je ze "
        "sobą (odrzucone)."
    ),
    "enters_play": (
        "„this support enters play exhausted / with N resources on it”: karta jest w grze w "
        "tym stanie (wyczerpana, z N żetonami zasobów na sobie), zanim cokolwiek zareaguje na "
        "jej wejście do gry."
    ),
    "after_setup": (
        "„after setup” działa raz, po ostatnim kroku przygotowania gry (RR cz. 5 › "
        "przygotowanie), przed pierwszą akcją rundy 1; zdolności obu graczy są równoczesne."
    ),
    "phase_moments": (
        "„after the action phase ends” działa po zakończeniu fazy akcji, przed fazą utrzymania; "
        "„after the upkeep phase begins” na początku fazy utrzymania, zanim gracze przygotują "
        "karty; „after the action phase begins” na początku fazy akcji nowej rundy, zanim gracz "
        "wykona pierwszą akcję (RR cz. 5: runda to faza akcji, potem faza utrzymania)."
    ),
    "before_resolve": (
        "„before you resolve this die, …”: zdolność działa tuż przed rozpatrzeniem kości, gdy "
        "kość jest jeszcze w puli (jak każda zdolność „przed tym”, RR cz. 7 › warunek "
        "aktywacji); „increase its value by N” zwiększa wartość, z jaką ta kość zostanie "
        "rozpatrzona (jej ścianki się nie zmieniają), a „by that amount” po usunięciu zasobów "
        "to liczba usuniętych zasobów."
    ),
    "block_damage": (
        "„before attached character takes damage, … block 2 damage / block up to 2 damage / "
        "block 1 of that damage”: w chwili przed zadaniem obrażeń (RR cz. 7 › warunek "
        "aktywacji) zdolność blokuje tyle z nich (przy „up to” gracz wybiera ile); zablokowana "
        "część nie zostaje zadana, resztę blokują osłony jak zwykle."
    ),
    "keep_in_pool": (
        "„resolve one of your dice without removing it from your pool”: kość zostaje "
        "rozpatrzona jak zwykle (koszt, efekt symbolu), ale zostaje w puli z tą samą ścianką; "
        "w tej samej akcji nie można jej rozpatrzyć ponownie (RR cz. 5 › rozpatrzenie kości)."
    ),
    "choose_value": (
        "„choose a color / a number / a character subtype”, „name a card”: gracz ustala "
        "wartość, do której odnoszą się dalsze kroki tekstu („the chosen color”, „costs the "
        "chosen number”, „dice that have that subtype”, „each copy of the named card”); karta "
        "pasuje, gdy ma dokładnie tę wartość (kolor, koszt, podtyp, tytuł)."
    ),
    "activatable": (
        "„This support can be activated.”: wsparcie bez kości można aktywować akcją "
        "aktywowania (RR cz. 5 › aktywowanie postaci lub wsparcia): zostaje wyczerpane, nie "
        "rzuca się żadną kością, a zdolności „po tym, jak aktywujesz to wsparcie” działają."
    ),
    "as_if_yours": (
        "„resolve an opponent's die as if it were your own / as if it were in your pool”: "
        "kość rozpatruje gracz, który używa tej karty: on płaci jej koszt w zasobach (chyba że "
        "tekst mówi „for free”), a jej efekt jest jego (jego obrażenia, jego zasoby, jego osłony; "
        "zdolność specjalna jej karty działa tak, jakby ta karta była jego, jak w FAQ o Sprycie); "
        "po rozpatrzeniu kość wraca na kartę swojego właściciela."
    ),
    "remove_tokens": (
        "„remove N damage from …” zdejmuje żetony obrażeń z karty (także ze wsparcia); tekst "
        "mówi „usuń”, nie „ulecz”, więc nie jest to leczenie (RR cz. 8 › ulecz)."
    ),
}


def card_text_id(key: str) -> str:
    """The stable id of a rule whose authority is the card text."""
    return CARD_TEXT_PREFIX + key.replace("_", "-")


def card_text_citation(ident: str) -> str | None:
    """The citation of a card-text rule id (None for any other id)."""
    if not ident.startswith(CARD_TEXT_PREFIX):
        return None
    for key, text in CARD_TEXT.items():
        if card_text_id(key) == ident:
            return f"Tekst karty (zasada spoza polskich dokumentów): {text}"
    return None


# Ruling key -> corpus ruling id (FAQ answers and card clarifications the engine cites).
RULINGS: dict[str, str] = {
    "faq_pass_yes": f"{RR}.faq.czy-moge-wyczerpac-karte-ktorej-akcji",
    "faq_pass_no": f"{RR}.faq.czy-moge-wyczerpac-lub-zagrac-karte",
    "faq_after_during_before": f"{RR}.faq.co-sie-stanie-gdy-warunek-aktywacji",
    "faq_dooku_ackbar": f"{RR}.faq.mam-hrabiego-dooku-r9-z-1",
    "faq_obi_wan": f"{RR}.faq.co-sie-dzieje-jesli-uzyje-zdolnosci",
    "faq_readied_dice": f"{RR}.faq.co-sie-dzieje-z-koscmi-postaci",
    "faq_must_use_shields": f"{RR}.faq.czy-musze-uzyc-oslon-kiedy-jedna",
    "faq_upgrade_exhausted": f"{RR}.faq.jesli-zagram-ulepszenie-na-wyczerpana-postac",
    "faq_redeploy_full": f"{RR}.faq.czy-moge-przepisac-ulepszenie-do-postaci",
    "faq_melee_ranged": f"{RR}.faq.jaka-jest-roznica-pomiedzy-obrazeniami-wrecz",
    "faq_special_exhausted": f"{RR}.faq.czy-moge-uzyc-specjalnej-zdolnosci-wyczerpanej",
    "faq_hand_size": f"{RR}.faq.czy-moge-miec-na-rece-wiecej",
    "faq_replace_any_color": f"{RR}.faq.czy-moge-odrzucic-szare-ulepszenie-aby",
    "faq_resolve_some": f"{RR}.faq.czy-musze-rownoczesnie-rozpatrzyc-wszystkie-swoje",
    "faq_support_action": f"{RR}.faq.co-stanie-sie-jesli-zagram-karte",
    "faq_unique_copy": f"{RR}.faq.co-dzieje-sie-kiedy-chce-zagrac",
    "faq_same_name_dice": f"{RR}.faq.czy-musze-pamietac-z-ktorej-postaci",
    "faq_cheaper_replacement": f"{RR}.faq.co-stanie-sie-jesli-zastapie-jedno",
    "faq_character_die": f"{RR}.faq.czy-koscia-postaci-jest-dowolna-kosc",
    "faq_claim_rey": f"{RR}.faq.czy-moge-wykonac-dodatkowa-akcje-jesli",
    "faq_simultaneous_order": f"{RR}.faq.czy-moge-rzucic-do-puli-koscia",
    "faq_tie_pilot": f"{RR}.faq.jesli-moj-przeciwnik-ma-kosc-pilota",
    "faq_cunning_black": f"{RR}.faq.jak-spryt-r65-dziala-z-czarnym",
}

# Where official texts contradict each other: the question, the reading the engine follows and
# every source involved. Steps applying such a rule carry this as their `contested` flag.
CONTESTED_SOURCES: dict[str, dict[str, object]] = {
    "pass_no_effect": {
        "question": (
            "Czy akcja, której jedynym skutkiem jest wyczerpanie lub zagranie karty (Wsparcie "
            "awaryjne r99 bez żetonów obrażeń, Szlachetne poświęcenie r118 bez niebieskiej "
            "postaci), liczy się jako pasowanie?"
        ),
        "followed": (
            "Nie: stan gry się zmienił (przykład 2 w „Pasowanie” i druga odpowiedź FAQ; "
            "pierwsza odpowiedź FAQ mówi, że tak)."
        ),
        "sources": ["passing", "faq_pass_no", "faq_pass_yes"],
    },
    "distribute_overkill": {
        "question": (
            "Czy gracz, który sam rozdziela obrażenia, może przydzielić postaci więcej obrażeń, "
            "niż ma ona pozostałej wytrzymałości?"
        ),
        "followed": (
            "Nie: przykład z Karabinem F-11D w „Obrażenia” (punkt w „Pokonane postacie” mówi, "
            "że może)."
        ),
        "sources": ["damage", "defeat"],
    },
}


def _contested() -> dict[str, Contested]:
    from judge.engine.core.events import Contested

    table: dict[str, Contested] = {}
    for key, entry in CONTESTED_SOURCES.items():
        listed = entry["sources"]
        assert isinstance(listed, (list, tuple))
        sources = tuple(RULES.get(s) or RULINGS.get(s) or s for s in listed)
        table[key] = Contested(
            question=str(entry["question"]), followed=str(entry["followed"]), sources=sources
        )
    return table


CONTESTED = _contested()


def ref(key: str) -> str:
    """The corpus id of a rule or ruling key, or the id of a card-text rule (an id passes
    through unchanged)."""
    if key in CARD_TEXT:
        return card_text_id(key)
    return RULES.get(key) or RULINGS.get(key) or key
