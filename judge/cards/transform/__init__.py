"""From the parse tree of one Polish sentence to typed AST nodes (`judge.cards.ast`).

The package follows the grammar's seams (issue 11):

* `values`: the typed intermediate values: a noun phrase as written (`NP`), as read
  (`Phrase`), a complement (`Comp`), a clause (`Clause`), and what a sentence contributes to an
  ability (`Sentence`);
* `phrases`: noun phrases, by sense and case (quantity, determiners, modifiers, owners and
  compound heads, participles and icons after the head), and their targets and amounts;
* `relatives`, `reminders`: relative clauses, parentheses, "tak, jakby …", what a die shows;
* `frames`: the verbs' frames, complements read by semantic role;
* `clauses`: a clause read as an effect, an event, a condition or a persistent statement;
* `sentences`: the Lark Transformer over sentences (triggers, restrictions, chains of effects
  joined by coordination, purpose, condition and replacement).

A frame or reading that meets words it cannot map raises `FrameError`, so the sentence is
reported as unparsed, never half understood.
"""

from judge.cards.transform.frames import SET_PREFIXES
from judge.cards.transform.sentences import SentenceTransformer
from judge.cards.transform.values import FrameError, Sentence

__all__ = ["SET_PREFIXES", "FrameError", "Sentence", "SentenceTransformer"]
