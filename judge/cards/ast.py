"""(placeholder, replaced below)"""
from __future__ import annotations
from dataclasses import dataclass

@dataclass(frozen=True)
class Typo:
    text: str
    correction: str
    start: int
    end: int
