"""What Blokus's page asks of the engine beyond the house's protocol, as JSON data.

The house (tabletop.bridge, tabletop.session, tabletop.review) serves every game; this module
holds Blokus's own part of it: the facts the page draws with before Python is ready, so it
never re-types a rule (boards, colours with their marks, the modes, and every piece's
orientations with the rotate and flip maps, for the trays and the ghosts); the view of a game;
the bridge's `placements` (the legal ghosts of one piece, grouped by orientation), `why`
(what is wrong with a ghost) and `file` (the game as a Pentobi file) commands; and how a
decision reads in the hint, the analysis and the history (`where`: what a person needs to find
it on the board). Values stay within JavaScript's safe integers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .config import DEFAULT_PLAYERS, VARIANTS, Mode
from .core import ALL_PLACED_BONUS
from .errors import IllegalMove, show
from .moves import Place, parse_move
from .pieces import INDEX, NAMES, SIZES, anchor, flipped, orientations, transform_map, turned
from .ratings import RATINGS

if TYPE_CHECKING:  # game.py imports this module lazily
    from tabletop.session import Session

    from .game import Game


# ---------------------------------------------------------------- the static facts

#: The team game's seating (the New game dialog labels each seat with its team).
_TEAMS = Mode(4, teams=True)


def static_info() -> dict[str, Any]:
    """Blokus's own JSON facts (the house adds the shell's keys: tabletop.games.static_info),
    with each level's rating on Pentobi's scale, which the New game dialog shows."""
    return {
        "name": "blokus",
        "variants": {
            v.name: {"size": v.size,
                     "colours": [{"name": name, "mark": mark, "start": list(start)}
                                 for name, mark, start in zip(v.colours, v.marks, v.starts,
                                                              strict=True)]}
            for v in VARIANTS.values()
        },
        "default_players": dict(DEFAULT_PLAYERS),
        "pieces": [
            {"name": name, "size": size,
             "orientations": [{"cells": [list(c) for c in shape], "anchor": list(anchor(shape))}
                              for shape in orientations(name)],
             "rotate": list(transform_map(name, turned)),
             "flip": list(transform_map(name, flipped))}
            for name, size in zip(NAMES, SIZES, strict=True)
        ],
        "team_sides": [_TEAMS.side_of(seat) for seat in range(_TEAMS.players)],  # seat → team
        "ratings": dict(RATINGS),  # weakest level first, as blokus.ai.LEVELS
    }


# ---------------------------------------------------------------- the view


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
    """Blokus's part of the page's view (the house's base writes the rest: BaseGame.view, and
    its session adds the seed, the seats, the latest turn's placements, the number of
    decisions and the undo). Nothing in Blokus is
    hidden: every colour's pieces are in `colours`; `hands` holds, as the protocol has it, the
    hands of `seats` only."""
    s = game.core
    shown = set(seats)
    return {
        "game": "blokus", "variant": game.variant, "size": game.size,
        "teams": game.teams, "colour": game.colour,
        "board": [{"x": x, "y": y, "colour": c} for (x, y), c in
                  sorted(game.board.items(), key=lambda item: (item[0][1], item[0][0]))],
        "colours": [_colour_facts(game, c, name) for c, name in enumerate(game.colours)],
        "attach": [] if game.over else [list(cell) for cell in game.attach_points()],
        "side_of": [game.side_of(seat) for seat in range(game.players)],
        "hands": [game.hand(seat) if seat in shown else None for seat in range(game.players)],
        "neutral_seat": None if game.mode.neutral is None
        else s.neutral_turns % game.players,
    }


def ghosts(game: Game, piece: str) -> dict[str, Any]:
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


# ---------------------------------------------------------------- the bridge's own commands


def placements(session: Session, args: dict[str, Any]) -> dict[str, Any]:
    """`placements {piece}`: every legal placement of that piece for the colour to move, by
    orientation and anchor cell (`Game.placements`); an unknown piece is refused."""
    return session.game.placements(args.get("piece"))


def why(session: Session, args: dict[str, Any]) -> dict[str, Any] | None:
    """`why {move}`: the refusal playing that placement would meet now, as the page shows a
    refusal (code, params, message), or null when it is legal. The game is unchanged."""
    refusal = session.game.why_illegal(args.get("move"))
    return None if refusal is None else refusal.to_json()


#: Commands the page sends beside the house's (tabletop.bridge), with their arguments.
COMMANDS = {"placements": placements, "why": why}


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
