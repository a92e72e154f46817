"""`judge search`."""

from judge.stub import not_built_command

search = not_built_command("search", "Szukaj w zasadach, orzeczeniach i kartach.", 4)
