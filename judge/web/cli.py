"""`judge serve`."""

from judge.stub import not_built_command

serve = not_built_command("serve", "Uruchom serwis WWW.", 7)
