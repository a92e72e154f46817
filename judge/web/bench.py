"""`judge bench web`: latency of search and rule pages under 50 concurrent connections.

Measured from a second process on loopback against the server started exactly as
`judge serve` starts it (a `python -m judge serve` subprocess, same settings, waitress).

Load generator: Debian's `wrk` (installed with apt-get when missing and we are root). It is
written in C and holds its connections with epoll, so on this 2-core machine it takes little
CPU from the server being measured; a Python client would compete for the same cores and add
its own scheduling delay to every latency. Where wrk cannot be had, the asyncio client of
`judge.web.loadgen` runs instead, and the result says so (`client`).

Both are closed-loop: each connection sends its next request when the previous answer
arrives, so by Little's law the latency at 50 connections is about 50 / throughput. Three runs,
in this order, each after the server has drained what the previous one left queued (a probe
answers promptly again: `settle_s`), so that each figure is its own page kind's and not the
backlog of the run before it:

* `search`: a fixed set of realistic judge queries, cycled. Repeated queries are answered from
  the site's response cache after their first request, as at a venue where the same questions
  recur.
* `rule`: every rule section page, cycled (cached after the first view: the corpus is
  immutable).
* `search_uncached`: the same queries, each request made unique with an ignored parameter, so
  every request runs a real search (the cost of a question nobody asked before). CPU-bound and
  saturating on 2 cores, hence last.
* `hostile` (issue 18): 50 connections send what once took the site down (a YAML alias bomb
  and a 5,000-digit number in `decide=`, a bomb in a `?s=` link, a storm of prefix wildcards,
  anonymous unique URLs), every request unique, while one honest client reads a rule page every
  0.25 s. Reported: the honest client's p99 and worst latency and its non-200 answers
  (`hostile_rule_*`), the attack's statuses, and the server's peak RSS sampled every 0.1 s
  (`hostile_peak_rss_mb`). Targets: p99 under 1 s, RSS under 400 MB.

Every URL is requested once before the timed runs (warm-up), and duration scales with
`repetitions` (seconds = repetitions / 5, between 1 and 30).
"""

from __future__ import annotations

import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import quote

from judge.benchutil import percentile
from judge.config import ENV_CARDS, ENV_DATA_DIR, Settings
from judge.errors import JudgeError

CONNECTIONS = 50
TARGET_P95_MS = 50.0
SERVER_START_TIMEOUT_S = 600

# What judges type at the table (Polish, inflected, without diacritics, English terms).
SEARCH_QUERIES = (
    "osłony",
    "oslony",
    "obrażenia",
    "obrazenia wrecz",
    "przed tym",
    "po tym",
    "zamiast",
    "Strażnik",
    "straznik",
    "Guardian",
    "zasadzka",
    "Ambush",
    "przepisanie",
    "Redeploy",
    "pas",
    "przejęcie pola bitwy",
    "pole bitwy",
    "rzut kośćmi",
    "przerzut",
    "kość w puli",
    "ulepszenie zastąpienie",
    "zasoby",
    "karta wydarzenia",
    "postać elitarna",
    "pokonana postać",
    "runda",
    "faza utrzymania",
    "modyfikator",
    "symbol specjalny",
    "odrzucenie karty",
    "unikalna",
    "dodatkowa akcja",
    "kolejka zdolności",
    "zdolności jednoczesne",
    "Druga szansa",
    "Second Chance",
    "shields",
    "damage",
    "Moc",
    "Force push",
)

SERVING = re.compile(r"http://[^\s/]+:(\d+)/")


def run(settings: Settings, repetitions: int) -> dict[str, Any]:
    seconds = max(1.0, min(30.0, repetitions / 5))
    rule_paths = _rule_paths(settings)
    search_paths = [f"/search?q={quote(q)}" for q in SEARCH_QUERIES]
    client, client_note = _load_client()
    figures: dict[str, Any] = {
        "client": client,
        "client_note": client_note,
        "connections": CONNECTIONS,
        "seconds_per_run": seconds,
        "target_p95_ms": TARGET_P95_MS,
        "cpu_count": os.cpu_count(),
        # Other processes share the 2 cores: the load says how busy the machine was.
        "load_average_1m_before": round(os.getloadavg()[0], 2),
    }
    with _Server(settings) as server:
        figures["server_start_s"] = server.start_s
        runs = {
            "search": (search_paths, False),
            "rule": (rule_paths, False),
            "search_uncached": (search_paths, True),
        }
        for paths, _ in runs.values():
            _warm_up(server.base_url, paths)
        for name, (paths, unique) in runs.items():
            if not paths:
                figures[f"{name}_error"] = "no URLs to request"
                continue
            figures[f"{name}_settle_s"] = _settle(server.base_url)
            result = _measure(client, server.base_url, paths, unique, seconds)
            for key, value in result.items():
                figures[f"{name}_{key}"] = value
        figures["server_rss_mb"] = server.rss_mb()
        figures["hostile_settle_s"] = _settle(server.base_url)
        figures.update(_hostile(client, server, rule_paths[:1] or ["/"], seconds))
    figures["load_average_1m_after"] = round(os.getloadavg()[0], 2)
    figures["rule_pages"] = len(rule_paths)
    figures["search_queries"] = len(search_paths)
    figures["meets_target"] = all(
        isinstance(figures.get(f"{name}_p95_ms"), float)
        and figures[f"{name}_p95_ms"] <= TARGET_P95_MS
        and not figures.get(f"{name}_non_2xx")
        for name in ("search", "rule")
    )
    return figures


