"""Miniatures engine: scenario errors, abilities refused at load, decisions and forks, the site."""

from __future__ import annotations

import pytest

from judge.engine.api import load_scenario, load_scenario_text, replay, scenarios_dir
from judge.engine.core.errors import ScenarioError

BASE = """
game: swm
title: test
map:
  rows: ["......", "......", "......"]
players:
  a:
    figures:
      - {id: dooku, figure: count-dooku-of-serenno, at: A1}
  b:
    figures:
      - FIGURE
round: {first: a, phase: a}
actions: []
"""


def _text(figure: str) -> str:
    return BASE.replace("FIGURE", figure)


def test_an_ability_the_glossary_lacks_is_refused_with_its_path() -> None:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(
            _text(
                "{id: x, at: C2, card: {name: X, hit_points: 10, defense: 10, attack: 1, "
                "damage: 10, special: [Teleportation]}}"
            )
        )
    assert "players.b.figures[0].card.special[0]" in str(err.value)
    assert "Teleportation" in str(err.value)


def test_an_ability_the_engine_does_not_implement_is_refused_with_its_glossary_id() -> None:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(
            _text(
                "{id: x, at: C2, card: {name: X, hit_points: 10, defense: 10, attack: 1, "
                "damage: 10, special: [Savage]}}"
            )
        )
    message = str(err.value)
    assert "swm-rules.glossary.savage" in message and "Dzikość" in message


def test_polish_ability_names_are_read_as_the_same_entry() -> None:
    scenario = load_scenario_text(
        _text(
            "{id: x, at: C2, card: {name: X, hit_points: 10, defense: 10, attack: 1, "
            "damage: 10, special: [Podstępny Atak, Droid]}}"
        )
    )
    card = scenario.setup.card("x")
    assert card.has("cunning-attack") and card.is_droid


def test_figures_on_walls_overlapping_or_off_the_map_are_refused() -> None:
    text = _text("{id: x, figure: clone-trooper, at: A1}").replace(
        '["......", "......", "......"]', '["#.....", "......", "......"]'
    )
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(text)
    assert "ściana" in str(err.value) and "A1" in str(err.value)
    with pytest.raises(ScenarioError):
        load_scenario_text(_text("{id: x, figure: clone-trooper, at: Z9}"))


def test_two_unique_figures_of_one_name_in_a_squad_are_refused() -> None:
    text = _text("{id: x, figure: clone-trooper, at: C2}").replace(
        "      - {id: dooku, figure: count-dooku-of-serenno, at: A1}",
        "      - {id: dooku, figure: count-dooku-of-serenno, at: A1}\n"
        "      - {id: dooku2, figure: count-dooku-of-serenno, at: A2}",
    )
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(text)
    assert "Unikalny" in str(err.value)


def test_an_unknown_starter_figure_lists_the_known_ones() -> None:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(_text("{id: x, figure: yoda, at: C2}"))
    assert "clone-trooper" in str(err.value)


def test_declining_the_attack_of_opportunity_is_a_fork() -> None:
    """Declined when Obi-Wan leaves C3, Dooku has made no attack of opportunity this turn, so he
    is asked again when Obi-Wan leaves C4 (still next to him): one *made* per turn."""
    path = scenarios_dir() / "swm" / "swm08-atak-odruchowy.yaml"
    base = replay(load_scenario(path))
    step = next(e.index for e in base.steps if e.decision and e.decision.key == "dooku.aoo")
    other = base.fork(step, {"dooku.aoo": False})
    asked = [e for e in other.steps if e.decision and e.decision.key == "dooku.aoo"]
    assert [e.decision.value for e in asked] == [False, True]
    attack = next(e for e in other.steps if e.type == "attack")
    assert attack.data["sight"]["to"] == (2, 3)  # from C4, not C3
    assert base.final.fig("obiwan").damage == other.final.fig("obiwan").damage == 20


def test_unstated_rolls_come_from_the_seed_and_replays_are_identical() -> None:
    text = (scenarios_dir() / "swm" / "swm01-dooku-atakuje-obi-wana.yaml").read_text("utf-8")
    text = text.replace("attack: obiwan, roll: 11}", "attack: obiwan}")
    a = replay(load_scenario_text(text))
    b = replay(load_scenario_text(text))
    rolls = [e.data["value"] for e in a.steps if e.type == "rolled"]
    assert rolls == [e.data["value"] for e in b.steps if e.type == "rolled"]
    assert all(1 <= r <= 20 for r in rolls) and not any(
        e.data["stated"] for e in a.steps if e.type == "rolled"
    )


