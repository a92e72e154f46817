"""Star Wars: Destiny (Przeznaczenie) rules for the event-sourced engine.

Start at `engine.py` (how a replay runs), `timing.py` (the queue, before/after, replacements),
`damage.py`, `dicerules.py`, `actions.py`, `play.py`, `rounds.py`; `rules.py` is the table of
rule references every step cites.
"""