HOSTILE_TARGET_P99_MS = 1000.0
HOSTILE_TARGET_RSS_MB = 400.0
_BOMB = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "\n".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)
)


def hostile_paths() -> list[str]:
    """The requests of issue 18's probes (each made unique by the load client)."""
    from judge.engine.api import list_scenarios
    from judge.web.scenario_param import pack

    scenario = str(list_scenarios()[0]["id"])
    storm = " ".join(f"{a}{b}*" for a in "rcmiptsdokbwzn" for b in "aeo")
    return [
        f"/replay?scenario={scenario}&decide=" + quote("vader.use=" + _BOMB),
        f"/replay?scenario={scenario}&decide=" + quote("vader.use=" + "9" * 5000),
        "/replay?s=" + pack(_BOMB.replace("h: &h [", "title: [") + "\nplayers: {}\n"),
        "/search?q=" + quote(storm),
        "/rules?anonymous=1",
    ]


def _hostile(client: str, server: _Server, rule_paths: list[str], seconds: float) -> dict[str, Any]:
    """The attack in a thread; the honest reader and the RSS sampler here."""
    seconds = max(seconds, 3.0)
    attack: dict[str, Any] = {}

    def run_attack() -> None:
        attack.update(_measure(client, server.base_url, hostile_paths(), True, seconds))

    thread = threading.Thread(target=run_attack, daemon=True)
    thread.start()
    latencies: list[float] = []
    failures = 0
    peak = server.rss_mb() or 0.0
    next_read = time.monotonic()
    while thread.is_alive():
        now = time.monotonic()
        if now >= next_read:
            next_read = now + 0.25
            started = time.perf_counter()
            try:
                with urllib.request.urlopen(server.base_url + rule_paths[0], timeout=30) as answer:
                    answer.read()
                    failures += answer.status != 200
            except OSError:
                failures += 1
            latencies.append((time.perf_counter() - started) * 1000)
        peak = max(peak, server.rss_mb() or 0.0)
        time.sleep(0.1)
    thread.join()
    figures: dict[str, Any] = {f"hostile_attack_{k}": v for k, v in attack.items()}
    figures.update(
        {
            "hostile_rule_reads": len(latencies),
            "hostile_rule_p99_ms": round(percentile(latencies, 99), 1) if latencies else None,
            "hostile_rule_max_ms": round(max(latencies), 1) if latencies else None,
            "hostile_rule_failures": failures,
            "hostile_peak_rss_mb": peak,
        }
    )
    figures["hostile_meets_target"] = bool(
        latencies
        and not failures
        and figures["hostile_rule_p99_ms"] <= HOSTILE_TARGET_P99_MS
        and peak <= HOSTILE_TARGET_RSS_MB
    )
    return figures


def _rule_paths(settings: Settings) -> list[str]:
    """Every rule section's permalink, from the corpus the site itself serves."""
    from judge.web.sources import Sources

    ids = Sources(settings).section_ids()
    return [f"/rules/{quote(section_id)}" for section_id in ids]


# -- the server under test ----------------------------------------------------------------------


