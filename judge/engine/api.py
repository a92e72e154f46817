"""The engine's library API (used by `judge replay` and by the web viewer, in-process).

    from judge.engine.api import load_scenario, replay, compare
    scenario = load_scenario("rulings/scenarios/c55-dooku-ackbar.yaml", cards_path=...)
    r = replay(scenario, {"dooku.use": True})
    r.steps[4].text, r.state_at(4), r.board_at(4), r.step_json(4)
    other = r.fork(at_step=12, decisions={"order": ["jango", "raider"]})
    compare(r, other)            # where they part and how their final states differ
    r.to_json()                  # identical to `judge replay FILE --json`

A scenario names its game (`game: destiny|lcg|swm`, Destiny when absent); the registry
(`judge.engine.games`) finds it, and everything here works the same for every game.

Invalid scenarios raise `ScenarioError` (a `JudgeError`, exit 2) listing every problem with
its path in the file; an engine stop (unparsed card text, a loop at the step cap) raises
`EngineStop` (exit 3). The step JSON is documented in `judge/engine/README.md`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from judge import safeyaml
from judge.config import Settings
from judge.engine.core.errors import EngineStop, ScenarioError
from judge.engine.core.game import Game
from judge.engine.core.replay import JSON_FORMAT, Replay, compare, run_replay
from judge.engine.core.runner import Asker, Budget, replay_budget
from judge.engine.core.scenario import (
    Scenario,
    game_name,
    parse_yaml,
    read_path,
    validate_and_build,
)
from judge.engine.games import GAMES
from judge.errors import JudgeError
from judge.resources import grammar_dir, rulings_dir

__all__ = [
    "JSON_FORMAT",
    "Budget",
    "EngineStop",
    "Replay",
    "Scenario",
    "ScenarioError",
    "compare",
    "executable_cards",
    "game_of",
    "list_scenarios",
    "load_scenario",
    "load_scenario_text",
    "parse_decision",
    "replay",
    "replay_budget",
    "scenarios_dir",
]


DECISION_LIMITS = safeyaml.Limits(max_depth=4, max_nodes=200, max_string_chars=200)


def parse_decision(text: str) -> tuple[str, Any]:
    """`KEY=VALUE` (as `judge replay --decide` and the site's `?decide=` take it) → (key,
    value); the value is read as YAML (`tak`, `[jango, raider]`, `{rey: 2}`), bounded
    (`DECISION_LIMITS`): a decision is a word, a number or a short list, and it comes from
    anyone with a URL."""
    if "=" not in text:
        raise JudgeError(
            f"Decyzja ma postać KLUCZ=WARTOŚĆ (np. dooku.use=tak); podano „{text[:60]}”."
        )
    key, raw = text.split("=", 1)
    try:
        value = safeyaml.load(raw, limits=DECISION_LIMITS) if raw.strip() else None
    except safeyaml.YamlRefused as exc:
        if not exc.syntax:
            raise JudgeError(f"Decyzja {key.strip()[:60]}: {exc.message}") from None
        value = raw  # not YAML: the plain text is the answer
    return key.strip(), value


def game_of(scenario: Scenario) -> Game:
    """The game a loaded scenario belongs to."""
    return GAMES.get(scenario.game)


def load_scenario(
    path: Path | str, *, cards_path: Path | str | None = None, settings: Settings | None = None
) -> Scenario:
    """Load and validate a scenario file (cards by code come from the game's card data)."""
    path = Path(path)
    scenario = load_scenario_text(
        read_path(path), name=path.stem, cards_path=cards_path, settings=settings
    )
    scenario.path = path
    return scenario


def load_scenario_text(
    text: str,
    *,
    name: str = "",
    cards_path: Path | str | None = None,
    settings: Settings | None = None,
) -> Scenario:
    """Load and validate a scenario given as YAML text (an upload or a paste)."""
    data = parse_yaml(text, name=name or "scenariusz")
    game = GAMES.get(game_name(data, GAMES.names(), GAMES.default))

    def build(checked: Mapping[str, Any]) -> Scenario:
        return game.build(checked, name=name, settings=settings, cards_path=cards_path)

    return validate_and_build(data, game.schema(), build)


def scenarios_dir() -> Path:
    return rulings_dir() / "scenarios"


def list_scenarios() -> list[dict[str, Any]]:
    """The shipped scenarios (`rulings/scenarios/*.yaml`, and one directory down for the
    games that keep theirs apart): file (relative to the directory), id (also as `name`),
    game, title, note case, ruling and section ids."""
    import yaml

    root = scenarios_dir()
    out = []
    for path in sorted([*root.glob("*.yaml"), *root.glob("*/*.yaml")]):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError):
            continue
        if not isinstance(data, dict):
            continue
        sources = data.get("sources") or {}
        file = path.relative_to(root).as_posix()
        out.append(
            {
                "file": file,
                "id": data.get("id") or path.stem,
                "name": data.get("id") or path.stem,
                "game": data.get("game") or GAMES.default,
                "title": data.get("title") or path.stem,
                "case": data.get("case"),
                "rulings": list(sources.get("rulings") or []),
                "sections": list(sources.get("sections") or []),
            }
        )
    return out


