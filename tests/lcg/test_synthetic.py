"""Synthetic LCG sentences (frames × effect verbs × amounts × targets) read as composed."""

from __future__ import annotations

import random

from judge.cards.lcg.synthetic import FRAMES, TARGETS, VERBS, Sentence, sentences


def test_a_seeded_sample_of_synthetic_sentences_reads_as_composed() -> None:
    # The whole set (`figures()`) takes ~40 s; a seeded sample keeps the suite fast.
    sample = random.Random(16).sample(list(sentences()), 300)
    wrong = [(s.text, s.problem()) for s in sample if s.problem() is not None]
    assert wrong == []


def test_every_frame_verb_and_target_is_composed() -> None:
    texts = [s.text for s in sentences()]
    assert len(texts) == len(set(texts)) > 4000
    for part in (*FRAMES, *VERBS, *TARGETS):
        assert any(s.frame is part or s.verb is part or s.target is part for s in sentences()), part


def test_the_check_catches_a_wrong_reading() -> None:
    enemy = next(t for t in TARGETS if t.text == "a target enemy unit")
    friendly = next(t for t in TARGETS if t.text == "a target friendly unit")
    deal = next(v for v in VERBS if v.name == "deal")
    action = next(f for f in FRAMES if f.name == "action")
    reaction = next(f for f in FRAMES if f.name == "reaction")
    text = "Action: Deal 2 damage to a target enemy unit."
    assert Sentence(text, action, deal, 2, enemy).problem() is None
    assert Sentence(text, action, deal, 2, friendly).problem() is not None
    assert Sentence(text, action, deal, 3, enemy).problem() is not None
    assert Sentence(text, reaction, deal, 2, enemy).problem() is not None
