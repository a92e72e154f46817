"""A load generator holding N concurrent HTTP/1.1 keep-alive connections (asyncio).

The web benchmark prefers Debian's `wrk` (C, negligible client overhead on a 2-core machine);
this module is its fallback where wrk cannot be installed. It runs as its own process
(`python -m judge.web.loadgen URL_FILE BASE_URL CONNECTIONS SECONDS`), each of the N
coroutines owning one connection and sending the next request as soon as the previous answer
arrived (a closed loop, like wrk), and prints one JSON object: latency percentiles in ms,
requests, non-2xx answers and socket errors.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from urllib.parse import urlsplit

from judge.benchutil import percentile


async def _read_response(reader: asyncio.StreamReader) -> int:
    """Read one response (Content-Length framed, as the site always sends); return status."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    if length:
        await reader.readexactly(length)
    return status


async def _worker(
    host: str, port: int, paths: list[str], offset: int, deadline: float, out: dict
) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    index = offset
    try:
        while time.perf_counter() < deadline:
            path = paths[index % len(paths)]
            index += 1
            request = f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode()
            started = time.perf_counter()
            writer.write(request)
            try:
                status = await _read_response(reader)
            except (asyncio.IncompleteReadError, ConnectionError):
                out["errors"] += 1
                writer.close()
                reader, writer = await asyncio.open_connection(host, port)
                continue
            out["latencies"].append((time.perf_counter() - started) * 1000)
            if not 200 <= status < 400:
                out["non_2xx"] += 1
    finally:
        writer.close()


async def run(base_url: str, paths: list[str], connections: int, seconds: float) -> dict:
    parts = urlsplit(base_url)
    out: dict = {"latencies": [], "errors": 0, "non_2xx": 0}
    started = time.perf_counter()
    deadline = started + seconds
    await asyncio.gather(
        *(
            _worker(parts.hostname or "127.0.0.1", parts.port or 80, paths, i, deadline, out)
            for i in range(connections)
        )
    )
    elapsed = time.perf_counter() - started
    latencies = out["latencies"]
    return {
        "requests": len(latencies),
        "duration_s": round(elapsed, 2),
        "rps": round(len(latencies) / elapsed, 1),
        "p50_ms": round(percentile(latencies, 50), 2) if latencies else None,
        "p95_ms": round(percentile(latencies, 95), 2) if latencies else None,
        "max_ms": round(max(latencies), 2) if latencies else None,
        "non_2xx": out["non_2xx"],
        "errors": out["errors"],
    }


def main(argv: list[str]) -> int:
    url_file, base_url, connections, seconds = argv
    with open(url_file, encoding="utf-8") as handle:
        paths = [line.strip() for line in handle if line.strip()]
    result = asyncio.run(run(base_url, paths, int(connections), float(seconds)))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
