"""What Blokus's page asks of the engine beyond the house's protocol.

The house (tabletop.bridge, tabletop.session, tabletop.review) serves every game; this module
holds Blokus's own part of it: the bridge's `placements` (the legal ghosts of one piece),
`why` (what is wrong with a ghost) and `file` (the game as a Pentobi file) commands, and how
a decision reads in the hint, the analysis and the history (`where`: what a person needs to
find it on the board).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .moves import Place, parse_move

if TYPE_CHECKING:
    from tabletop.session import Session

    from .game import Game


def placements(session: Session, args: dict[str, Any]) -> dict[str, Any]:
    """`placements {piece}`: every legal placement of that piece for the colour to move, by
    orientation and anchor cell (`Game.placements`); an unknown piece is refused."""
    return session.game.placements(args.get("piece"))


def why(session: Session, args: dict[str, Any]) -> dict[str, Any] | None:
    """`why {move}`: the refusal playing that placement would meet now, as the page shows a
    refusal (code, params, message), or null when it is legal. The game is unchanged."""
    refusal = session.game.why_illegal(args.get("move"))
    return None if refusal is None else refusal.to_json()


def file(session: Session, args: dict[str, Any]) -> dict[str, str]:
    """`file {}`: the game as Pentobi's file (sgf.py), which the Games dialog offers beside
    the record; its extension and type are the static facts' `file`."""
    from .sgf import to_sgf

    return {"text": to_sgf(session.game)}


#: Commands the page sends beside the house's (tabletop.bridge), with their arguments.
COMMANDS = {"placements": placements, "why": why, "file": file}


def describe(game: Game, move: Place) -> dict[str, Any]:
    """A placement as the page draws it in the hint and the analysis."""
    return {"move": str(move), "colour": move.colour, "piece": move.piece,
            "cells": [list(c) for c in move.cells]}


def history_entry(decision: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """A decision's own fields in the history: its kind (every Blokus decision is a placement,
    which the page's analysis looks at), the colour and piece placed and its cells (the page
    says where it went, showing no notation), and the colours found unable to place right
    after it (out for the rest of the game)."""
    place = parse_move(decision)
    out = [c for e in events if e["type"] == "skip" for c in e["out"]]
    return {"kind": "place", "colour": place.colour, "piece": place.piece,
            "cells": [list(c) for c in place.cells], "out": out}


#: A third of the board across and down: where a piece lies, in words a person can use.
AREAS = (("top-left", "top", "top-right"), ("left", "centre", "right"),
         ("bottom-left", "bottom", "bottom-right"))
SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))
CORNERS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def where(game: Game, move: Place) -> dict[str, Any]:
    """Where a placement goes, in the position before it: the board's `area` (a third across
    and down, by the piece's middle), the colour's starting cell it covers if it is the
    colour's first piece (`start`), else the first square of its own colour it touches at a
    corner (`corner`, in notation order), and the other colours it touches along a side
    (`against`, in turn order)."""
    board = game.board
    cells = set(move.cells)
    third = game.size / 3

    def part(values: list[int]) -> int:
        return min(2, int((min(values) + max(values)) / 2 // third))

    area = AREAS[part([y for _, y in cells])][part([x for x, _ in cells])]
    variant = game.mode.variant
    first = move.colour not in board.values()
    start = list(variant.starts[variant.colours.index(move.colour)]) if first else None
    around = sorted({(x + dx, y + dy) for x, y in cells for dx, dy in CORNERS} - cells,
                    key=lambda c: (c[1], c[0]))
    corner = next((list(c) for c in around if board.get(c) == move.colour), None)
    touched = {board.get((x + dx, y + dy)) for x, y in cells for dx, dy in SIDES}
    against = [c for c in variant.colours if c in touched and c != move.colour]
    return {"area": area, "start": start, "corner": corner, "against": against}