def test_every_step_cites_an_existing_rule() -> None:
    from judge.corpus.store import load_corpus

    corpus = load_corpus()
    for path in sorted((scenarios_dir() / "swm").glob("*.yaml")):
        for event in replay(load_scenario(path)).steps:
            assert event.cites, (path.name, event.index, event.text)
            for ident in event.cites:
                assert corpus.has_section(ident) or corpus.has_ruling(ident), ident


def test_every_implemented_entry_exists_in_the_glossary() -> None:
    from judge.engine.swm.abilities import IMPLEMENTED
    from judge.engine.swm.glossary import entry

    for key in IMPLEMENTED:
        assert entry(key).kind in ("special-ability", "force-power"), key


def test_the_site_draws_the_grid_and_the_cover_line(client) -> None:
    response = client.get("/replay?scenario=swm02-przykladowa-walka&step=13")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert '<svg viewBox="0 0' in html and "swm-grid" in html
    assert "osłona" in html and "linia z wybranego rogu" in html
    assert "Security Battle Droid" in html and "Super Battle Droid Commander" in html


def test_the_replay_index_lists_miniatures_scenarios(client) -> None:
    html = client.get("/replay").get_data(as_text=True)
    assert "swm02-przykladowa-walka" in html


def test_site_json_check_passes_for_every_scenario(client) -> None:
    """The site replays exactly what `judge replay FILE --check --json` checks: the whole
    replay's JSON twin equals the CLI's (steps, decisions, result), and that check is ok."""
    import json

    from click.testing import CliRunner

    from judge.cli import main

    for path in sorted((scenarios_dir() / "swm").glob("*.yaml")):
        site = client.get(f"/api/replay?scenario={path.stem}").get_json()
        assert site["steps"][0]["board"]["game"] == "swm", path.name
        done = CliRunner().invoke(main, ["replay", str(path), "--check", "--json"])
        assert done.exit_code == 0, (path.name, done.output[-2000:])
        cli = json.loads(done.output)
        assert cli.pop("check") == {"ok": True, "mismatches": []}, path.name
        assert site == cli, path.name


SQUEEZE = """
game: swm
title: przeciskanie
map:
  rows: ["......", "......", "##.###", "......", "......"]
players:
  a:
    figures:
      - id: big
        at: B4
        card: {name: Duży droid, hit_points: 50, defense: 15, attack: 5, damage: 20,
               special: [Large, Droid]}
  b:
    figures:
      - ENEMY
round: {first: a, phase: a}
actions:
  - {player: a, activate: big}
  - {player: a, move: [B3, B2, B1]}
"""


def test_a_large_figure_squeezes_through_a_corridor_one_square_wide() -> None:
    """„Duże postacie mogą przeciskać się przejściami o szerokości 1 pola […] pod warunkiem, że
    mają możliwość zakończenia ruchu na miejscu, którym mogą normalnie zajmować.”"""
    result = replay(
        load_scenario_text(SQUEEZE.replace("ENEMY", "{id: e, figure: clone-trooper, at: F5}"))
    )
    moves = [e for e in result.steps if e.type == "moved"]
    assert [m.data["square"] for m in moves] == ["B3", "B2", "B1"]
    assert "przeciska" in moves[0].text and "przeciska" in moves[1].text
    assert "przeciska" not in moves[2].text
    assert result.final.fig("big").at == (1, 0)


def test_a_large_figure_cannot_end_squeezed_nor_squeeze_past_an_enemy() -> None:
    """„… zakończenia ruchu na miejscu, którym mogą normalnie zajmować.” | „Postacie nie mogą
    przeciskać się koło wrogów.”"""
    ends_inside = SQUEEZE.replace("ENEMY", "{id: e, figure: clone-trooper, at: F5}").replace(
        "move: [B3, B2, B1]", "move: [B3]"
    )
    refused = [e for e in replay(load_scenario_text(ends_inside)).steps if e.type == "refused"]
    assert len(refused) == 1 and "B3" in refused[0].text
    enemy_near = SQUEEZE.replace("ENEMY", "{id: e, figure: clone-trooper, at: D2}")
    result = replay(load_scenario_text(enemy_near))
    assert [e.type for e in result.steps].count("refused") == 1
    assert result.final.fig("big").at == (1, 3)


