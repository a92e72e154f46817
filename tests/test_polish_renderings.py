"""Polish renderings of AW/SoR cards without a Polish text (issue 11): the project's own
(tests/data/polish_renderings.yaml) and a second translator's of the same cards
(tests/data/polish_renderings_2.yaml).

The split tests/data/polish_renderings.validation holds 30 % of the codes out of both files:
the grammar is widened on the rest only, so only the tuned part is gated here. The held-out
part is measured (`judge bench grammar --json`: renderings*_validation_ok_rate), never tuned
on, and never asserted: a gate on it would make fixing its failures part of the work."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.parse import parse_card_text
from judge.cards.polish_split import renderings, renderings_validation_codes

# The files of this checkout (CI installs the wheel, which has no tests/: the package's default
# paths would point into site-packages and the gates would silently skip).
TESTS_DATA = Path(__file__).resolve().parent / "data"
RENDERINGS_FILE = TESTS_DATA / "polish_renderings.yaml"
RENDERINGS_2_FILE = TESTS_DATA / "polish_renderings_2.yaml"
RENDERINGS_SPLIT_FILE = TESTS_DATA / "polish_renderings.validation"
LATER_FILE = TESTS_DATA / "polish_renderings_later.yaml"
LATER_SPLIT_FILE = TESTS_DATA / "polish_renderings_later.validation"

# The tuned share that must parse, per file (measured when set: 124/135 and 124/135; the second
# file was at 114/135 when it was adopted, before any change made for it).
FLOORS = {RENDERINGS_FILE.name: 0.90, RENDERINGS_2_FILE.name: 0.90}


@pytest.fixture(scope="module")
def split() -> frozenset[str]:
    codes = renderings_validation_codes(RENDERINGS_SPLIT_FILE)
    assert codes, f"{RENDERINGS_SPLIT_FILE} is missing or empty"
    return codes


@pytest.mark.parametrize("path", [RENDERINGS_FILE, RENDERINGS_2_FILE], ids=lambda p: p.name)
def test_the_held_out_codes_are_the_same_in_both_files(path, split) -> None:
    texts = renderings(path)
    assert texts, f"{path} is missing"
    assert split <= set(texts)  # every held-out card is worded in each file
    assert len(split) / len(texts) == pytest.approx(0.30, abs=0.01)


@pytest.mark.parametrize("path", [RENDERINGS_FILE, RENDERINGS_2_FILE], ids=lambda p: p.name)
def test_the_tuned_renderings_parse(path, split) -> None:
    tuned = {code: text for code, text in renderings(path).items() if code not in split}
    failed = sorted(code for code, text in tuned.items() if not parse_card_text(text).ok)
    rate = 1 - len(failed) / len(tuned)
    assert rate >= FLOORS[path.name], f"{rate:.1%} of the tuned renderings parse; failing: {failed}"


def test_the_later_split_holds_out_30_percent_of_the_later_renderings() -> None:
    texts = renderings(LATER_FILE)
    held_out = renderings_validation_codes(LATER_SPLIT_FILE)
    assert len(texts) == 1407
    assert held_out <= set(texts)
    assert len(held_out) / len(texts) == pytest.approx(0.30, abs=0.01)


# The tuned share of the later-set renderings that must parse: a floor under the figure measured
# when it was set (later sets bring mechanics the grammar refuses by design, so it is low).
LATER_FLOOR = 0.48


def test_the_tuned_later_renderings_parse() -> None:
    held_out = renderings_validation_codes(LATER_SPLIT_FILE)
    tuned = {c: t for c, t in renderings(LATER_FILE).items() if c not in held_out}
    parsed = sum(parse_card_text(text).ok for text in tuned.values())
    assert parsed / len(tuned) >= LATER_FLOOR, f"{parsed}/{len(tuned)} tuned later renderings"
