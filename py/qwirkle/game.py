"""The public game object: names and tuples outside, the integer core inside.

`Game` checks every decision and explains a refusal (`IllegalMove`, see `check`), then lets
`core.State` apply it; it keeps the list of decisions so that a seed plus that list replays
the game. It also answers the page: what staged tiles would score and where a hand tile may
still go (`preview`, `options`), and everything to draw (`view`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tabletop import staging
from tabletop.base import DealtGame, rank

from . import core, legal
from .check import check_pass, decode_place, decode_tiles, decode_trade
from .config import check_players
from .errors import IllegalMove, show
from .moves import Move, Pass, Place, Trade, parse_move
from .tiles import END_BONUS, LINE_MAX, NAMES, TEXT

Event = dict[str, Any]


def public_move(decision: core.Decision) -> Move:
    """Place, Trade or Pass of a core decision (what the move generator and the AI return)."""
    if not decision:
        return Pass()
    if type(decision[0]) is tuple:
        return Place([(NAMES[t], core.xy_of(cell)) for cell, t in decision])
    return Trade([NAMES[t] for t in decision])



class Game(DealtGame[core.State]):
    """One game of Qwirkle for 2 to 4 players.

    >>> g = new_game(players=2, seed=7)
    >>> g.phase, len(g.hand(0)), g.bag_count
    ('place', 6, 96)
    >>> events = g.play(g.legal_moves()[0])
    >>> g.to_move != events[0]["seat"]
    True
    """

    NAME = "qwirkle"  # the records' format, also the page's ?game=
    TITLE = "Qwirkle"  # how players call the game
    VERSION = 2  # the record version this engine writes (1 named levels as `ai.levels.FORMER`)

    def __init__(self, players: int = 2, seed: int | None = None) -> None:
        players = check_players(players)
        super().__init__(seed, lambda seed: core.State(players, seed))
        self._out_seat: int | None = None  # who placed their last tile, ending the game

    # -- what anyone may see -----------------------------------------------------------------

    @property
    def players(self) -> int:
        return self._state.players

    @property
    def over(self) -> bool:
        return self._state.phase == core.OVER

    @property
    def end(self) -> str | None:
        """How the game ended: "out" (a player placed their last tile), "blocked" (nobody can
        place), or None while it goes on."""
        return self._state.end or None

    @property
    def out_seat(self) -> int | None:
        """The seat that placed its last tile and ended the game (scoring the end bonus)."""
        return self._out_seat

    @property
    def board(self) -> dict[tuple[int, int], tuple[str, str]]:
        """{(x, y): (colour, shape)} of every tile on the table."""
        return {core.xy_of(cell): NAMES[t] for cell, t in self._state.board.items()}

    @property
    def scores(self) -> list[int]:
        return self._state.scores[:]

    @property
    def first_size(self) -> int:
        """How many tiles the first move must place (the starting player's best group), or 0
        once it is made."""
        return self._state.first_size

    def side_of(self, seat: int) -> int:
        """Index into `scores` and `ranking` of a seat: the seat itself (no teams)."""
        return seat

    def hand(self, seat: int) -> list[tuple[str, str]]:
        """A seat's hidden tiles."""
        return [NAMES[t] for t in self._state.hands[seat]]

    def ranking(self) -> list[list[int]]:
        """Groups of seats, best first; a group is tied (also while the game goes on)."""
        return rank(self._state.scores)

    # -- decisions -----------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal decision for `to_move`: placements (each once, its tiles along the
        line), then trades, or the pass when neither is possible; none once over."""
        s = self._state
        if s.phase == core.OVER:
            return []
        moves: list[Move] = [public_move(p) for p, _ in legal.placements(s)]
        moves += [public_move(t) for t in s.trades()]
        return moves or [Pass()]

    def play(self, move: Move | str) -> list[Event]:
        """Apply a decision and return what happened; an illegal one raises IllegalMove and
        leaves the game exactly as it was."""
        move, decision = self._decode(move)
        s = self._state
        seat = s.to_move
        events: list[Event] = []
        if isinstance(move, Place):
            qwirkles = sum(len(line) == LINE_MAX for line in s.lines(decision))
            kept = len(s.hands[seat]) - len(decision)
            points = s.place(decision)
            events.append({"type": "place", "seat": seat, "tiles": _cells_json(decision),
                           "points": points, "qwirkles": qwirkles, "notation": str(move)})
            if qwirkles:
                events.append({"type": "qwirkle", "seat": seat, "count": qwirkles})
            events.append({"type": "draw", "seat": seat, "count": len(s.hands[seat]) - kept})
        elif isinstance(move, Trade):
            s.trade(decision)
            events.append({"type": "trade", "seat": seat, "count": len(decision)})
        else:
            s.pass_turn()
            events.append({"type": "pass", "seat": seat})
        self._decisions.append(str(move))
        if s.end == core.OUT:
            self._out_seat = seat
            events.append({"type": "bonus", "seat": seat, "points": END_BONUS})
        if s.phase == core.OVER:
            events.append({"type": "over", "end": s.end, "ranking": self.ranking(),
                           "scores": self.scores})
        else:
            events.append({"type": "turn", "seat": s.to_move})
        return events

    def _decode(self, move: Move | str) -> tuple[Move, core.Decision]:
        """The move and its core decision, checked legal now (IllegalMove says why not)."""
        if isinstance(move, str):
            move = parse_move(move)
        s = self._state
        if s.phase == core.OVER:
            raise IllegalMove("game_over")
        if isinstance(move, Place):
            return move, decode_place(s, move)
        if isinstance(move, Trade):
            return move, decode_trade(s, move)
        if isinstance(move, Pass):
            check_pass(s)
            return move, ()
        raise IllegalMove("qwirkle_not_a_move", value=show(move))

    def code_of(self, move: Move | str) -> core.Decision:
        """The core decision of a move, checked legal now (IllegalMove says why not)."""
        return self._decode(move)[1]

    # -- what the page asks while a player stages tiles ----------------------------------------

    def preview(self, move: Place | str) -> int:
        """The points this placement would score now, the end bonus included when it would
        empty the hand with the bag empty; IllegalMove says why it is not legal."""
        decoded, decision = self._decode(move)
        if not isinstance(decoded, Place):
            raise IllegalMove("qwirkle_preview_place", move=str(decoded))
        s = self._state
        ends = not s.bag and len(decision) == len(s.hands[s.to_move])
        return s.points(decision) + (END_BONUS if ends else 0)

    def options(self, staged: Place | str | Sequence = ()) -> dict[str, Any]:
        """What the page needs while tiles are staged (put on cells, not yet played), as the
        house shapes it (tabletop.staging.answer): for each tile of the hand ("red-circle")
        the cells where adding it to the staged tiles still leads to a legal placement, and
        whether the staged tiles are a legal placement now (the confirm button). Staged tiles
        that are not in the hand, or not on free cells, raise IllegalMove.
        """
        s = self._state
        if isinstance(staged, str):
            move = parse_move(staged) if staged.strip() else Place([])
        elif isinstance(staged, list | tuple):
            move = staged if isinstance(staged, Place) else Place(staged)
        else:
            raise IllegalMove("qwirkle_unreadable_move", text=show(staged))
        if not isinstance(move, Place):
            raise IllegalMove("qwirkle_preview_place", move=str(move))
        if s.phase == core.OVER:
            raise IllegalMove("game_over")
        pairs = set(decode_tiles(s, move)) if move else set()
        cells: dict[str, set[tuple[int, int]]] = {TEXT[t]: set() for t in s.hands[s.to_move]}
        for placement, _ in legal.placements(s):
            if pairs <= set(placement):
                for cell, t in placement:
                    if (cell, t) not in pairs:
                        cells[TEXT[t]].add(core.xy_of(cell))
        return staging.answer(cells, str(move) if pairs else None, lambda: self.preview(move))

    # -- copies, records, hidden information, the page -----------------------------------------

    def resample(self, seat: int, seed: int) -> Game:
        """A copy in which everything `seat` cannot see (the other hands, the bag and its order)
        is dealt again at random (seeded) from what it has seen: the board and its own hand.
        Its future draws differ from this game's, so it does not replay from a record."""
        g = self.copy()
        g._state = self._state.resample(seat, random.Random(seed))
        return g

    def config(self) -> dict[str, Any]:
        """The setup a record keeps (the house writes the record: BaseGame.to_record)."""
        return {"players": self.players}


def _cells_json(pairs: core.Placement) -> list[dict[str, Any]]:
    out = []
    for cell, t in pairs:
        x, y = core.xy_of(cell)
        out.append({"x": x, "y": y, "colour": NAMES[t][0], "shape": NAMES[t][1]})
    return out


def new_game(players: int = 2, seed: int | None = None) -> Game:
    """A new game for 2 to 4 players; seeded, a seed plus the decisions replays it exactly."""
    return Game(players, seed)
