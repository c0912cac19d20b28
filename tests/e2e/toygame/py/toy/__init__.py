"""Toy: the smallest game on the house's protocol (tabletop.protocol), for the page's tests.

One pile of stones; two players take one to three in turn; whoever takes the last stone wins.
The end-to-end tests add it to a copy of the built site as a second game, to see its wheel,
web module and strings loaded only when it is first opened.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tabletop.errors import IllegalMove, RecordError, Refusal, show
from tabletop.records import check_seed, envelope, fresh_seed, read_envelope, replay

NAME = "toy"
TITLE = "Toy"
MODES: tuple[dict[str, Any], ...] = ({"players": 2},)
PILE = 10
TAKES = ("1", "2", "3")
VERSION = 1

__all__ = ["MODES", "NAME", "TITLE", "Game", "IllegalMove", "RecordError", "ai", "from_record",
           "new_game", "parse_move", "setup", "static_info"]


def static_info() -> dict[str, Any]:
    """What the page needs before Python loads: the pile, the modes, the seats."""
    return {"pile": PILE, "modes": list(MODES), "levels": list(ai.LEVELS),
            "seats": [{"seat": "human"}] + [{"seat": f"ai-{lv}", "level": lv} for lv in ai.LEVELS],
            "max_record": 10_000}


def setup(args: dict[str, Any]) -> dict[str, Any]:
    """Two players, the only mode."""
    if str(args.get("players", 2)) != "2":
        raise Refusal("bad_integer", key="players", value=show(args.get("players")))
    return {"players": 2}


def parse_move(text: object) -> str:
    """A move is how many stones to take: "1", "2" or "3"."""
    if text not in TAKES:
        raise IllegalMove("move_not_text", type=type(text).__name__)
    return str(text)


class Game:
    """The pile and whose turn it is."""

    def __init__(self, seed: int, meta: dict[str, Any] | None = None) -> None:
        self.seed = seed
        self.meta = dict(meta or {})
        self.decisions: list[str] = []
        self.players = 2

    @property
    def pile(self) -> int:
        return PILE - sum(map(int, self.decisions))

    @property
    def over(self) -> bool:
        return self.pile == 0

    @property
    def phase(self) -> str:
        return "over" if self.over else "take"

    @property
    def to_move(self) -> int:
        return len(self.decisions) % 2

    @property
    def board(self) -> dict[Any, Any]:
        return {}

    @property
    def scores(self) -> list[int]:
        winner = (len(self.decisions) - 1) % 2 if self.over else None
        return [int(seat == winner) for seat in range(2)]

    def hand(self, seat: int) -> list[Any]:
        return []

    def side_of(self, seat: int) -> int:
        return seat

    def legal_moves(self) -> list[str]:
        return [] if self.over else [t for t in TAKES if int(t) <= self.pile]

    def play(self, move: object) -> list[dict[str, Any]]:
        if self.over:
            raise IllegalMove("game_over")
        take = parse_move(move)
        if take not in self.legal_moves():
            raise IllegalMove("move_not_text", type=show(take))
        seat = self.to_move
        self.decisions.append(take)
        return [{"type": "take", "seat": seat, "n": int(take)},
                {"type": "over"} if self.over else {"type": "turn", "seat": self.to_move}]

    def ranking(self) -> list[list[int]]:
        return sorted(([s] for s in range(2)), key=lambda group: -self.scores[group[0]])

    def to_record(self) -> dict[str, Any]:
        return envelope(NAME, VERSION, {"players": 2}, self.seed, self.decisions, self.meta)

    def copy(self) -> Game:
        twin = Game(self.seed, self.meta)
        twin.decisions = list(self.decisions)
        return twin

    def resample(self, seat: int, seed: int) -> Game:
        return self.copy()  # nothing is hidden

    def view(self, seats: list[int]) -> dict[str, Any]:
        return {"board": [], "scores": self.scores, "to_move": self.to_move, "phase": self.phase,
                "players": 2, "over": self.over, "pile": self.pile,
                "hands": [[] for _ in range(2)],
                "ranking": self.ranking() if self.over else None}


def new_game(players: int = 2, seed: int | None = None) -> Game:
    setup({"players": players})
    return Game(fresh_seed() if seed is None else check_seed(seed))


def from_record(data: object) -> Game:
    record = read_envelope(data, NAME, TITLE, (VERSION,))
    game = Game(record["seed"], record["meta"])
    replay(game.play, record["decisions"])
    return game


def _choose(game: Game, level: str = "beginner", *, seed: int | None = None,
            budget: float | None = None) -> str:
    """Leave a multiple of four when it can, else take one."""
    return next((t for t in game.legal_moves() if (game.pile - int(t)) % 4 == 0), TAKES[0])


ai = SimpleNamespace(LEVELS=("beginner",), choose=_choose, hint=_choose)