def test_the_attack_step_carries_a_clear_line_of_sight_to_draw() -> None:
    from fractions import Fraction

    from judge.engine.swm import geometry
    from judge.engine.swm.geometry import Segment

    result = replay(load_scenario(scenarios_dir() / "swm" / "swm02-przykladowa-walka.yaml"))
    attack = next(e for e in result.steps if e.type == "attack")
    sight = result.step_json(attack.index)["board"]["sight"]
    assert sight["cover"] is True and list(sight["by"]) == ["ściana E3", "ściana F3"]
    x0, y0, x1, y1 = (Fraction(v).limit_denominator(1000) for v in sight["line"])
    walls = result.scenario.setup.grid.wall_segments(frozenset())
    line = Segment((x0, y0), (x1, y1))
    # the drawn line is rounded to 3 decimals: it still misses every wall of this map
    assert not any(geometry.segments_meet(line, w) for w in walls)


HIDING = """
game: swm
title: skradanie
map:
  rows: ["..............", "..............", ".............."]
players:
  a:
    figures:
      - {id: ct, figure: clone-trooper, at: A2}
      - {id: ct2, figure: clone-trooper, at: C2, activated: true}
  b:
    figures:
      - id: sneaky
        at: I2
        card: {name: Skrytobójca, hit_points: 10, defense: 10, attack: 1, damage: 10,
               special: [ABILITY]}
      - {id: sbd, figure: security-battle-droid, at: M2, activated: true}
round: {first: a, phase: a}
actions:
  - {player: a, activate: ct}
  - {player: a, attack: sbd, roll: 15}
"""


@pytest.mark.parametrize(
    ("ability", "refused"),
    [
        # „Jeśli postać ta posiada osłonę, nie liczy się jej jako najbliższy cel przy wyborze
        # celu jeśli atakujący znajduje się dalej niż 6 pól.” (sneaky: covered by ct2, 8 away)
        ("Stealth", 0),
        # „Nigdy nie liczy się jako najbliższy wróg.”
        ("Invisibility", 0),
        # „Jeśli postać ta posiada osłonę, niesąsiadujący wrogowie nie mogą […] jej traktować jako
        # najbliższy cel podczas wybierania celu.”
        ("Cloaked", 0),
        # without any of them the covered droid (M2) is not the nearest: sneaky is
        ("Droid", 1),
    ],
)
def test_hiding_abilities_change_who_is_the_nearest_enemy(ability: str, refused: int) -> None:
    result = replay(load_scenario_text(HIDING.replace("ABILITY", ability)))
    assert [e.type for e in result.steps].count("refused") == refused


def test_stealth_within_six_squares_is_the_nearest_as_usual() -> None:
    """„Zastosuj normalne zasady dla osłony, jeśli postać ze Skradaniem się jest w zasięgu 6 pól
    od atakującego.”"""
    text = HIDING.replace("ABILITY", "Stealth").replace("at: I2", "at: F2")
    result = replay(load_scenario_text(text))
    assert [e.type for e in result.steps].count("refused") == 1


MOVER = """
game: swm
title: lot
map:
  rows: ["......", ".~O...", "......"]
players:
  a:
    figures:
      - id: flyer
        at: A2
        card: {name: Latacz, hit_points: 10, defense: 10, attack: 1, damage: 10,
               special: [ABILITY]}
  b:
    figures:
      - {id: sbd, figure: security-battle-droid, at: A3, activated: true}
round: {first: a, phase: a}
actions:
  - {player: a, activate: flyer}
  - {player: a, move: [B2, C2, D2]}
"""


def test_flight_ignores_pits_and_terrain_and_provokes_no_attack_of_opportunity() -> None:
    """„Postać ta ignoruje wrogie postacie, niskie obiekty, trudny teren i zagłębienia podczas
    poruszania. […] nie mogą oni wykonać ataku odruchowego przeciwko niej.”"""
    result = replay(load_scenario_text(MOVER.replace("ABILITY", "Flight")))
    assert [e.data["cost"] for e in result.steps if e.type == "moved"] == [1, 1, 1]
    assert not any(e.type == "attack" for e in result.steps)
    ends_in_pit = MOVER.replace("ABILITY", "Flight").replace("[B2, C2, D2]", "[B2, C2]")
    assert [e.type for e in replay(load_scenario_text(ends_in_pit)).steps].count("refused") == 1


def test_stable_footing_pays_no_extra_for_difficult_terrain() -> None:
    """„Postać ta może poruszać się po terenie spowalniającym ruch (takim jak trudny teren i
    niskie obiekty) nie ponosząc dodatkowego kosztu ruchu.”"""
    text = MOVER.replace("ABILITY", "Stable Footing").replace("[B2, C2, D2]", "[B2]")
    text = text.replace("at: A3, activated: true", "at: F3, activated: true")
    result = replay(load_scenario_text(text))
    assert [e.data["cost"] for e in result.steps if e.type == "moved"] == [1]
