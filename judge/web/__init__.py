"""The Flask site: a thin HTML (and JSON) face over the library APIs of the other rooms.

`create_app(settings)` builds the application; `judge serve` runs it on waitress. Every page
has a JSON twin at `?format=json` or under `/api/`, carrying the same data as the CLI's
`--json` for the same view.
"""

from judge.web.app import create_app

__all__ = ["create_app"]
