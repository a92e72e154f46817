"""Response caching for pages that depend only on immutable data.

The corpus, the card records and their parses do not change while a process runs, so a page
rendered once can be served again byte for byte. Views that may be cached say so with
`@cached_page`; a small WSGI middleware in front of Flask keeps their finished 200 responses
(headers included) in a bounded LRU keyed by the raw path and query string, and answers
repeated requests without entering Flask at all. Every GET 200 carries a strong ETag and
`Cache-Control: no-cache`, so a phone on a poor network revalidates with a 304 instead of
downloading the page again.
"""

from __future__ import annotations

import functools
import gzip
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from flask import Flask, Response, current_app, request

PAGE_CACHE_SIZE = 4096
# …and at most this many bytes of bodies: hosts and query strings are the client's to vary.
PAGE_CACHE_BYTES = 64 * 1024 * 1024
# Set by @cached_page on the response, read (and removed) by the middleware.
CACHEABLE_HEADER = "X-Judge-Cacheable"

View = TypeVar("View", bound=Callable[..., Any])
# Responses at least this large are also kept gzipped, for clients that accept it (a phone on
# a venue's poor network: the tables of contents shrink from ~60 KB to ~8 KB).
GZIP_MIN_BYTES = 1024


@dataclass(frozen=True)
class Entry:
    status: str
    headers: list[tuple[str, str]]
    body: bytes
    etag: str | None
    gzipped: bytes | None = None

    @property
    def size(self) -> int:
        return len(self.body) + len(self.gzipped or b"")


def cache_key(environ: dict[str, Any]) -> str:
    # The host is part of the key: pages carry absolute permalinks built from it.
    host = environ.get("HTTP_HOST") or environ.get("SERVER_NAME", "")
    scheme = environ.get("wsgi.url_scheme", "http")
    path = environ.get("PATH_INFO", "")
    return (
        f"{scheme}://{host}{environ.get('SCRIPT_NAME', '')}{path}?{environ.get('QUERY_STRING', '')}"
    )


class ResponseCache:
    """A thread-safe LRU of finished responses by key, bounded in entries and in bytes."""

    def __init__(self, maxsize: int = PAGE_CACHE_SIZE, maxbytes: int = PAGE_CACHE_BYTES) -> None:
        self.maxsize = maxsize
        self.maxbytes = maxbytes
        self.bytes = 0
        self._entries: OrderedDict[str, Entry] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> Entry | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, key: str, entry: Entry) -> None:
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self.bytes -= old.size
            self._entries[key] = entry
            self.bytes += entry.size
            while len(self._entries) > self.maxsize or self.bytes > self.maxbytes:
                _, dropped = self._entries.popitem(last=False)
                self.bytes -= dropped.size

    def __len__(self) -> int:
        return len(self._entries)


class CachedPagesMiddleware:
    """Serve cached GET responses before Flask; store the ones views marked cacheable."""

    def __init__(self, app: Callable[..., Iterable[bytes]], cache: ResponseCache) -> None:
        self.app = app
        self.cache = cache

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        if environ.get("REQUEST_METHOD") != "GET":
            return self.app(environ, start_response)
        key = cache_key(environ)
        entry = self.cache.get(key)
        if entry is not None:
            return self._serve(entry, environ, start_response)

        captured: dict[str, Any] = {}

        def capture(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            captured["status"], captured["headers"] = status, headers
            return start_response(status, headers, exc_info) if exc_info else None

        body_iter = self.app(environ, capture)
        try:
            body = b"".join(body_iter)
        finally:
            close = getattr(body_iter, "close", None)
            if close is not None:
                close()
        status: str = captured["status"]
        headers = [(k, v) for k, v in captured["headers"] if k != CACHEABLE_HEADER]
        cacheable = any(k == CACHEABLE_HEADER for k, _ in captured["headers"])
        if cacheable and status.startswith("200"):
            etag = next((v for k, v in headers if k.lower() == "etag"), None)
            packed = gzip.compress(body, 6) if len(body) >= GZIP_MIN_BYTES else None
            entry = Entry(status, headers, body, etag, packed)
            self.cache.put(key, entry)
            return self._serve(entry, environ, start_response)
        start_response(status, headers)
        return [body]

    @staticmethod
    def _serve(entry: Entry, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        headers, body, etag = entry.headers, entry.body, entry.etag
        if entry.gzipped is not None:
            headers = [*headers, ("Vary", "Accept-Encoding")]
            if "gzip" in environ.get("HTTP_ACCEPT_ENCODING", ""):
                body = entry.gzipped
                etag = f'{etag[:-1]}-gz"' if etag else None  # another representation
                headers = [
                    (k, etag if k.lower() == "etag" and etag else v)
                    for k, v in headers
                    if k.lower() != "content-length"
                ]
                headers += [("Content-Encoding", "gzip"), ("Content-Length", str(len(body)))]
        if etag is not None and environ.get("HTTP_IF_NONE_MATCH") == etag:
            dropped = ("content-length", "content-type", "content-encoding")
            kept = [(k, v) for k, v in headers if k.lower() not in dropped]
            start_response("304 NOT MODIFIED", kept)
            return [b""]
        start_response(entry.status, headers)
        return [body]


def cached_page(view: View) -> View:
    """Mark the view's responses as cacheable by URL (the data behind it is immutable)."""

    @functools.wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        response = current_app.make_response(view(*args, **kwargs))
        if response.status_code == 200:
            response.headers[CACHEABLE_HEADER] = "1"
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
    cache = ResponseCache()
    app.extensions["judge.page_cache"] = cache
    app.after_request(conditional_get)
    app.wsgi_app = CachedPagesMiddleware(app.wsgi_app, cache)  # type: ignore[method-assign]
