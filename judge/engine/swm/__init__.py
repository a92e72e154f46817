"""Star Wars Miniatures: the skirmish engine on the game-agnostic core.

One concept per module, each citing the rulebook (`swm-rules`) and its glossary:

* `grid` (squares, terrain, walls and doors, movement costs, range) and `geometry` (exact line
  of sight and cover);
* `glossary` (a stat card's abilities read as glossary entries) and `abilities` (which entries
  the engine applies, and the attack modifiers among them); `figures` (stat cards);
* `state`, `reducer` (the only code that builds states), `setup`, `scenario` (the meaning pass
  of a scenario file);
* the engine, layer over layer: `board` (what the rules read off the board), `combat`
  (attacks, damage, defeat, attacks of opportunity), `powers` (Force points and powers,
  simultaneous effects), `engine` (rounds, initiative, phases, activations, movement);
* `rules` (the rule table), `views` (board, facts, `expect:`), `game` (the `Game` object).
"""
