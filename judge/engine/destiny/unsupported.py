"""A clear refusal: the engine stops rather than execute part of a card text it cannot.

`Unsupported` is the `EngineStop` (exit 3) for a card text the grammar did not understand
(`unparsed`), an AST node or field the engine does not honour (`unhonoured`, checked before the
card acts: `coverage`), or a construction met while resolving that the engine cannot evaluate
(`unsupported`: a filter, a condition, an amount in a place it does not handle). It names the
card when known, so a count of refusals (`judge bench engine`, the smoke run) can say whose
text stopped a replay; any other stop (a loop at the step cap, an illegal choice while
resolving) is not a refusal of a card text.
"""

from __future__ import annotations

from typing import Literal

from judge.engine.core.errors import EngineStop

RefusalKind = Literal["unparsed", "unhonoured", "unsupported"]


class Unsupported(EngineStop):
    def __init__(
        self, message: str, *, kind: RefusalKind = "unsupported", card: str | None = None
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.card = card  # the card's code, when known
