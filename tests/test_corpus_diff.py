"""The comparison of the previous and the current Destiny Rules Reference (and of any two
editions linked by `superseded_by`)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli import main
from judge.corpus.diff import EditionDiff, SectionChange, word_diff
from judge.corpus.store import load_corpus, read_corpus
from judge.errors import NotFound
from judge.resources import rulebook_dir, rulings_dir


@pytest.fixture(scope="module")
def diff() -> EditionDiff:
    return load_corpus().diff()


def change_of(diff: EditionDiff, new_id: str) -> SectionChange:
    return next(c for c in diff.changes if c.new is not None and c.new.id == new_id)


def test_replacing_an_upgrade_changed_from_lower_to_higher(diff: EditionDiff) -> None:
    change = change_of(diff, "destiny-rr.cz5.akcje.zagranie-karty-z-reki")
    assert change.status == "changed"
    ops = [(op.op, op.text) for op in change.ops]
    at = ops.index(("delete", "niższy"))
    assert ops[at + 1] == ("insert", "wyższy")
    assert ops[at - 1][1].endswith("Jeśli koszt starego ulepszenia jest równy lub")


def test_sections_are_paired_across_renames_and_moves(diff: EditionDiff) -> None:
    renamed = change_of(diff, "destiny-rr.cz3.strefa-boczna")
    assert renamed.old is not None and renamed.old.id == "destiny-rr-prev.cz3.kosci-odlozone-na-bok"
    moved = change_of(diff, "destiny-rr.cz7.kolejka")  # under "Zdolności aktywowane" before
    assert moved.old is not None
    assert moved.old.id == "destiny-rr-prev.cz7.zdolnosci-aktywowane.kolejka"
    assert change_of(diff, "destiny-rr.cz1.stronnictwo").status == "unchanged"


def test_what_is_new_in_the_current_edition(diff: EditionDiff) -> None:
    added = {c.new.id for c in diff.by_status("added") if c.new}
    assert "destiny-rr.cz7.integralne-zdolnosci-kosci" in added
    assert "destiny-rr.faq" in added
    assert sum(diff.summary().values()) == len(diff.changes)


def test_card_references_in_both_notations_are_not_a_change() -> None:
    ops = word_diff("Lei Organy (28) za 16", "Lei Organy (r28) za 16")
    assert [op.op for op in ops] == ["equal"]
    assert ops[0].text == "Lei Organy (r28) za 16"


def test_rules_diff_cli_json() -> None:
    result = CliRunner().invoke(main, ["rules", "diff", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["old"] == "destiny-rr-prev" and data["new"] == "destiny-rr"
    changed = [s for s in data["sections"] if s["status"] == "changed"]
    assert changed and all(s["diff"] for s in changed)
    assert "unchanged" not in {s["status"] for s in data["sections"]}
    text = CliRunner().invoke(main, ["rules", "diff"]).output
    assert "[-niższy-] {+wyższy+}" in text


def test_symbols_lost_by_the_old_source_are_not_a_change(diff: EditionDiff) -> None:
    guardian = change_of(diff, "destiny-rr.cz7.slowa-kluczowe.straznik")
    assert guardian.old is not None and "([?] lub [?])" in guardian.old.text
    changed = [(op.op, op.text) for op in guardian.ops if op.op != "equal"]
    assert changed == [("delete", "kości."), ("insert", "kości")]  # only the full stop differs
    assert change_of(diff, "destiny-rr.cz2.modyfikator").status == "unchanged"
    assert word_diff("kopii unikatowej ([?]) postaci", "kopii unikatowej (*) postaci")[0].op == (
        "equal"
    )


def test_a_next_edition_added_by_hand_is_compared_with_the_one_it_supersedes(
    tmp_path: Path,
) -> None:
    """The README's recipe: copy the current file, give it a new id, mark the old one
    `superseded_by` it, rename the id prefix and edit a section."""
    rulebook = tmp_path / "rulebook"
    shutil.copytree(rulebook_dir(), rulebook)
    current = (rulebook / "destiny-rr.yaml").read_text(encoding="utf-8")
    (rulebook / "destiny-rr.yaml").write_text(
        current.replace(
            "  edition: bieżące\n", "  edition: bieżące\n  superseded_by: destiny-rr2\n"
        ),
        encoding="utf-8",
    )
    edited = current.replace("id: destiny-rr", "id: destiny-rr2").replace(
        "id: destiny-rr.", "id: destiny-rr2."
    )
    edited = edited.replace("równy lub wyższy", "równy lub dowolny", 1)
    (rulebook / "destiny-rr2.yaml").write_text(edited, encoding="utf-8")
    corpus = read_corpus(rulebook, rulings_dir())

    newest = corpus.diff(old_id="destiny-rr")
    assert (newest.old_document, newest.new_document) == ("destiny-rr", "destiny-rr2")
    changed = [c for c in newest.changes if c.status == "changed"]
    assert [c.new.id for c in changed if c.new] == ["destiny-rr2.cz5.akcje.zagranie-karty-z-reki"]
    assert (
        corpus.diff(new_id="destiny-rr").old_document == "destiny-rr-prev"
    )  # the default pair stays
    with pytest.raises(NotFound, match="nie ma nowszego wydania"):
        corpus.diff(old_id="destiny-rr2")


def test_cli_compares_the_editions_named() -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["rules", "diff", "--old", "destiny-rr-prev", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output)["new"] == "destiny-rr"
    result = runner.invoke(main, ["rules", "diff", "--new", "destiny-qs"])
    assert result.exit_code == 2
    assert "nie zastępuje żadnego" in result.output
