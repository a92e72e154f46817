"""`judge replay FILE|ID [--step N] [--json] [--check] [--decide KEY=VALUE ...]`."""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

import click

from judge import safeyaml
from judge.config import Settings
from judge.engine.api import (
    DECISION_LIMITS,
    JSON_FORMAT,
    EngineStop,
    Replay,
    list_scenarios,
    load_scenario,
    parse_decision,
    scenarios_dir,
)
from judge.engine.api import replay as run_replay
from judge.errors import JudgeError


@click.command()
@click.argument("file", type=click.Path(dir_okay=False), metavar="PLIK|ID", required=False)
@click.option("--list", "list_only", is_flag=True, help="Wypisz wbudowane scenariusze (id, tytuł).")
@click.option("--step", "step", type=int, default=None, help="Pokaż stan po kroku N.")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako JSON (format judge-replay/1).")
@click.option("--check", is_flag=True, help="Sprawdź „expect:”; kod 1 przy niezgodności.")
@click.option(
    "--decide",
    "decide",
    multiple=True,
    metavar="KLUCZ=WARTOŚĆ",
    help="Decyzja (np. dooku.use=tak, order=[jango,raider]); można powtarzać.",
)
@click.option(
    "--ask",
    is_flag=True,
    help="Pytaj o każdą decyzję, której nie podano (zamiast stosować domyślną).",
)
@click.option(
    "--validate",
    is_flag=True,
    help="Przed grą sprawdź budowę drużyn i talii graczy (RR cz. 4).",
)
@click.pass_obj
def replay(
    settings: Settings,
    file: str | None,
    list_only: bool,
    step: int | None,
    as_json: bool,
    check: bool,
    decide: tuple,
    ask: bool,
    validate: bool,
) -> None:
    """Odtwórz scenariusz krok po kroku, z zasadą stojącą za każdym krokiem.

    PLIK to scenariusz YAML; ID to wbudowany scenariusz (np. c37-nightsister-self-defeat,
    także numer przypadku, np. C37; lista: --list).

    Kody wyjścia: 0 — w porządku, 1 — „--check” wykrył niezgodność z „expect:”,
    2 — nieprawidłowy scenariusz (każdy błąd ze ścieżką w pliku), 3 — silnik się zatrzymał
    (nierozpoznany tekst karty, pętla zdolności).
    """
    if list_only:
        _print_list(as_json)
        return
    if file is None:
        raise click.UsageError("Podaj plik scenariusza albo id wbudowanego (lista: --list).")
    decisions = dict(parse_decision(d) for d in decide)
    scenario = load_scenario(scenario_path(file), settings=settings)
    try:
        result = run_replay(scenario, decisions, asker=_ask if ask else None, validate=validate)
    except EngineStop as stop:
        if stop.replay is not None:
            _print_stop(stop.replay, stop, as_json)
        raise
    result.require_asked(decisions)
    for warning in result.warnings:
        click.echo(f"Uwaga: {warning}", err=True)
    if step is not None and not 0 <= step < len(result.steps):
        raise JudgeError(f"--step: krok {step} poza zakresem 0..{len(result.steps) - 1}.")
    mismatches = result.check() if check else []
    if as_json:
        if step is not None:
            data: dict[str, Any] = {
                "format": JSON_FORMAT,
                "scenario": result.to_json()["scenario"],
                "step": result.step_json(step),
            }
        else:
            data = result.to_json(with_check=check)
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        _print(result, step)
        if check:
            _print_check(result, mismatches)
    if check and mismatches:
        raise SystemExit(1)


def scenario_path(name: str) -> Path:
    """The file to replay: `name` itself when it is a file, else the shipped scenario with
    that id (or file name, or note case such as "C37" when only one golden scenario has it).
    An unknown name is refused (exit 2) with the closest ids."""
    path = Path(name)
    if path.exists():
        return path
    entries = list_scenarios()
    for entry in entries:
        if name in (entry["id"], entry["file"], entry["file"].removesuffix(".yaml")):
            return scenarios_dir() / entry["file"]
    key = name.strip().casefold()
    golden = [e for e in entries if "/" not in e["file"] and (e["case"] or "").casefold() == key]
    if len(golden) == 1:
        return scenarios_dir() / golden[0]["file"]
    ids = [entry["id"] for entry in entries]
    close = [e["id"] for e in entries if (e["case"] or "").casefold() == key]
    close += [i for i in ids if i.casefold().startswith(key) and i not in close]
    close += [i for i in ids if key in i.casefold() and i not in close]
    close += [i for i in difflib.get_close_matches(name, ids, n=5, cutoff=0.6) if i not in close]
    close += [i for i in ids if _word_close(key, i) and i not in close]
    hint = f" Podobne: {', '.join(close[:8])}." if close else ""
    raise JudgeError(
        f"Nie ma pliku ani wbudowanego scenariusza „{name}”.{hint} Wszystkie: judge replay --list."
    )


