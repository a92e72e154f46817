"""Card records (SWDestinyDB layout) and the Lark grammar of Polish card text."""
