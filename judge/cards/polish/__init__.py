"""The Polish lexicon layer of the card grammar (issue 11).

* `grammar/destiny_pl.lemmas`: the curated lemma table, one word a line, each with its word class
  and its sense for the game (an object kind, an effect, a colour, ...);
* `forms`: `python -m judge.cards.polish.forms` generates every inflected form of those lemmas
  from Morfeusz 2 / SGJP into `grammar/destiny_pl.forms`, shipped with the grammar, so parsing
  never loads Morfeusz (a test fails when the shipped forms are out of date);
* `lexicon`: the forms file loaded once per process: a written form → its readings (class,
  sense, lemma, Morfeusz tags decoded into case, number, gender, person on demand);
* `lexer`: a sentence into grammar tokens whose type is the word class and whose value is the
  sense; the readings ride on the token for the transformer (agreement, case, person).
"""
