"""The public game object: names and cells outside, the bitboard core inside.

`Game` checks every decision and explains a refusal (`IllegalMove`), then lets `core.State`
apply it; it keeps the list of decisions so that the mode plus that list replays the game.
Blokus has no chance: the seed only seeds the computer players, and is recorded all the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.base import BaseGame, rank

from .config import Mode
from .core import OVER, State
from .errors import IllegalMove, cell_text, show
from .legal import Catalogue, Placements
from .moves import Place, parse_move
from .pieces import INDEX, NAMES, piece_of

Event = dict[str, Any]


def _is_cell(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value))


class Game(BaseGame[State]):
    """One game of Blokus: 2, 3 or 4 players on the classic board (teams with 4), or Duo.

    >>> g = new_game(players=4, seed=1)
    >>> g.colour, g.to_move, len(g.legal_moves())
    ('blue', 0, 58)
    >>> events = g.play("blue:1@0,0")
    >>> g.colour, g.to_move
    ('yellow', 1)
    """

    NAME = "blokus"  # the records' format, also the page's ?game=
    TITLE = "Blokus"  # how players call the game
    VERSION = 2  # the record version this engine writes (1 named levels as `ai.levels.FORMER`)

    def __init__(self, players: int | None = None, seed: int | None = None,
                 teams: bool = False, variant: str | None = None) -> None:
        mode = Mode(players, teams, variant)
        super().__init__(seed, lambda seed: State(mode))  # nothing in Blokus is drawn
        geo = self._state.geo
        #: each colour's Place objects, made once (shared by copies: they are immutable)
        self._places = {colour: Catalogue(geo, colour) for colour in self.colours}

    # -- what anyone may see -------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        return self._state.mode

    @property
    def players(self) -> int:
        return self.mode.players

    @property
    def teams(self) -> bool:
        return self.mode.teams

    @property
    def variant(self) -> str:
        """"classic" (20 × 20, four colours) or "duo" (14 × 14, two)."""
        return self.mode.variant.name

    @property
    def size(self) -> int:
        return self.mode.variant.size

    @property
    def colours(self) -> tuple[str, ...]:
        """The colours in turn order."""
        return self.mode.variant.colours

    @property
    def colour(self) -> str:
        """The colour to move (the last one that moved once the game is over)."""
        return self.colours[self._state.colour]

    @property
    def to_move(self) -> int:
        """The seat deciding now (for the neutral colour, the seat whose turn it is to play
        it)."""
        return self._state.to_move

    @property
    def over(self) -> bool:
        return self._state.phase == OVER

    @property
    def board(self) -> dict[tuple[int, int], str]:
        """{(x, y): colour} of every covered cell."""
        geo = self._state.geo
        return {cell: name for name, own in zip(self.colours, self._state.own, strict=True)
                for cell in geo.cells_of(own)}

    @property
    def scores(self) -> list[int]:
        """Each seat's score (each team's in the team game), by rules-blokus.md §4 as if the
        game ended now: -1 per square not placed, +15 for all placed, +20 with the monomino
        last; a seat with two colours adds them; the neutral colour counts for nobody."""
        return self._state.scores()

    @property
    def colour_scores(self) -> dict[str, int]:
        """Each colour's own score (the neutral colour's too)."""
        return {name: self._state.colour_score(c) for c, name in enumerate(self.colours)}

    def seat_of(self, colour: str) -> int | None:
        """The seat playing a colour; None for the neutral colour (played in turn)."""
        return self.mode.colour_seat[self._colour_index(colour)]

    def side_of(self, seat: int) -> int:
        """Index into `scores` of a seat: the seat itself, or its team (seats 0, 2 and 1, 3)."""
        return self.mode.side_of(seat)

    def pieces_left(self, colour: str) -> list[str]:
        """The names of a colour's unplaced pieces, in the rules' order."""
        return [NAMES[p] for p in self._state.left[self._colour_index(colour)]]

    def hand(self, seat: int) -> list[str]:
        """The unplaced pieces of the colour(s) a seat plays, colour after colour (a seat
        playing two colours has two of most names). Nothing in Blokus is hidden."""
        if not 0 <= seat < self.players:
            raise IndexError(f"seat {seat} is not one of 0 to {self.players - 1}")
        return [NAMES[p] for c in self.mode.seat_colours(seat) for p in self._state.left[c]]

    def attach_points(self, colour: str | None = None) -> list[tuple[int, int]]:
        """The free cells where a piece of a colour (default: the colour to move) may touch
        its own colour at a corner, or its starting cell before its first piece."""
        c = self._state.colour if colour is None else self._colour_index(colour)
        return list(self._state.geo.cells_of(self._state.attach[c]))

    def is_out(self, colour: str) -> bool:
        """Whether a colour has been found unable to place (its turns are skipped)."""
        return self._state.out[self._colour_index(colour)]

    def ranking(self) -> list[list[int]]:
        """Groups of sides (seats, or teams in the team game), best first; a group is tied."""
        return rank(self.scores)

    # -- decisions -----------------------------------------------------------------------------

    def legal_moves(self) -> Sequence[Place]:
        """Every legal placement of the colour to move, each once (a lazy list-like
        sequence, see legal.py); empty when the game is over."""
        return Placements(self._places[self.colour], self._state.legal())

    def play(self, move: Place | str) -> list[Event]:
        """Apply a placement and return what happened; an illegal one raises IllegalMove and
        leaves the game unchanged."""
        pid = self._decode(move)
        return self.play_code(pid)

    def play_code(self, pid: int) -> list[Event]:
        """Apply a legal placement id of the core (what the AI's search returns)."""
        s = self._state
        seat, colour = s.to_move, self.colour
        place = self._places[colour][pid]
        out_before = s.out[:]
        skipped = s.apply(pid)
        notation = str(place)
        self._decisions.append(notation)
        events: list[Event] = [{
            "type": "place", "seat": seat, "colour": colour, "piece": place.piece,
            "cells": [list(c) for c in place.cells], "notation": notation}]
        if skipped:  # "out": the colours found unable to place just now (skipped for good)
            events.append({"type": "skip", "colours": [self.colours[c] for c in skipped],
                           "out": [self.colours[c] for c in skipped if not out_before[c]]})
        if s.phase == OVER:
            events.append({"type": "over", "scores": self.scores, "ranking": self.ranking()})
        else:
            events.append({"type": "turn", "seat": s.to_move, "colour": self.colour})
        return events

    def why_illegal(self, move: Place | str) -> IllegalMove | None:
        """The refusal `play(move)` would raise now, or None if the move is legal: what the
        page shows beside an illegal ghost."""
        try:
            self._decode(move)
        except IllegalMove as refusal:
            return refusal
        return None

    def code_of(self, move: Place | str) -> int:
        """The core placement id of a move, checked legal now (IllegalMove says why not)."""
        return self._decode(move)

    def move_of(self, pid: int) -> Place:
        """The public placement of a core id, for the colour to move."""
        return self._places[self.colour][pid]

    def placements(self, piece: str) -> dict[str, Any]:
        """Every legal placement of one piece for the colour to move, by orientation and
        anchor cell (see page.ghosts): what the page's ghosts show."""
        from .page import ghosts

        return ghosts(self, piece)

    def resample(self, seat: int, seed: int) -> Game:
        """Nothing is hidden in Blokus: a plain copy."""
        return self.copy()

    def config(self) -> dict[str, Any]:
        """The setup a record keeps (the house writes the record: BaseGame.to_record)."""
        return self.mode.config()

    # -- checking a decision -------------------------------------------------------------------

    def _colour_index(self, colour: object) -> int:
        if colour not in self.colours:
            raise IllegalMove("unknown_colour", value=show(colour), colours=", ".join(self.colours))
        return self.colours.index(colour)

    def _decode(self, move: Place | str) -> int:
        """The placement id of a legal move, or IllegalMove saying why it is not legal."""
        if isinstance(move, str):
            move = parse_move(move)
        pid = self._places[self.colour].pid(move)
        if pid is not None and self._state.is_legal(pid):
            return pid
        return self._explain(move)

    def _explain(self, move: Place) -> int:
        """The refusal of a move, each rule checked in turn with what it says is wrong (the
        placement id if none is broken)."""
        s = self._state
        if s.phase == OVER:
            raise IllegalMove("game_over")
        if not isinstance(move, Place):
            raise IllegalMove("not_a_placement", value=show(move))
        c = self._colour_index(move.colour)
        if c != s.colour:
            raise IllegalMove("not_colour_turn", expected=self.colour, value=move.colour)
        if move.piece not in INDEX:
            raise IllegalMove("unknown_piece", value=show(move.piece), pieces=" ".join(NAMES))
        mask = self._mask(move)
        geo = s.geo
        piece = INDEX[move.piece]
        if piece not in s.left[c]:
            raise IllegalMove("piece_already_placed", colour=move.colour, piece=move.piece)
        if mask & s.occupied:
            raise IllegalMove("cell_occupied", cell=self._first_cell(mask & s.occupied))
        if not s.own[c]:
            start = self.mode.variant.starts[c]
            if not mask >> geo.bit(start) & 1:
                raise IllegalMove("start_not_covered", colour=move.colour, cell=cell_text(start))
        touching = mask & geo.edges(s.own[c])
        if touching:
            raise IllegalMove("own_side_contact", cell=self._first_cell(touching),
                              colour=move.colour)
        if not mask & s.attach[c]:
            raise IllegalMove("no_corner_contact", colour=move.colour)
        return geo.by_mask[mask]

    def _mask(self, move: Place) -> int:
        """The board bits of a placement's cells, checked to be a piece on the board and the
        piece it names."""
        cells = move.cells
        if not (isinstance(cells, tuple) and cells and all(map(_is_cell, cells))):
            raise IllegalMove("not_a_placement", value=show(move))
        geo = self._state.geo
        seen: set[tuple[int, int]] = set()
        for cell in cells:
            if cell in seen:
                raise IllegalMove("repeated_cell", cell=cell_text(cell))
            seen.add(cell)
            if not geo.inside(cell):
                raise IllegalMove("cell_off_board", cell=cell_text(cell), last=geo.size - 1)
        shape = piece_of(cells)
        if shape is None:
            raise IllegalMove("cells_form_no_piece",
                              cells=" ".join(cell_text(c) for c in cells))
        if shape != move.piece:
            raise IllegalMove("piece_mismatch", shape=shape, piece=move.piece)
        return sum(1 << geo.bit(cell) for cell in cells)

    def _first_cell(self, mask: int) -> str:
        return cell_text(next(self._state.geo.cells_of(mask)))


def new_game(players: int | None = None, seed: int | None = None, teams: bool = False,
             variant: str | None = None) -> Game:
    """A new game. `variant`: None or "classic" (20 × 20, four colours) or "duo" (14 × 14);
    `players`: 2, 3 or 4 on the classic board (None: 4), 2 in Duo (None: 2); `teams=True`:
    4 players in two teams (blue + red against yellow + green); `seed` (None: a fresh one)
    only seeds the computer players."""
    return Game(players, seed, teams, variant)
