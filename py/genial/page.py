"""What Génial's page asks of the engine beyond the house's protocol.

The house (tabletop.bridge, tabletop.session, tabletop.review) serves every game; this module
holds Génial's own part of it: the static facts the board is drawn from, the view's Génial
fields (markers, the lowest colours, tiles, the end's standings), the `options` command (every
placement of one tile with its points) and how a decision reads in the history and the hint.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tabletop.arguments import shown
from tabletop.errors import BridgeError

from .area import FULL_RADIUS, RADIUS_BY_PLAYERS
from .colours import COLOURS, PRINTED_SYMBOLS, SYMBOLS
from .core import HAND_SIZE, TRACK, Mode
from .hexgrid import DIRECTIONS, neighbours
from .moves import Move, Place, parse_move
from .ratings import RATINGS

if TYPE_CHECKING:
    from tabletop.session import Session

    from .game import Game


#: The team game's facts: which team each seat plays for (the New game dialog labels them).
TEAMS = Mode(4, teams=True)


def static_info() -> dict[str, Any]:
    """What the page draws before Python has loaded (build.py writes it to static/genial.json),
    and every rule fact it would otherwise re-type: the hex directions (neighbours for drag and
    drop, the keyboard's words), the hand size (keys 1-6), one score track's top (the team
    game's double track is marked there) and each seat's team in the team game. The house
    adds the shell's keys (tabletop.games.static_info: modes, levels, seats, the help's
    pictures...)."""
    return {
        "colours": list(COLOURS),
        "symbols": dict(SYMBOLS),
        "printed": [{"q": q, "r": r, "colour": c} for (q, r), c in PRINTED_SYMBOLS],
        "radius_by_players": {str(k): v for k, v in RADIUS_BY_PLAYERS.items()},
        "full_radius": FULL_RADIUS,
        "directions": [list(d) for d in DIRECTIONS],
        "hand_size": HAND_SIZE,
        "track": TRACK,
        "team_sides": [TEAMS.side_of(seat) for seat in range(TEAMS.players)],  # seat → team
        "ratings": dict(RATINGS),  # weakest level first, as genial.ai.LEVELS
    }


# ---------------------------------------------------------------- the view


def view(game: Game, seats: Sequence[int]) -> dict[str, Any]:
    """Génial's part of the page's view (the house's base writes the rest: BaseGame.view): the
    hands of `seats` only."""
    sides = len(game.scores)
    result: dict[str, Any] = {
        "teams": game.teams, "solo": game.solo,
        "radius": game.radius, "top": game.top,
        "side_of": [game.side_of(s) for s in range(game.players)],
        "board": [{"q": q, "r": r, "colour": c} for (q, r), c in sorted(game.board.items())],
        "tiles": tiles(game),
        "lowest": [lowest(game, i) for i in range(sides)],
        "hands": [game.hand(s) if s in seats else None for s in range(game.players)],
        "hand_sizes": game.hand_sizes, "bag": game.bag_count, "bonus": game.bonus_pending,
        "standings": standings(game, game.ranking()) if game.over else None,
        "winner": game.winner,
    }
    return result


def lowest(game: Game, side: int) -> list[str]:
    """The colours of a side's lowest markers (ties included)."""
    markers = game.scores[side]
    low = min(markers.values())
    return [c for c in COLOURS if markers[c] == low]


def standings(game: Game, ranking: list[list[int]]) -> list[list[dict[str, Any]]]:
    """The ranking with each side's markers sorted ascending, the ones that decided marked.

    `decisive` lists the positions where a side's sorted markers first differ from the
    group just above or just below it: that marker is what set the two places apart.
    """
    markers = [sorted(game.scores[i].items(), key=lambda kv: (kv[1], COLOURS.index(kv[0])))
               for i in range(len(game.scores))]
    values = [[n for _, n in m] for m in markers]
    # Solo: the result is the lowest marker.
    decisive: dict[int, list[int]] = {side: [0] if game.solo else []
                                      for group in ranking for side in group}
    for upper, lower in itertools.pairwise(ranking):
        a, b = values[upper[0]], values[lower[0]]
        at = next((i for i in range(len(a)) if a[i] != b[i]), None)
        if at is not None:
            for side in upper + lower:
                decisive[side].append(at)
    return [[{"side": s, "markers": [list(kv) for kv in markers[s]], "decisive": decisive[s]}
             for s in group] for group in ranking]


def tiles(game: Game) -> list[dict[str, Any]]:
    """The placed tiles, so the page can draw each as one piece (the board is per cell)."""
    placed = (parse_move(d) for d in game.decisions)
    return [{"cells": [list(c) for c in m.cells], "colours": list(m.tile)}
            for m in placed if isinstance(m, Place)]


# ---------------------------------------------------------------- the bridge's own commands


def _tile(value: Any) -> tuple[str, str]:
    if not (isinstance(value, list | tuple) and len(value) == 2
            and all(c in COLOURS for c in value)):
        raise BridgeError("bad_tile", colours=", ".join(COLOURS), value=shown(value))
    return value[0], value[1]


def options(session: Session, args: dict[str, Any]) -> list[dict[str, Any]]:
    """`options {tile: [a, b]}`: every legal placement of the tile with tile[0] on `first`,
    and the points it scores."""
    tile = _tile(args.get("tile"))
    found = []
    for move, points in session.game.scored_moves(tile):
        first, second = move.cells if move.tile[0] == tile[0] else move.cells[::-1]
        found.append({"move": str(move), "first": list(first), "second": list(second),
                      "points": points})
    return found


#: Commands the page sends beside the house's (tabletop.bridge), with their arguments.
COMMANDS = {"options": options}


# ---------------------------------------------------------------- decisions as the page shows them


def describe(game: Game, move: Move) -> dict[str, Any]:
    """A decision as the page draws it: notation, and for a placement its tile, cells, points."""
    if not isinstance(move, Place):
        return {"move": str(move)}
    return {"move": str(move), "tile": list(move.tile), "cells": [list(c) for c in move.cells],
            "points": game.preview(move)}


def history_entry(decision: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """A decision's own fields in the history: its kind (place, swap, keep), for a placement
    its tile and cells (the page draws it), its points, and its bonuses: `bonus` marks a bonus
    placement (earned by the one before), `genial` the colours it brought to a threshold
    (which earns the next bonus placement)."""
    place = next((e for e in events if e["type"] == "place"), None)
    genial: list[str] = next((e["colours"] for e in events if e["type"] == "genial"), [])
    drawn = {"tile": place["tile"], "cells": place["cells"]} if place else {}
    return {"kind": "place" if place else decision, **drawn,
            "points": place["points"] if place else {},
            "bonus": bool(place and place["bonus"]), "genial": genial}


def where(game: Game, move: Move) -> dict[str, Any]:
    """What a placement is next to before it is made, so a person can find it: `near` lists
    each neighbouring symbol once per colour and kind (printed on the board, or on a tile),
    in the order of the hex directions around its first cell, then its second."""
    if not isinstance(move, Place):
        return {}
    printed, board = dict(PRINTED_SYMBOLS), game.board
    near: list[dict[str, Any]] = []
    for cell in move.cells:
        for around in neighbours(cell):
            colour = board.get(around)
            fact = {"colour": colour, "printed": around in printed}
            if colour and around not in move.cells and fact not in near:
                near.append(fact)
    return {"near": near}


def analysable(move: Move) -> bool:
    """Only placements are compared with the expert's (a swap decision scores nothing now)."""
    return isinstance(move, Place)