def _print_list(as_json: bool) -> None:
    entries = list_scenarios()
    if as_json:
        click.echo(json.dumps(entries, ensure_ascii=False, indent=2))
        return
    for entry in entries:
        case = f" ({entry['case']})" if entry["case"] else ""
        click.echo(f"{entry['id']}\n    {entry['title']}{case}")


def _word_close(key: str, ident: str) -> bool:
    """Whether a word of `key` is a near miss of a word of the id ("nightsistr")."""
    words = ident.split("-")
    return any(
        difflib.get_close_matches(word, words, n=1, cutoff=0.8)
        for word in key.replace("_", "-").split("-")
        if len(word) >= 4
    )


def cite(result: Replay, ident: str) -> str:
    """A cited section or ruling as a judge reads it out; the id when the corpus lacks it."""
    return result.citation(ident) or ident


STOP_TAIL = 20  # steps shown before an engine stop (the JSON and the text alike)


def _print_stop(result: Replay, stop: EngineStop, as_json: bool) -> None:
    """An engine stop (exit 3) still shows what happened up to it: the last steps and the
    reason the engine stopped (the error message also goes to stderr)."""
    total = len(result.steps)
    first = max(0, total - STOP_TAIL)
    if as_json:
        data = {
            "format": JSON_FORMAT,
            "scenario": result.to_json_header(),
            "stopped": {
                "message": stop.message,
                "exit_code": stop.exit_code,
                "steps_total": total,
                "first_step_shown": first,
            },
            "steps": [result.step_json(i) for i in range(first, total)],
        }
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    scenario = result.scenario
    click.echo(f"Scenariusz: {scenario.title}" + (f" ({scenario.case})" if scenario.case else ""))
    if first:
        click.echo(f"     … kroki 0–{first - 1} pominięte (pokazano ostatnie {total - first})")
    _print_steps(result, first, total - 1)
    click.echo("")
    click.echo(f"Silnik zatrzymał się po kroku {total - 1}: {stop.message}")


def _ask(key: str, question: str, options: list[Any] | None, default: Any, decider: str) -> Any:
    """Ask on the terminal (stderr, so `--json` output stays clean); empty answer = default."""
    click.echo(f"\n{question}", err=True)
    click.echo(f"  decyduje: {decider}; klucz: {key}", err=True)
    if options:
        click.echo(
            "  możliwe: " + ", ".join(json.dumps(o, ensure_ascii=False) for o in options), err=True
        )
    raw = click.prompt(
        "  wybór (YAML; Enter = domyślna)",
        default=json.dumps(default, ensure_ascii=False),
        err=True,
        show_default=True,
    )
    try:
        return safeyaml.load(raw, limits=DECISION_LIMITS)
    except safeyaml.YamlRefused as exc:
        if not exc.syntax:
            raise JudgeError(f"Decyzja {key}: {exc.message}") from None
        return raw  # not YAML: the plain text is the answer


def _print(result: Replay, step: int | None) -> None:
    scenario = result.scenario
    click.echo(f"Scenariusz: {scenario.title}" + (f" ({scenario.case})" if scenario.case else ""))
    last = step if step is not None else len(result.steps) - 1
    _print_steps(result, 0, last)
    _print_state(result, last)


def _print_steps(result: Replay, first: int, last: int) -> None:
    for event in result.steps[first : last + 1]:
        indent = "  " * event.depth
        click.echo(f"{event.index:>4} {indent}{event.text}")
        if event.decision is not None:
            d = event.decision
            who = "domyślnie" if d.default else "decyzja"
            rule = f" ({cite(result, d.rule)})" if d.rule else ""
            click.echo(f"     {indent}  ↳ {who} „{d.key}” — decyduje {d.decider}{rule}")
        if event.cites:
            click.echo(f"     {indent}  § " + "; ".join(cite(result, c) for c in event.cites))
        if event.contested is not None:
            c = event.contested
            click.echo(f"     {indent}  ⚠ SPORNE: {c.question} Przyjęto: {c.followed}")
            click.echo(f"     {indent}    źródła: " + "; ".join(cite(result, s) for s in c.sources))


def _print_state(result: Replay, last: int) -> None:
    click.echo("")
    click.echo(f"Stan po kroku {last}:")
    for line in result.game.state_lines(result.step_json(last)):
        click.echo(line)


def _print_check(result: Replay, mismatches: list[tuple[str, Any, Any]]) -> None:
    if not mismatches:
        click.echo("\nexpect: zgodne (wszystkie oczekiwania spełnione).")
        return
    click.echo(f"\nexpect: {len(mismatches)} niezgodności:")
    for path, expected, actual in mismatches:
        click.echo(f"  {path}:\n    - oczekiwano: {expected!r}\n    + jest:       {actual!r}")
