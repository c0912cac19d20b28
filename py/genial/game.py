"""The public game object: names and tuples outside, the integer core inside.

`Game` checks every decision and explains a refusal (`IllegalMove`), then lets `core.State`
apply it; it keeps the list of decisions so that a seed plus that list replays the game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tabletop.base import DealtGame

from . import core
from .colours import COLOUR_INDEX, COLOURS, tile_code
from .errors import IllegalMove, cell_text, show
from .hexgrid import Hex, direction_between, distance
from .legal import Placements
from .moves import Keep, Move, Place, Swap, parse_move
from .ranking import rank

Event = dict[str, Any]


#: The colour names of every tile code (computed once: hands are named on every call).
_TILE_NAMES = {code: (COLOURS[code // 6], COLOURS[code % 6]) for code in range(36)}


def _tile(code: int) -> tuple[str, str]:
    return _TILE_NAMES[code]


def _is_cell(value: object) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in value)
    )


class Game(DealtGame[core.State]):
    """One game of Génial for 1 (solo) to 4 players, or 2 teams of 2.

    >>> g = new_game(players=2, seed=7)
    >>> move = g.legal_moves()[0]
    >>> events = g.play(move)
    >>> g.to_move
    1
    """

    NAME = "genial"  # the records' format, also the page's ?game=
    TITLE = "Génial"  # how players call the game
    VERSION = 1  # the record version this engine writes

    def __init__(self, players: int = 2, seed: int | None = None, teams: bool = False) -> None:
        super().__init__(seed, lambda seed: core.State(core.Mode(players, bool(teams)), seed))

    # -- what anyone may see -----------------------------------------------------------------

    @property
    def players(self) -> int:
        return self._state.mode.players

    @property
    def teams(self) -> bool:
        return self._state.mode.teams

    @property
    def solo(self) -> bool:
        return self._state.mode.solo

    @property
    def radius(self) -> int:
        """Distance from the centre of the area in play."""
        return self._state.mode.area.radius

    @property
    def over(self) -> bool:
        return self._state.phase == core.OVER

    @property
    def board(self) -> dict[Hex, str]:
        """{(q, r): colour} of every covered cell, printed symbols included."""
        geo, board = self._state.mode.area, self._state.board
        return {geo.cells[c]: COLOURS[v] for c, v in enumerate(board[: geo.n]) if v < 6}

    @property
    def symbols(self) -> dict[Hex, str]:
        """{(q, r): colour} of the printed symbols."""
        geo = self._state.mode.area
        return {geo.cells[c]: COLOURS[k] for c, k in geo.symbols}

    @property
    def scores(self) -> list[dict[str, int]]:
        """Markers per seat (per team in the team game): 0..18, or 0..36 in teams and solo."""
        return [dict(zip(COLOURS, sc, strict=True)) for sc in self._state.scores]

    @property
    def top(self) -> int:
        """The highest marker value: 18, or 36 on the double track."""
        return self._state.mode.top

    @property
    def bonus_pending(self) -> int:
        """Bonus placements owed this turn; the next placement is one of them when > 0."""
        return self._state.bonus

    @property
    def winner(self) -> int | None:
        """The side that put all six markers at the top (won at once), if any."""
        return self._state.winner

    def side_of(self, seat: int) -> int:
        """Index into `scores` of a seat: the seat itself, or its team (seats 0, 2 and 1, 3)."""
        return self._state.mode.side_of(seat)

    def hand(self, seat: int) -> list[tuple[str, str]]:
        """A seat's hidden hand (in solo, the single drawn tile)."""
        return [_tile(t) for t in self._state.hands[seat]]

    def ranking(self) -> list[list[int]]:
        """Groups of sides (seats, or teams in the team game), best first; a group is tied."""
        return rank(self._state.scores, self.winner)

    # -- decisions -----------------------------------------------------------------------------

    def legal_moves(self) -> Sequence[Move]:
        """Every legal decision for `to_move`, each physical placement once.

        In the placement phase this is a lazy list-like `Placements` (see legal.py).
        """
        s = self._state
        if s.phase == core.SWAP:
            return [Keep(), Swap()]
        if s.phase == core.OVER:
            return []
        tiles: list[tuple[str, str]] = []
        for t in sorted(set(s.hands[s.to_move])):
            a, b = _tile(t)
            tiles += [(a, b)] if a == b else [(a, b), (b, a)]
        return Placements(s.mode.area, tiles, s.placement_edges()[:])

    def scored_moves(self, tile: tuple[str, str] | None = None) -> list[tuple[Place, dict]]:
        """Every legal placement (of one hand tile, or of all) with its `preview`, in one pass.

        What a page needs when a tile is picked: a few hundred placements with their points
        cost about as much as a single `legal_moves()` call, not one `preview` each.
        """
        s = self._state
        if s.phase != core.PLACE:
            return []
        wanted = None if tile is None else tile_code(*self._colours(tuple(tile)))
        cells = s.mode.area.edge_cells
        edges, groups = s.scored_placements()
        found: list[tuple[Place, dict]] = []
        for a, b, points_a, points_b in groups:
            if wanted is not None and tile_code(a, b) != wanted:
                continue
            tile_names = (COLOURS[a], COLOURS[b])
            for e, pa, pb in zip(edges, points_a, points_b, strict=True):
                found.append((Place(tile_names, cells[e]), self._gained(a, b, pa, pb)))
        return found

    def preview(self, place: Place | str) -> dict[str, int]:
        """{colour: points} this placement would add now, after the cap; raises IllegalMove."""
        move = self._decode(place)
        if move < 0:
            raise IllegalMove("preview_not_placement")
        a, b, e = core.decode_place(move, self._state.mode.area.n_edges)
        return self._gained(a, b, *self._state.points(a, b, e))

    def _gained(self, a: int, b: int, pa: int, pb: int) -> dict[str, int]:
        """{colour: points} the side to move gains from raw points pa on a and pb on b, after
        the cap (a double's halves are one award, so they share it)."""
        s = self._state
        sc = s.scores[s.mode.side_of(s.to_move)]
        return {COLOURS[k]: core.advance(s.mode.thresholds, sc[k], p) - sc[k]
                for k, p in core.awards(a, b, pa, pb)}

    def play(self, move: Move | str) -> list[Event]:
        """Apply a decision and return what happened; an illegal one raises IllegalMove."""
        code = self._decode(move)
        s = self._state
        seat, side = s.to_move, s.mode.side_of(s.to_move)
        before = s.scores[side][:]
        hand_before = s.hands[seat][:]
        was_bonus = s.bonus > 0
        s.apply(code)
        move = self.move_of(code)
        self._decisions.append(str(move))
        return self._events(move, code, seat, side, before, hand_before, was_bonus)

    def resample(self, seat: int, seed: int) -> Game:
        """A copy in which all `seat` cannot see (the bag, the other hands) is dealt again at
        random (seeded) from what it knows: what a fair search may look at. Its later draws
        come from that deal, so it does not replay from the record."""
        g = self.copy()
        g._state = self._state.resample(seat, random.Random(seed))
        return g

    def config(self) -> dict[str, Any]:
        """The setup a record keeps (the house writes the record: BaseGame.to_record)."""
        return {"players": self.players, "teams": self.teams}

    # -- checking a decision -------------------------------------------------------------------

    def _decode(self, move: Move | str) -> int:
        """The core code of a legal decision, or IllegalMove saying why it is not legal."""
        s = self._state
        if isinstance(move, str):
            move = parse_move(move)
        if s.phase == core.OVER:
            raise IllegalMove("game_over")
        if isinstance(move, Swap | Keep):
            if s.phase != core.SWAP:
                raise IllegalMove("no_swap_now")
            return core.SWAP_HAND if isinstance(move, Swap) else core.KEEP
        if not isinstance(move, Place):
            raise IllegalMove("not_a_move", value=show(move))
        if s.phase == core.SWAP:
            raise IllegalMove("swap_first")
        return self._decode_place(move)

    def _decode_place(self, move: Place) -> int:
        s = self._state
        geo = s.mode.area
        colours = self._colours(move.tile)
        cells = move.cells
        if not (isinstance(cells, tuple) and len(cells) == 2 and all(map(_is_cell, cells))):
            raise IllegalMove("bad_cells", value=show(cells))
        for cell in cells:
            if cell not in geo.index:
                raise IllegalMove("cell_outside", cell=cell_text(cell), distance=distance(cell),
                                  players=self.players, radius=geo.radius)
            if cell in geo.symbol_cells:
                raise IllegalMove("cell_printed", cell=cell_text(cell))
            if s.board[geo.index[cell]] != core.EMPTY:
                raise IllegalMove("cell_occupied", cell=cell_text(cell))
        if direction_between(*cells) is None:
            raise IllegalMove("not_adjacent", first=cell_text(cells[0]), second=cell_text(cells[1]))
        a, b = colours
        if tile_code(a, b) not in s.hands[s.to_move]:
            held = ", ".join("-".join(_tile(t)) for t in s.hands[s.to_move])
            raise IllegalMove("tile_not_in_hand", tile="-".join(move.tile), hand=held)
        c0, c1 = geo.index[cells[0]], geo.index[cells[1]]
        e = geo.edge_index[c0, c1]
        if c0 != geo.edge_a[e]:
            a, b = b, a
        if not s.first[s.to_move] and e not in s.first_edges():
            raise IllegalMove("first_placement")
        return core.encode_place(a, b, e, geo.n_edges)

    @staticmethod
    def _colours(tile: object) -> tuple[int, int]:
        if not (isinstance(tile, tuple) and len(tile) == 2):
            raise IllegalMove("bad_tile", colours=", ".join(COLOURS), value=show(tile))
        for name in tile:
            if not isinstance(name, str) or name not in COLOUR_INDEX:
                raise IllegalMove("unknown_colour", value=show(name), colours=", ".join(COLOURS))
        return COLOUR_INDEX[tile[0]], COLOUR_INDEX[tile[1]]

    def move_of(self, code: int) -> Move:
        """The public decision of a core code (what the AI's search returns)."""
        return public_move(self._state, code)

    def code_of(self, move: Move | str) -> int:
        """The core code of a decision, checked legal now (IllegalMove says why not)."""
        return self._decode(move)

    # -- telling what happened -----------------------------------------------------------------

    def _events(self, place, code, seat, side, before, hand_before, was_bonus) -> list[Event]:
        s = self._state
        events: list[Event] = []
        if code >= 0:
            after = s.scores[side]
            points = {COLOURS[k]: after[k] - before[k] for k in range(6) if after[k] != before[k]}
            events.append({
                "type": "place", "seat": seat, "tile": list(place.tile),
                "cells": [list(c) for c in place.cells], "points": points, "bonus": was_bonus,
                "notation": str(place),
            })
            reached = [COLOURS[k] for k in range(6) if s.mode.earns_bonus(before[k], after[k])]
            if reached:
                events.append({"type": "genial", "seat": seat, "colours": reached})
        elif code == core.SWAP_HAND:
            events.append({"type": "swap", "seat": seat, "shown": [_tile(t) for t in hand_before]})
        if s.phase == core.OVER:
            events.append({"type": "over", "ranking": self.ranking(), "winner": self.winner})
        elif s.phase == core.SWAP:
            events.append({"type": "swap-offered", "seat": seat})
        elif s.bonus:
            events.append({"type": "bonus-placement", "seat": seat, "owed": s.bonus})
        else:  # the turn ended: the hand was refilled (or swapped) and play passed on
            kept = len(hand_before) - (code >= 0) if code != core.SWAP_HAND else 0
            events.append({"type": "draw", "seat": seat, "count": len(s.hands[seat]) - kept})
            events.append({"type": "turn", "seat": s.to_move})
        return events


def public_move(state: core.State, code: int) -> Move:
    """Place, Swap or Keep for an int-coded decision of the core."""
    if code == core.SWAP_HAND:
        return Swap()
    if code == core.KEEP:
        return Keep()
    geo = state.mode.area
    a, b, e = core.decode_place(code, geo.n_edges)
    return tuple.__new__(Place, (_TILE_NAMES[a * 6 + b], geo.edge_cells[e]))  # known-good parts


def new_game(players: int = 2, seed: int | None = None, teams: bool = False) -> Game:
    """A new game: 1 (solo) to 4 players, `teams=True` for 2 teams of 2 (4 players only).

    >>> g = new_game(players=4, seed=3, teams=True)
    >>> g.players, g.teams, len(g.scores), g.top
    (4, True, 2, 36)
    >>> new_game(players=5)
    Traceback (most recent call last):
    ...
    tabletop.errors.Refusal: 'players' must be 1 to 4, not 5
    """
    return Game(players, seed, teams)
