"""`judge cards` and `judge parse`."""

from judge.stub import not_built_command

cards = not_built_command("cards", "Karty: pokrycie gramatyki, karta z drzewem zdolności.", 5)
parse = not_built_command("parse", "Przetwórz tekst karty na drzewo zdolności (AST).", 5)
