"""The site's frame: headers, error pages, JSON twins, limits — independent of the data."""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge.web.security import CONTENT_SECURITY_POLICY


def test_home_is_polish_html_with_search_form(client: Any) -> None:
    response = client.get("/")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert '<html lang="pl"' in html
    assert '<input type="search" id="q" name="q"' in html
    assert 'name="viewport"' in html


def test_home_json_twin(client: Any) -> None:
    for url in ("/?format=json", "/api/"):
        response = client.get(url)
        assert response.status_code == 200
        assert response.mimetype == "application/json"
        assert json.loads(response.data)["pages"]["rule"] == "/rules/<id>"


@pytest.mark.parametrize("url", ["/", "/search", "/no-such-page", "/static/style.css"])
def test_security_headers_on_every_response(client: Any, url: str) -> None:
    response = client.get(url)
    assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"


def test_csp_allows_no_inline_code_and_no_foreign_origin() -> None:
    assert "unsafe-inline" not in CONTENT_SECURITY_POLICY
    assert "unsafe-eval" not in CONTENT_SECURITY_POLICY
    assert "frame-ancestors 'none'" in CONTENT_SECURITY_POLICY
    assert "http" not in CONTENT_SECURITY_POLICY


def test_pages_use_only_local_assets(client: Any) -> None:
    html = client.get("/").get_data(as_text=True)
    assert "http://" not in html and "https://" not in html and "//cdn" not in html
    assert "<style" not in html and " style=" not in html  # the CSP forbids inline styles
    assert "<script>" not in html  # only <script src=…>
    assert " on" + "click=" not in html


def test_static_assets_are_small_and_served(client: Any) -> None:
    for name, limit in (("style.css", 16_000), ("app.js", 9_000), ("icon.svg", 2_000)):
        response = client.get(f"/static/{name}")
        assert response.status_code == 200
        assert len(response.data) <= limit, f"{name} grew to {len(response.data)} bytes"


def test_unknown_page_is_a_friendly_404(client: Any) -> None:
    response = client.get("/no-such-page")
    assert response.status_code == 404
    html = response.get_data(as_text=True)
    assert "Nie ma takiej strony" in html
    assert "Traceback" not in html


def test_unknown_api_path_is_a_json_404(client: Any) -> None:
    response = client.get("/api/no-such-page")
    assert response.status_code == 404
    assert response.mimetype == "application/json"
    error = json.loads(response.data)["error"]
    assert error["status"] == 404 and "Nie znaleziono" in error["message"]


@pytest.mark.parametrize("method", ["post", "put", "delete", "patch"])
def test_wrong_method_is_a_friendly_405(client: Any, method: str) -> None:
    response = getattr(client, method)("/")
    assert response.status_code == 405
    assert "GET" in response.headers["Allow"]
    assert "nie przyjmuje metody" in response.get_data(as_text=True)


def test_wrong_method_on_api_is_json(client: Any) -> None:
    response = client.delete("/api/")
    assert response.status_code == 405
    assert json.loads(response.data)["error"]["status"] == 405


def test_unknown_format_is_a_400(client: Any) -> None:
    response = client.get("/?format=xml")
    assert response.status_code == 400
    assert "Nieznany format" in response.get_data(as_text=True)


def test_json_link_on_every_page_points_to_the_twin(client: Any) -> None:
    html = client.get("/?q=a%20b&game=destiny").get_data(as_text=True)
    assert 'href="/?q=a+b&amp;game=destiny&amp;format=json"' in html


def test_etag_revalidation_gives_304(client: Any) -> None:
    first = client.get("/")
    etag = first.headers["ETag"]
    again = client.get("/", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""


def test_bug_in_a_view_is_a_friendly_500_without_traceback(app: Any) -> None:
    from flask import Flask

    from judge.web import create_app

    broken: Flask = create_app(app.extensions["judge.sources"].settings, TESTING=True)

    @broken.get("/boom")
    def boom() -> str:
        raise RuntimeError("secret internal detail")

    client = broken.test_client()
    for url, json_expected in (("/boom", False), ("/boom?format=json", True)):
        response = client.get(url)
        assert response.status_code == 500
        body = response.get_data(as_text=True)
        assert "Traceback" not in body and "secret internal detail" not in body
        assert (response.mimetype == "application/json") is json_expected


def test_cached_pages_are_gzipped_for_clients_that_accept_it(client: Any) -> None:
    import gzip

    plain = client.get("/rules")
    packed = client.get("/rules", headers={"Accept-Encoding": "gzip, deflate"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.data) == plain.data
    assert len(packed.data) < len(plain.data) / 3
    assert packed.headers["ETag"] != plain.headers["ETag"]
    assert "Accept-Encoding" in packed.headers["Vary"]
    again = client.get(
        "/rules",
        headers={"Accept-Encoding": "gzip", "If-None-Match": packed.headers["ETag"]},
    )
    assert again.status_code == 304
    assert "Content-Encoding" not in again.headers


def test_response_cache_is_bounded_in_entries_and_bytes() -> None:
    from judge.web.caching import Entry, ResponseCache

    cache = ResponseCache(maxsize=3, maxbytes=250)
    for n in range(5):
        cache.put(f"k{n}", Entry("200 OK", [], b"x" * 100, None))
    assert len(cache) == 2 and cache.bytes == 200  # the byte bound bites first
    assert cache.get("k4") is not None and cache.get("k0") is None
    small = ResponseCache(maxsize=3, maxbytes=10_000)
    for n in range(5):
        small.put(f"k{n}", Entry("200 OK", [], b"x", None))
    assert len(small) == 3 and small.get("k1") is None
