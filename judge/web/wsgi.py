"""The WSGI entry point for servers other than `judge serve`, e.g.

    JUDGE_CARDS=/srv/swdestinydb gunicorn --workers 2 --threads 4 'judge.web.wsgi:app'

Settings come from the environment (`JUDGE_DATA`, `JUDGE_CARDS`); the data is loaded and the
search index built (if missing) when the module is imported, i.e. once per worker.
"""

from judge.config import Settings
from judge.web.server import prepare

app = prepare(Settings.resolve())
