"""The protocol every game package offers, so the house (bridge, review, arena, CLI) can serve
any game without importing one.

A game package `G` (each of tabletop.games.NAMES) is a module with:

    G.NAME                       its format name ("qwirkle"), also the page's `?game=`
    G.TITLE                      how players call it ("Qwirkle")
    G.SYMBOL                     its mark beside the title in the site's header (one character,
                                 not a colour: "✤")
    G.new_game(players=2, seed=None, **mode) -> Game     a bad setup raises a Refusal
    G.from_record(data) -> Game                          a bad record raises G.RecordError
    G.parse_move(text) -> Move                           notation to move (IllegalMove)
    G.setup(args: dict) -> dict  new_game's keyword arguments but the seed (players included)
                                 read from the page's address or the bridge's `new` request
                                 (JSON values, or text as an address writes them:
                                 tabletop.arguments reads them); a value that cannot be read is
                                 a Refusal naming it, one that makes no game is new_game's to
                                 refuse (players, teams, variant, ...). Keys it does not read
                                 (game, seed, seats) are the house's: left alone
    G.static_info() -> dict      the game's own JSON facts the page draws with before Python is
                                 ready and never re-types (geometry, colours, seat names,
                                 thresholds); the house adds the keys the shell reads of every
                                 game (tabletop.games.static_info: `modes`, `levels`, `seats`,
                                 `max_record`, `lessons`), and build.py writes that to the
                                 site's static/<NAME>.json
    G.MODES                      every setup the game offers, as new_game's arguments, e.g.
                                 ({"players": 2}, {"players": 4, "teams": True}): the
                                 conformance suite plays each
    G.IllegalMove, G.RecordError the house's classes (tabletop.errors), re-exported
    G.ai                         a submodule, imported by the house when needed: LEVELS
                                 (weakest first), BASELINES (the arena's reference players, not
                                 offered in the page), choose(game, level, *, seed, budget)
                                 accepting both, hint(game, *, seed, budget),
                                 evaluate_moves(game, moves) -> [float] (higher is better)

For the conformance suite (tests/test_conformance.py): `G.pieces(game) -> Counter`, every piece
of the game wherever it is (bag, hands, board: it never changes over a game), and
`G.score_bounds(game) -> (low, high)`, the range of every number in `game.scores`; and
`G.HIDDEN = False` for a game in which a seat sees everything (default True: resampling then
deals something again).

Optional: `G.FIGURE` (a name, e.g. "lowest marker") with `G.figure(game, side) -> float`, a
side's final figure as the arena and simulations report it (default: the side's score);
`G.FILE` with `G.to_file(game) -> str` and `G.from_file(text) -> Game` (a bad file raises
RecordError), the game's file in another program's format (Blokus: Pentobi's .blksgf): FILE
is `{extension, type, program, opening}` (the character its text opens with, never `{`),
which the page offers beside the record and the bridge's `load` reads;
`G.page`, what the game's page needs beyond this protocol (its own bridge commands, how a
decision reads in the history and the hint: see tabletop.games); `G.bench` with `main(argv)`,
the game's own speed figures (`python -m tabletop bench --game NAME` runs it).

Its `Game` objects satisfy `Game` below; the house finds a game's package from the object (the
top-level package of its class's module). Moves are the game's own objects; `str(move)` is the
notation of rules-*.md and `game.play` accepts either. Events are the game's own dicts with a
"type"; the house reads three types: "place" (something put on the board: the page marks the
latest turn's), "turn" (play passed to `seat`) and "over".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

Event = dict[str, Any]


class Package(Protocol):
    """The package's functions, by the names and parameters the house calls them with
    (tests/test_protocol.py holds every registered game to them). `new_game`'s further
    parameters are the keys of its MODES."""

    NAME: str
    TITLE: str
    SYMBOL: str
    MODES: Sequence[dict[str, Any]]

    def new_game(self, players: int = 2, seed: int | None = None, **mode: Any) -> Game: ...

    def from_record(self, data: Any) -> Game: ...

    def parse_move(self, text: str) -> Any: ...

    def setup(self, args: dict[str, Any]) -> dict[str, Any]: ...

    def static_info(self) -> dict[str, Any]: ...

    def pieces(self, game: Any) -> Any: ...

    def score_bounds(self, game: Any) -> tuple[int, int]: ...


class Players(Protocol):
    """A package's computer players, `G.ai`."""

    LEVELS: Sequence[str]
    BASELINES: Sequence[str]

    def choose(self, game: Any, level: str, *, seed: int | None = None,
               budget: float | None = None) -> Any: ...

    def hint(self, game: Any, *, seed: int | None = None, budget: float | None = None) -> Any: ...

    def evaluate_moves(self, game: Any, moves: Any) -> list[float]: ...



@runtime_checkable
class Game(Protocol):
    """One game in progress, as the house sees it (the names the tests and the page rely on)."""

    seed: int  # chance comes from the game's own SplitMix64 seeded with this
    meta: dict[str, Any]  # free JSON data kept in the record (seats, levels, ...)

    @property
    def players(self) -> int: ...  # number of seats

    @property
    def to_move(self) -> int: ...  # the seat whose decision it is

    @property
    def phase(self) -> str: ...  # a short string; "over" once the game has ended

    @property
    def over(self) -> bool: ...

    @property
    def board(self) -> dict[Any, Any]: ...  # {cell: what covers it}

    @property
    def scores(self) -> list[Any]: ...  # one entry per seat (per team where teams score together)

    @property
    def decisions(self) -> list[str]: ...  # every decision so far, in notation

    def hand(self, seat: int) -> list[Any]: ...  # that seat's hidden tiles or pieces

    def legal_moves(self) -> Sequence[Any]: ...  # every legal decision for to_move

    def play(self, move: Any) -> list[Event]: ...  # IllegalMove leaves the game unchanged

    def ranking(self) -> list[list[int]]: ...  # groups of seats (or teams), best first

    def to_record(self) -> dict[str, Any]: ...  # the record envelope (tabletop.records)

    def copy(self) -> Game: ...  # independent, same seed and decisions

    def side_of(self, seat: int) -> int: ...  # index into scores/ranking of a seat

    def resample(self, seat: int, seed: int) -> Game:
        """A copy in which everything `seat` cannot see (the bag, other hands) is dealt again
        at random (seeded), consistently with what it has seen: what a fair AI searches on.
        The copy need not replay from a record; a game without hidden information returns a
        plain copy."""
        ...

    def view(self, seats: Sequence[int]) -> dict[str, Any]:
        """What the page shows of the game, as JSON data, with the hands of `seats` only (the
        local humans'): board, scores, to_move, phase, over, counts, and at the end the ranking
        and what decided it. Values stay within JavaScript's safe integers. The house's base
        (tabletop.base.BaseGame.view) writes players, to_move, phase, over, scores and ranking
        and asks the game's `page.view(game, seats)` for the rest; its session adds seed (as
        text), seats, last (the latest turn's "place" events), decisions (their number),
        undo (whose decision an undo takes back) and undo_from (the first it takes back). The
        page's shell reads scores (one per side), to_move, phase, over, hands, ranking, and
        `bag` when it is a number (the tiles left, shown in the header)."""
        ...
