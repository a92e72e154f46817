"""English card text into the same ability AST as the Polish grammar (`judge.cards.ast`).

Every later set of Star Wars: Destiny exists in English only, and Polish players play them; a
Polish judge reads any English card in Polish through `judge.cards.describe`.

* `lexicon`: every word the grammar knows, as a lemma with a word class (verbs with their
  forms, nouns with their plurals, game subtypes, colours, function words, multi-word terms);
* `lexer`: a sentence into word-class tokens (the token's value is the lemma), retyping glue
  words by what follows them (comma / and / or / to / that before a verb join clauses);
* `grammar/destiny_en.lark`: the LALR grammar over word classes (sentences, triggers,
  conditions, clauses, verb phrases, noun phrases with determiners, modifiers and
  post-modifiers), loaded by `grammar` with tables shipped next to it;
* `transform`: the tree into AST nodes: noun phrases become targets and amounts, each verb's
  frame takes the complements it knows and refuses the others (`FrameError`: the sentence is
  reported, never half understood);
* `segment` and `parse`: lines, ability headers ("Action -", "Power Action -", "Claim -",
  "[special] -"), keyword lines, sentences, and abilities (`parse_english`);
* `split`: the committed validation split (`grammar/destiny_en.validation`), measured by
  `judge bench grammar --json`, never tuned on.

Mechanics of later sets that the Polish rules documents do not describe (indirect damage,
plots, power actions, reveal, shuffle, resources on cards, piloting, detect, ...) are AST
nodes whose docstrings say the card text is their authority; the engine refuses them until it
implements them (`judge.engine.destiny.coverage`).
"""
