"""What the page shows and asks, as JSON data: the view of a game, and the placements of one
piece grouped for its ghosts. Values stay within JavaScript's safe integers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .core import ALL_PLACED_BONUS
from .errors import IllegalMove, show
from .pieces import INDEX, NAMES, SIZES, anchor, orientations

if TYPE_CHECKING:  # game.py imports this module lazily
    from .game import Game


def _colour_facts(game: Game, c: int, name: str) -> dict[str, Any]:
    s = game.core
    mode = game.mode
    left = s.left[c]
    score = s.colour_score(c)
    return {
        "name": name, "mark": mode.variant.marks[c], "seat": mode.colour_seat[c],
        "side": mode.colour_side[c], "start": list(mode.variant.starts[c]),
        "pieces": [NAMES[p] for p in left], "squares": sum(SIZES[p] for p in left),
        "placed": len(NAMES) - len(left), "out": s.out[c], "score": score,
        "bonus": score if score >= ALL_PLACED_BONUS else 0,
    }


def view(game: Game, seats: Sequence[int] = ()) -> dict[str, Any]:
    """Blokus's part of the page's view (the house's session adds the seed, the seats, the
    latest turn's placements, the number of decisions and the undo). Nothing in Blokus is
    hidden: every colour's pieces are in `colours`; `hands` holds, as the protocol has it, the
    hands of `seats` only."""
    s = game.core
    shown = set(seats)
    return {
        "game": "blokus", "variant": game.variant, "size": game.size,
        "players": game.players, "teams": game.teams,
        "phase": game.phase, "over": game.over, "to_move": game.to_move, "colour": game.colour,
        "board": [{"x": x, "y": y, "colour": c} for (x, y), c in
                  sorted(game.board.items(), key=lambda item: (item[0][1], item[0][0]))],
        "colours": [_colour_facts(game, c, name) for c, name in enumerate(game.colours)],
        "attach": [] if game.over else [list(cell) for cell in game.attach_points()],
        "scores": game.scores, "side_of": [game.side_of(seat) for seat in range(game.players)],
        "hands": [game.hand(seat) if seat in shown else None for seat in range(game.players)],
        "neutral_seat": None if game.mode.neutral is None
        else s.neutral_turns % game.players,
        "ranking": game.ranking() if game.over else None,
    }


def placements(game: Game, piece: str) -> dict[str, Any]:
    """Every legal placement of `piece` for the colour to move, grouped by orientation (the
    indices of static_info's `orientations`): for each, the board cell under the orientation's
    anchor square, the cells covered and the move's notation. A ghost whose anchor cell is not
    listed is illegal there; `Game.why_illegal` says why."""
    if not isinstance(piece, str) or piece not in INDEX:
        raise IllegalMove("unknown_piece", value=show(piece), pieces=" ".join(NAMES))
    s = game.core
    geo = s.geo
    p = INDEX[piece]
    groups: list[list[dict[str, Any]]] = [[] for _ in orientations(piece)]
    for pid in s.legal():
        if geo.piece[pid] != p:
            continue
        o = geo.orientation[pid]
        cells = geo.cells[pid]
        ax, ay = anchor(orientations(piece)[o])
        x0, y0 = cells[0][0] - orientations(piece)[o][0][0], cells[0][1]
        groups[o].append({"at": [x0 + ax, y0 + ay], "cells": [list(c) for c in cells],
                          "move": str(game.move_of(pid))})
    return {"piece": piece, "colour": game.colour,
            "orientations": [{"orientation": o, "legal": legal} for o, legal in enumerate(groups)]}
