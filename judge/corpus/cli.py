"""`judge rules` and `judge rulings`."""

from judge.stub import not_built_command

rules = not_built_command("rules", "Sekcje zasad: lista, treść, porównanie wydań.", 3)
rulings = not_built_command("rulings", "Orzeczenia: FAQ, wyjaśnienia kart, errata, glosariusz.", 3)
