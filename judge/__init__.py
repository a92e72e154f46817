"""judge: a rules reference and judging assistant for Star Wars tabletop games.

Data flows one way: sources -> corpus and card records -> search index and ability ASTs ->
engine events -> views (CLI, web). Each stage is a subpackage:

* `judge.corpus`: the rules documents as structured, citable sections and rulings;
* `judge.cards`: card records (SWDestinyDB layout) and the Lark grammar of card text;
* `judge.search`: the Polish-aware Whoosh index over corpus and cards;
* `judge.engine`: the event-sourced rules engine (game-agnostic core, one module per game);
* `judge.web`: the Flask site; `judge.cli`: the `judge` command.
"""

__version__ = "0.1.0"
