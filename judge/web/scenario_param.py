"""Uploaded scenarios travel in the URL, compressed, so that the site stores nothing.

`pack` turns the YAML text into a URL-safe token (zlib + base64url); `unpack` reverses it and
refuses anything malformed or too large with a Polish message. `read_upload` takes the text from
a POSTed form (file field `file` or textarea `text`), enforcing the 256 KB cap and UTF-8.
"""

from __future__ import annotations

import base64
import binascii
import zlib

from flask import Request
from werkzeug.exceptions import RequestEntityTooLarge

from judge.errors import JudgeError

MAX_SCENARIO_BYTES = 256 * 1024


class ScenarioTooLarge(RequestEntityTooLarge):
    description = "Scenariusz jest za duży: limit wynosi 256 KB."


def pack(text: str) -> str:
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def unpack(token: str) -> str:
    """The scenario text of a `?s=` token; JudgeError when it is not one we made."""
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        inflater = zlib.decompressobj()
        data = inflater.decompress(raw, MAX_SCENARIO_BYTES + 1)
        if len(data) > MAX_SCENARIO_BYTES:
            raise ScenarioTooLarge()
        if not inflater.eof:
            raise ValueError("truncated")
        return data.decode("utf-8")
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError):
        raise JudgeError(
            "Parametr „s” nie zawiera poprawnie zapisanego scenariusza "
            "(uszkodzony lub ucięty odnośnik). Prześlij scenariusz ponownie."
        ) from None


def read_upload(request: Request) -> str:
    """The scenario text from the form: an uploaded file wins over the textarea."""
    upload = request.files.get("file")
    if upload is not None and upload.filename:
        data = upload.read(MAX_SCENARIO_BYTES + 1)
        source = f"plik „{upload.filename}”"
    else:
        data = request.form.get("text", "").encode("utf-8")
        source = "wklejony tekst"
    if len(data) > MAX_SCENARIO_BYTES:
        raise ScenarioTooLarge()
    if not data.strip():
        raise JudgeError("Nie podano scenariusza: wybierz plik YAML albo wklej jego treść.")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JudgeError(
            f"{source.capitalize()} nie jest tekstem UTF-8 (bajt {exc.start}). "
            "Zapisz scenariusz jako UTF-8 i prześlij go ponownie."
        ) from None
