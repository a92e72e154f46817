"""An LCG card as `judge cards lcg show ID --json` prints it and `/cards/lcg/<id>` shows it:
the record, the parse of its text (abilities, unparsed spans) and a text tree."""

from __future__ import annotations

from typing import Any

from judge.cards.lcg import ast as A
from judge.cards.lcg.parse import parse_text
from judge.cards.lcg.records import LcgCard


def card_json(card: LcgCard) -> dict[str, Any]:
    parsed = parse_text(card.text, card.type) if card.text else A.CardText(text="")
    return {"card": card.to_json(), "parse": parsed.to_json()}


def render_tree(node: Any, indent: int = 0) -> list[str]:
    """The AST as indented lines (what the CLI prints under the text)."""
    pad = "  " * indent
    if isinstance(node, A.Node):
        data = node.to_json()
        name = data.pop("node")
        scalars = {k: v for k, v in data.items() if not isinstance(v, dict | list)}
        scalars = {k: v for k, v in scalars.items() if k not in ("text", "start", "end")}
        head = f"{pad}{name}" + (
            " (" + ", ".join(f"{k}={v}" for k, v in scalars.items()) + ")" if scalars else ""
        )
        lines = [head]
        for key in data:
            child = getattr(node, key, None)
            if isinstance(child, A.Node):
                lines.append(f"{pad}  {key}:")
                lines.extend(render_tree(child, indent + 2))
            elif isinstance(child, list) and child and isinstance(child[0], A.Node):
                lines.append(f"{pad}  {key}:")
                for item in child:
                    lines.extend(render_tree(item, indent + 2))
            elif isinstance(child, list) and child:
                lines.append(f"{pad}  {key}: {', '.join(map(str, child))}")
        return lines
    return [f"{pad}{node}"]
