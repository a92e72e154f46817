"""`judge replay`."""

from judge.stub import not_built_command

replay = not_built_command("replay", "Odtwórz scenariusz krok po kroku.", 6)
