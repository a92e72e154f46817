"""The event-sourced rules engine: a game-agnostic core and one module per game."""
