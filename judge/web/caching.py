"""Response caching for pages that depend only on immutable data.

The corpus, the card records and their parses do not change while a process runs, so a rule
page rendered once can be served again as is. `cached_page` memoises a view's whole response
by URL (path + query string) in a bounded LRU; every GET 200 gets a strong ETag so a phone on
a poor network revalidates with a 304 instead of downloading the page again.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

from flask import Flask, Response, current_app, request

PAGE_CACHE_SIZE = 4096

View = TypeVar("View", bound=Callable[..., Any])


class ResponseCache:
    """A thread-safe LRU of finished responses: (status, headers, body) by key."""

    def __init__(self, maxsize: int = PAGE_CACHE_SIZE) -> None:
        self.maxsize = maxsize
        self._entries: OrderedDict[str, tuple[int, list[tuple[str, str]], bytes]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> Response | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            self._entries.move_to_end(key)
        status, headers, body = entry
        return Response(body, status=status, headers=headers)

    def put(self, key: str, response: Response) -> None:
        entry = (response.status_code, list(response.headers.items()), response.get_data())
        with self._lock:
            self._entries[key] = entry
            self._entries.move_to_end(key)
            while len(self._entries) > self.maxsize:
                self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)


def cached_page(view: View) -> View:
    """Serve the view's 200 responses from the app's response cache, keyed by the full URL."""

    @functools.wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        cache: ResponseCache = current_app.extensions["judge.page_cache"]
        key = request.full_path
        hit = cache.get(key)
        if hit is not None:
            return hit
        response = current_app.make_response(view(*args, **kwargs))
        if response.status_code == 200 and not response.direct_passthrough:
            response.add_etag()
            cache.put(key, response)
        return response

    return wrapper  # type: ignore[return-value]


def conditional_get(response: Response) -> Response:
    """ETag every successful GET and answer 304 when the client already has it."""
    if request.method in ("GET", "HEAD") and response.status_code == 200:
        if not response.direct_passthrough:
            if "ETag" not in response.headers:
                response.add_etag()
            response.make_conditional(request)
        response.headers.setdefault("Cache-Control", "no-cache")
    return response


def init_app(app: Flask) -> None:
    app.extensions["judge.page_cache"] = ResponseCache()
    app.after_request(conditional_get)