class _Server:
    """`python -m judge serve --port 0` in a subprocess; its URL read from what it prints."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.process: subprocess.Popen[str] | None = None
        self.base_url = ""
        self.start_s = 0.0

    def __enter__(self) -> _Server:
        env = dict(os.environ)
        env[ENV_DATA_DIR] = str(self.settings.data_dir)
        if self.settings.cards_path is not None:
            env[ENV_CARDS] = str(self.settings.cards_path)
        else:
            env.pop(ENV_CARDS, None)
        command = [sys.executable, "-m", "judge", "serve", "--host", "127.0.0.1", "--port", "0"]
        started = time.perf_counter()
        self.process = subprocess.Popen(
            command,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            bufsize=1,
        )
        lines: queue.Queue[str | None] = queue.Queue()

        def pump() -> None:  # keep reading so the server never blocks on a full pipe
            assert self.process is not None and self.process.stdout is not None
            for line in self.process.stdout:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=pump, daemon=True).start()
        seen: list[str] = []
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while time.monotonic() < deadline:
            try:
                line = lines.get(timeout=1)
            except queue.Empty:
                continue
            if line is None:
                break
            seen.append(line.rstrip())
            match = SERVING.search(line)
            if match:
                self.base_url = f"http://127.0.0.1:{match.group(1)}"
                self.start_s = round(time.perf_counter() - started, 2)
                return self
        self.__exit__(None, None, None)
        raise JudgeError("Serwer nie wystartował: " + " | ".join(seen[-5:]))

    def rss_mb(self) -> float | None:
        if self.process is None:
            return None
        try:
            status = Path(f"/proc/{self.process.pid}/status").read_text()
        except OSError:
            return None
        match = re.search(r"VmRSS:\s+(\d+) kB", status)
        return round(int(match.group(1)) / 1024, 1) if match else None

    def __exit__(self, *exc: object) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def _warm_up(base_url: str, paths: list[str]) -> None:
    for path in paths:
        try:
            with urllib.request.urlopen(base_url + path, timeout=60) as response:
                response.read()
        except OSError:
            pass  # an error page is still a response; the timed run counts non-2xx answers


def _settle(base_url: str, *, prompt_ms: float = 20.0, limit_s: float = 30.0) -> float:
    """Wait until the server answers a cached page promptly three times in a row (what an
    earlier run left queued is done); return the seconds waited."""
    started = time.perf_counter()
    prompt = 0
    while prompt < 3 and time.perf_counter() - started < limit_s:
        sent = time.perf_counter()
        _warm_up(base_url, ["/"])
        prompt = prompt + 1 if (time.perf_counter() - sent) * 1000 <= prompt_ms else 0
        time.sleep(0.05)
    return round(time.perf_counter() - started, 2)


# -- load generators ----------------------------------------------------------------------------


def _load_client() -> tuple[str, str]:
    if shutil.which("wrk"):
        return "wrk", "Debian wrk (C, epoll), 2 threads"
    if os.geteuid() == 0 and shutil.which("apt-get"):
        quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "check": False}
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], env=env, **quiet)  # type: ignore[call-overload]
        if not shutil.which("wrk"):
            subprocess.run(["apt-get", "update", "-qq"], env=env, **quiet)  # type: ignore[call-overload]
            subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], env=env, **quiet)  # type: ignore[call-overload]
        if shutil.which("wrk"):
            return "wrk", "Debian wrk (C, epoll), 2 threads; installed by the benchmark"
    return "python-asyncio", "wrk unavailable: asyncio client in a subprocess (adds its own delay)"


def _measure(
    client: str, base_url: str, paths: list[str], unique: bool, seconds: float
) -> dict[str, Any]:
    if client == "wrk":
        return _measure_wrk(base_url, paths, unique, seconds)
    return _measure_asyncio(base_url, paths, unique, seconds)


WRK_SCRIPT = """
local paths = {%(paths)s}
local unique = %(unique)s
local counter = 0
local threads = {}
local next_id = 0

setup = function(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

request = function()
  counter = counter + 1
  local path = paths[(counter %% #paths) + 1]
  if unique then
    path = path .. "&nocache=" .. id .. "-" .. counter
  end
  return wrk.format("GET", path)
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'RESULT {"requests": %%d, "duration_us": %%d, "p50_us": %%d, "p95_us": %%d, ' ..
    '"max_us": %%d, "non_2xx": %%d, "errors": %%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency.max, e.status, e.connect + e.read + e.write + e.timeout))
end
"""


def _measure_wrk(base_url: str, paths: list[str], unique: bool, seconds: float) -> dict[str, Any]:
    lua_paths = ", ".join(json.dumps(path) for path in paths)
    script = WRK_SCRIPT % {"paths": lua_paths, "unique": "true" if unique else "false"}
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
        handle.write(script)
    try:
        command = [
            "wrk",
            "-t2",
            f"-c{CONNECTIONS}",
            f"-d{seconds:g}s",
            "--timeout",
            "10s",
            "-s",
            handle.name,
            base_url,
        ]
        output = subprocess.run(command, capture_output=True, text=True, check=False).stdout
    finally:
        os.unlink(handle.name)
    line = next((ln for ln in output.splitlines() if ln.startswith("RESULT ")), None)
    if line is None:
        return {"error": "wrk gave no result: " + output[-300:]}
    raw = json.loads(line.removeprefix("RESULT "))
    duration_s = raw["duration_us"] / 1e6
    return {
        "requests": raw["requests"],
        "rps": round(raw["requests"] / duration_s, 1) if duration_s else None,
        "p50_ms": round(raw["p50_us"] / 1000, 2),
        "p95_ms": round(raw["p95_us"] / 1000, 2),
        "max_ms": round(raw["max_us"] / 1000, 2),
        "non_2xx": raw["non_2xx"],
        "errors": raw["errors"],
    }


def _measure_asyncio(
    base_url: str, paths: list[str], unique: bool, seconds: float
) -> dict[str, Any]:
    if unique:  # enough distinct URLs that none repeats within the run
        paths = [f"{path}&nocache={i}" for i in range(2000) for path in paths]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as handle:
        handle.write("\n".join(paths))
    try:
        command = [
            sys.executable,
            "-m",
            "judge.web.loadgen",
            handle.name,
            base_url,
            str(CONNECTIONS),
            str(seconds),
        ]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    finally:
        os.unlink(handle.name)
    try:
        result = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        return {"error": "load generator failed: " + done.stderr[-300:]}
    result.pop("duration_s", None)
    return result
