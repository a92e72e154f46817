"""`python -m judge.corpus.importer SEEDS_DIR [--out DIR] [--check]` (see the package docstring)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from judge.corpus.importer import output_files

REPO_ROOT = Path(__file__).resolve().parents[3]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m judge.corpus.importer", description=__doc__)
    parser.add_argument("seeds", type=Path, help="directory of the seed .txt files")
    parser.add_argument("--out", type=Path, default=REPO_ROOT, help="repository root to write")
    parser.add_argument("--check", action="store_true", help="only report files that differ")
    args = parser.parse_args(argv)
    differing = []
    for output in output_files(args.seeds):
        target = args.out / output.relative
        current = target.read_text(encoding="utf-8") if target.exists() else None
        if current == output.content:
            continue
        differing.append(output.relative)
        if not args.check:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(output.content, encoding="utf-8")
    verb = "differ" if args.check else "written"
    print(f"{len(differing)} file(s) {verb}" + "".join(f"\n  {name}" for name in differing))
    return 1 if args.check and differing else 0


if __name__ == "__main__":
    sys.exit(main())
