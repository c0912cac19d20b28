"""The public game object: codes and (x, y) cells outside, the integer core inside.

`Game` reads a decision (a move object or its notation), checks it through the core
(`State.judge` explains a refusal with IllegalMove) and applies it; it keeps the list of
decisions so that the seed plus that list replays the game exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

from tabletop.base import DealtGame, rank
from tabletop.records import check_seed
from tabletop.rng import SplitMix64

from . import core
from .board import xy
from .errors import IllegalMove, Refusal, cell_text, show
from .legal import legal_plays
from .moves import Discard, Move, Pass, Play, checked_cell, parse_move, tile_code
from .tiles import CARD_OF, JOKER_CODE, TILE_CODES, TILE_OF, placed_code

Event = dict[str, Any]
KINDS = ("run", "set")  # meld kinds by core code (tiles.RUN, tiles.SET)


class Game(DealtGame[core.State]):
    """One game of Ginny-O for 2 to 4 players.

    >>> g = new_game(players=2, seed=7)
    >>> g.phase, len(g.hand(g.to_move)), len(g.hand(1 - g.to_move))
    ('play', 8, 7)
    >>> events = g.play(max(g.scored_plays(), key=lambda sp: sp[1])[0])
    >>> events[0]["type"], events[0]["points"]
    ('place', 20)
    """

    NAME = "ginnyo"  # the records' format, also the page's ?game=
    TITLE = "Ginny-O"  # how players call the game
    VERSION = 2  # the record version this engine writes (1 named levels as `ai.levels.FORMER`)

    def __init__(self, players: int = 2, seed: int | None = None) -> None:
        super().__init__(seed, lambda seed: core.State(core.check_players(players), seed))

    # -- what anyone may see -----------------------------------------------------------------

    @property
    def players(self) -> int:
        return self._state.players

    @property
    def phase(self) -> str:
        """"play" while the game goes on (the seat to move plays, discards or passes),
        "over" at the end."""
        return self._state.phase

    @property
    def over(self) -> bool:
        return self._state.over

    @property
    def board(self) -> dict[tuple[int, int], str]:
        """{(x, y): tile} of every covered cell; a joker shows what it stands for, `JK=QH`."""
        return {xy(c): placed_code(code) for c, code in enumerate(self._state.tiles) if code >= 0}

    @property
    def sections(self) -> dict[tuple[int, int], int]:
        """{(x, y): section} of every covered cell: 0 from the centre, then one per red start
        square in the order they were opened."""
        s = self._state
        return {xy(c): s.section[c] for c, code in enumerate(s.tiles) if code >= 0}

    @property
    def section_starts(self) -> list[tuple[int, int]]:
        """The square each section began on, by section number."""
        return [xy(c) for c in self._state.starts]

    @property
    def scores(self) -> list[int]:
        """Points per seat (after the hand penalties once the game is over)."""
        return self._state.scores[:]

    @property
    def penalties(self) -> list[int] | None:
        """What each seat lost for the tiles left in its hand at the end (None before)."""
        p = self._state.penalties
        return None if p is None else p[:]

    @property
    def first_draw(self) -> list[list[dict[str, Any]]]:
        """The draw for the first player: one list per round of {seat, tile}."""
        return [[{"seat": seat, "tile": TILE_CODES[tile]} for seat, tile in drawn]
                for drawn in self._state.first_draw]

    def may_discard(self) -> bool:
        return self._state.may_discard()

    def may_pass(self) -> bool:
        return self._state.may_pass()

    def side_of(self, seat: int) -> int:
        """Index into `scores` of a seat: every seat scores for itself."""
        return self._seat(seat)

    def hand(self, seat: int) -> list[str]:
        """A seat's hidden tiles, in tile order (suits S H D C, ace to king, jokers last)."""
        return [TILE_CODES[t] for t in sorted(self._state.hands[self._seat(seat)])]

    def ranking(self) -> list[list[int]]:
        """Groups of seats by score, best first; seats with equal scores share a group."""
        return rank(self._state.scores)

    def _seat(self, seat: object) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise Refusal("ginnyo_bad_seat", last=self.players - 1, value=show(seat))
        return seat

    # -- decisions -----------------------------------------------------------------------------

    def scored_plays(self) -> list[tuple[Play, int]]:
        """Every legal play of the seat to move with its points, from the move generator."""
        return [(public_play(placements), points)
                for points, placements in legal_plays(self._state)]

    def legal_moves(self) -> list[Move]:
        """Every legal decision of the seat to move: its plays, its discards, or a pass."""
        s = self._state
        moves: list[Move] = [play for play, _ in self.scored_plays()]
        if s.may_discard():
            moves += [Discard(TILE_CODES[t] for t in tiles)
                      for tiles in discards(s.hands[s.to_move])]
        if s.may_pass():
            moves.append(Pass())
        return moves

    def preview(self, play: Play | str) -> int:
        """The points a play would score now; IllegalMove if it is not legal."""
        return self._judged(play)[3]

    def melds(self, play: Play | str) -> list[dict[str, Any]]:
        """The melds a play would score in now, as its `place` event gives them (cells in line
        order, kind, points): the page words a play by them. IllegalMove if it is not legal."""
        return meld_facts(self._judged(play)[4])

    def _judged(self, play: Play | str) -> tuple:
        decision = self._decode(play)
        if decision[0] != "play":
            raise IllegalMove("ginnyo_preview_not_play", move=str(decision[1]))
        return decision

    def play(self, move: Move | str) -> list[Event]:
        """Apply a decision and return what happened; an illegal one raises IllegalMove and
        leaves the game as it was."""
        decision = self._decode(move)
        s = self._state
        seat = s.to_move
        kind, public = decision[0], decision[1]
        events: list[Event]
        if kind == "play":
            _, _, placements, points, melds = decision
            drawn = s.play(placements, points)
            events = [self._play_event(seat, public, placements, points, melds)]
        elif kind == "discard":
            drawn = s.discard(decision[2])
            events = [{"type": "discard", "seat": seat, "count": len(decision[2])}]
        else:
            drawn = 0
            s.pass_turn()
            events = [{"type": "pass", "seat": seat}]
        if drawn:
            events.append({"type": "draw", "seat": seat, "count": drawn})
        if s.over:
            events.append({"type": "over", "penalties": self.penalties, "scores": self.scores,
                           "ranking": self.ranking()})
        else:
            events.append({"type": "turn", "seat": s.to_move, "drew": s.box_at_start})
        self._decisions.append(str(public))
        return events

    def _play_event(self, seat: int, play: Play, placements, points: int, melds) -> Event:
        s = self._state
        section = s.section[placements[0][0]]
        return {
            "type": "place", "seat": seat, "notation": str(play), "points": points,
            "tiles": [{"x": x, "y": y, "tile": tile} for tile, (x, y) in play],
            "melds": meld_facts(melds),
            "section": section, "new_section": s.starts[section] in dict(placements),
        }

    def resample(self, seat: int, seed: int) -> Game:
        """A copy in which what `seat` cannot see (the box, the other hands) is dealt again at
        random from `seed`, sizes kept; later draws come from that seed too.

        It depends only on what the seat knows and on `seed`. The copy does not replay from a
        record (its decisions are the original's).
        """
        g = self.copy()
        rng = SplitMix64(check_seed(seed))
        pool = g._state.unseen(self._seat(seat))
        for i in range(len(pool) - 1, 0, -1):  # Fisher–Yates with the game's own generator
            j = rng.below(i + 1)
            pool[i], pool[j] = pool[j], pool[i]
        g._state.redeal(seat, pool, rng)
        return g

    def config(self) -> dict[str, Any]:
        """The setup a record keeps (the house writes the record: BaseGame.to_record)."""
        return {"players": self.players}

    def view(self, seats: Sequence[int] = ()) -> dict[str, Any]:
        """Everything the page shows (BaseGame.view), with the hands of `seats` only: a seat
        that is not one of the game's is refused."""
        return super().view([self._seat(s) for s in seats])

    def joker_choices(self, staged: Sequence, cell: tuple[int, int]) -> list[str]:
        """What a joker put on `cell` may stand for, given the tiles already staged: the cards
        of every legal play that holds them all and a joker there (see staging.py)."""
        from .staging import joker_choices

        return joker_choices(self, staged, cell)

    def decision(self, move: Move | str) -> tuple:
        """The integer core's form of a legal decision, as the AI's strategies apply it:
        ("play", placements, points), ("discard", tiles) or ("pass",); IllegalMove if the
        move is not legal now."""
        decoded = self._decode(move)
        if decoded[0] == "play":
            return ("play", decoded[2], decoded[3])
        if decoded[0] == "discard":
            return ("discard", tuple(decoded[2]))
        return ("pass",)

    # -- checking a decision -------------------------------------------------------------------

    def _decode(self, move: Move | str) -> tuple:
        """("play", Play, placements, points, melds), ("discard", Discard, tiles) or
        ("pass", Pass()) for a legal decision; IllegalMove saying why otherwise."""
        if isinstance(move, str):
            move = parse_move(move)
        s = self._state
        if s.over:
            raise IllegalMove("game_over")
        if isinstance(move, Pass):
            if not s.may_pass():
                raise IllegalMove("ginnyo_no_pass", count=len(s.bag))
            return "pass", move
        if isinstance(move, Discard):
            tiles = [self._hand_tile(t) for t in move]
            if not tiles:
                raise IllegalMove("ginnyo_empty_discard")
            if not s.may_discard():
                raise IllegalMove("ginnyo_no_discard")
            s.judge_hand(tiles)
            return "discard", move, tiles
        if not isinstance(move, Play):
            raise IllegalMove("ginnyo_not_a_move", value=show(move))
        placements = tuple(sorted(self._placement(pair) for pair in move))
        points, melds = s.judge(placements)
        return "play", public_play(placements), placements, points, melds

    @staticmethod
    def _hand_tile(text: object) -> int:
        if not isinstance(text, str) or text not in TILE_OF:
            raise IllegalMove("ginnyo_unknown_tile", value=show(text))
        return TILE_OF[text]

    @staticmethod
    def _placement(pair: object) -> core.Placement:
        """(cell, code) of one `(tile, (x, y))` of a play, its parts checked."""
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise IllegalMove("ginnyo_unreadable_move", text=show(pair))
        tile, cell = pair
        at = checked_cell(cell)
        if tile == JOKER_CODE:
            raise IllegalMove("ginnyo_joker_undeclared", cell=cell_text(cell))
        if not isinstance(tile, str) or (tile.removeprefix(JOKER_CODE + "=") not in CARD_OF):
            raise IllegalMove("ginnyo_unknown_tile", value=show(tile))
        return at, tile_code(tile)


def meld_facts(melds: Sequence[core.Meld]) -> list[dict[str, Any]]:
    """Melds as the events and the page give them: cells [x, y] in line order, kind, points."""
    return [{"cells": [list(xy(c)) for c in m.cells], "kind": KINDS[m.kind], "points": m.points}
            for m in melds]


def public_play(placements: Sequence[core.Placement]) -> Play:
    """The Play of core placements (already sorted by cell, which is x-then-y order along a
    line)."""
    return tuple.__new__(Play, tuple((placed_code(code), xy(c)) for c, code in placements))


def discards(hand: Sequence[int]) -> list[tuple[int, ...]]:
    """Every distinct non-empty choice of tiles from a hand (duplicates counted once)."""
    tiles = sorted(set(hand))
    counts = [hand.count(t) for t in tiles]
    found = []
    for takes in product(*(range(n + 1) for n in counts)):
        chosen = tuple(t for t, k in zip(tiles, takes, strict=True) for _ in range(k))
        if chosen:
            found.append(chosen)
    return found


def new_game(players: int = 2, seed: int | None = None) -> Game:
    """A new game of 2 to 4 players (one tile set for 2, two for 3 or 4)."""
    return Game(players, seed)

