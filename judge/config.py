"""Global settings shared by the CLI, the web app and the benchmarks.

Two settings matter everywhere:

* the *data directory* for built artefacts (search index, caches). Default: the per-user data
  directory (`platformdirs.user_data_dir("judge")`, e.g. `~/.local/share/judge`); override with
  `--data-dir` or the `JUDGE_DATA` environment variable.
* the *card database*: a directory in SWDestinyDB JSON layout (`set/*.json`,
  `translations/pl/set/*.json`). Set with `--cards` or `JUDGE_CARDS`; otherwise the copy
  `judge cards update` installed in the data directory (`cards/CURRENT` names it); without any,
  only the cards quoted by the rules documents are known.
* the *LCG card data* (Star Wars: The Card Game): a directory in the swlcg JSON layout
  (`json/<product>.json`, or the product files themselves). Set with `--lcg-cards` or
  `JUDGE_LCG_CARDS`; otherwise the copy `judge cards update` installed (`lcg-cards/CURRENT`);
  without one, LCG card pages and LCG scenarios naming cards say so.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

ENV_DATA_DIR = "JUDGE_DATA"
ENV_CARDS = "JUDGE_CARDS"
ENV_LCG_CARDS = "JUDGE_LCG_CARDS"
INSTALLED_CARDS_DIR = "cards"
INSTALLED_LCG_CARDS_DIR = "lcg-cards"
CURRENT_CARDS_FILE = "CURRENT"


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    cards_path: Path | None
    lcg_cards_path: Path | None = None

    @classmethod
    def resolve(
        cls,
        data_dir: str | os.PathLike[str] | None = None,
        cards_path: str | os.PathLike[str] | None = None,
        lcg_cards_path: str | os.PathLike[str] | None = None,
    ) -> Settings:
        """Explicit arguments win over the environment, which wins over the defaults."""
        data = Path(
            data_dir or os.environ.get(ENV_DATA_DIR) or platformdirs.user_data_dir("judge")
        ).expanduser()
        cards = cards_path or os.environ.get(ENV_CARDS) or None
        lcg = lcg_cards_path or os.environ.get(ENV_LCG_CARDS) or None
        return cls(
            data_dir=data,
            cards_path=Path(cards).expanduser() if cards else installed_cards(data),
            lcg_cards_path=Path(lcg).expanduser() if lcg else installed_lcg_cards(data),
        )

    def ensure_data_dir(self) -> Path:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return self.data_dir


def installed_cards_root(settings: Settings, directory: str = INSTALLED_CARDS_DIR) -> Path:
    """Where `judge cards update` keeps its copies of the card database (`directory`:
    `cards` for Destiny, `lcg-cards` for the LCG)."""
    return settings.data_dir / directory


def installed_lcg_cards(data_dir: Path) -> Path | None:
    """The LCG card data `judge cards update` installed under `data_dir`, if any."""
    return installed_cards(data_dir, INSTALLED_LCG_CARDS_DIR)


def installed_cards(data_dir: Path, directory: str = INSTALLED_CARDS_DIR) -> Path | None:
    """The card database `judge cards update` installed under `data_dir`, if any."""
    root = data_dir / directory
    try:
        name = (root / CURRENT_CARDS_FILE).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    path = root / name
    return path if name and "/" not in name and path.is_dir() else None