def replay(
    scenario: Scenario,
    decisions: Mapping[str, Any] | None = None,
    *,
    asker: Asker | None = None,
    validate: Sequence[str] | bool | None = None,
) -> Replay:
    """Run the scenario (with `decisions` overriding the file's) and return the replay.

    `asker(key, question, options, default, decider)`, when given, is asked for every decision
    no input gives (instead of applying its default); the answers become inputs of the
    replay, so forks of it replay them without asking again. `validate` (Destiny: "team",
    "deck", or True for both) checks the players' team and deck building before play, as the
    scenario's own `validate:` does."""
    return run_replay(game_of(scenario), scenario, decisions, asker=asker, validate=validate)


EXECUTABLE_CACHE = "engine-executable.json"


def executable_cards(database: Any, cache_dir: Path | None = None) -> dict[str, bool]:
    """Card code → whether the Destiny engine executes every ability of the card without a
    refusal, on the smoke run's boards (`judge.engine.destiny.smoke`), for every card of
    `database` (a loaded card database) that has a text.

    The smoke run is deterministic: its result is a function of the card data and of the
    program (the package's code, its grammar). With `cache_dir` (the data directory) the
    result is kept in `engine-executable.json` under a digest of both, so `judge cards check`
    runs the smoke again only when the cards or the program changed."""
    from judge.engine.destiny import smoke

    cards = sorted(database.cards.values(), key=lambda c: c.code)
    key = _executable_key(cards) if cache_dir is not None else ""
    path = cache_dir / EXECUTABLE_CACHE if cache_dir is not None else None
    if path is not None:
        try:
            cached = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(cached, dict) and cached.get("key") == key:
                return {str(code): bool(ok) for code, ok in cached["cards"].items()}
        except (OSError, ValueError, KeyError, AttributeError):
            pass  # no cache, or one from another version: measure
    result = {
        result.code: result.executable
        for result in smoke.smoke_pool(cards, database)
        if result.abilities or result.static is not None
    }
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_suffix(".tmp")
            partial.write_text(json.dumps({"key": key, "cards": result}), encoding="utf-8")
            partial.replace(path)
        except OSError:
            pass  # a read-only data directory: the figures stand, only the next run is slower
    return result


def _executable_key(cards: Sequence[Any]) -> str:
    """A digest of what the smoke run reads: every card's record, the package's source and
    its grammar files."""
    import hashlib

    import judge

    digest = hashlib.sha256()
    for card in cards:
        digest.update(repr(card).encode("utf-8"))
    package = Path(judge.__file__).parent
    for root in (package, grammar_dir()):
        for file in sorted(root.rglob("*")):
            if file.is_file() and file.suffix not in (".pyc",) and "__pycache__" not in file.parts:
                digest.update(str(file.relative_to(root)).encode("utf-8"))
                digest.update(file.read_bytes())
    return digest.hexdigest()
