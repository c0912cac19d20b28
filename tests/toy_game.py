"""A tiny game on the house's protocol (tabletop.protocol), for testing the shared layer alone.

Numbered tiles 1..6 (two of each) in a bag; each seat holds two. A turn puts one tile from the
hand on a free cell of a row (8 cells, or 5 in the "short" variant): it scores its number times
one plus its covered neighbours, and the hand is refilled from the bag. The game ends when the
row is full or every hand is empty; the most points ranks first (ties share a place).
Notation: `3@5` (tile 3 on cell 5). Two or three players; chance, hidden hands and a bag, so
resampling and fair play mean something.
"""

from __future__ import annotations

import random
import types
from collections import Counter
from collections.abc import Sequence
from typing import Any

from tabletop.arguments import integer
from tabletop.errors import IllegalMove, RecordError, Refusal, register, show
from tabletop.records import check_seed, envelope, fresh_seed, read_envelope, replay
from tabletop.rng import SplitMix64

NAME = "toy_game"
TITLE = "Toy"
VERSION = 1
CELLS = {"long": 8, "short": 5}
TILES = [n for n in range(1, 7) for _ in range(2)]
HAND = 2
MODES = ({"players": 2}, {"players": 3}, {"players": 2, "variant": "short"})

MESSAGES = {  # the toy's own refusal codes (never shown by a page)
    "toy_players": "the toy is played by 2 or 3, not {value}",
    "toy_variant": "the toy's variants are long and short, not {value}",
    "toy_unreadable": "cannot read the toy move {text}",
    "toy_not_legal": "{move} is not a legal move now",
    "toy_config": "the toy's config holds 'players' and 'variant'",
}
register(MESSAGES)

__all__ = ["IllegalMove", "RecordError"]


def setup(args: dict[str, Any]) -> dict[str, Any]:
    players = integer(args, "players", 2)
    variant = args.get("variant", "long")
    return {"players": players, **({"variant": variant} if variant != "long" else {})}


def _check(players: object, variant: object) -> None:
    if players not in (2, 3) or isinstance(players, bool):
        raise Refusal("toy_players", value=show(players))
    if not isinstance(variant, str) or variant not in CELLS:
        raise Refusal("toy_variant", value=show(variant))


def static_info() -> dict[str, Any]:
    return {"cells": CELLS}


def parse_move(text: object) -> str:
    if not isinstance(text, str):
        raise IllegalMove("move_not_text", type=type(text).__name__)
    tile, _, cell = text.strip().partition("@")
    if not (tile.isdigit() and cell.isdigit() and len(tile) == 1 and len(cell) <= 2):
        raise IllegalMove("toy_unreadable", text=show(text))
    return f"{int(tile)}@{int(cell)}"


class Game:
    def __init__(self, players: int = 2, seed: int | None = None, variant: str = "long") -> None:
        self.seed = fresh_seed() if seed is None else check_seed(seed)
        _check(players, variant)
        self.variant = variant
        self.meta: dict[str, Any] = {}
        self.row: list[int] = [0] * CELLS[variant]
        self.points = [0] * players
        self.to_move = 0
        self._rng = SplitMix64(self.seed)
        self.bag = TILES[:]
        self.hands = [[self._draw() for _ in range(HAND)] for _ in range(players)]
        self._decisions: list[str] = []

    def _draw(self) -> int:
        return self.bag.pop(self._rng.below(len(self.bag)))

    players = property(lambda self: len(self.points))
    over = property(lambda self: all(self.row) or not any(self.hands))
    phase = property(lambda self: "over" if self.over else "place")
    board = property(lambda self: {c: t for c, t in enumerate(self.row) if t})
    scores = property(lambda self: list(self.points))
    decisions = property(lambda self: list(self._decisions))

    def side_of(self, seat: int) -> int:
        return seat

    def hand(self, seat: int) -> list[int]:
        return sorted(self.hands[seat])

    def legal_moves(self) -> list[str]:
        if self.over:
            return []
        free = [c for c, t in enumerate(self.row) if not t]
        return [f"{t}@{c}" for t in sorted(set(self.hands[self.to_move])) for c in free]

    def gain(self, move: str) -> int:
        tile, cell = map(int, move.split("@"))
        around = [self.row[c] for c in (cell - 1, cell + 1) if 0 <= c < len(self.row)]
        return tile * (1 + sum(1 for t in around if t))

    def play(self, move: Any) -> list[dict[str, Any]]:
        move = parse_move(move)
        if self.over:
            raise IllegalMove("game_over")
        if move not in self.legal_moves():
            raise IllegalMove("toy_not_legal", move=move)
        seat, points = self.to_move, self.gain(move)
        tile, cell = map(int, move.split("@"))
        self.row[cell] = tile
        self.points[seat] += points
        self.hands[seat].remove(tile)
        if self.bag:
            self.hands[seat].append(self._draw())
        self._decisions.append(move)
        events = [{"type": "place", "seat": seat, "tile": tile, "cell": cell, "points": points}]
        if self.over:
            return [*events, {"type": "over", "ranking": self.ranking()}]
        self.to_move = (seat + 1) % self.players
        while not self.hands[self.to_move]:
            self.to_move = (self.to_move + 1) % self.players
        return [*events, {"type": "turn", "seat": self.to_move}]

    def ranking(self) -> list[list[int]]:
        return [[s for s in range(self.players) if self.points[s] == p]
                for p in sorted(set(self.points), reverse=True)]

    def to_record(self) -> dict[str, Any]:
        config = {"players": self.players, "variant": self.variant}
        return envelope(NAME, VERSION, config, self.seed, self._decisions, self.meta)

    def copy(self) -> Game:
        twin = type(self).__new__(type(self))
        twin.__dict__ = {k: v[:] if isinstance(v, list) else v for k, v in self.__dict__.items()}
        twin.hands = [h[:] for h in self.hands]
        twin.meta = dict(self.meta)
        twin._rng = self._rng.copy()
        return twin

    def resample(self, seat: int, seed: int) -> Game:
        twin = self.copy()
        rnd = random.Random(seed)
        # sorted: the world depends on what the seat knows, not on the hidden order
        pool = sorted(twin.bag + [t for s, h in enumerate(twin.hands) if s != seat for t in h])
        rnd.shuffle(pool)
        for other in range(self.players):
            if other != seat:
                k = len(twin.hands[other])
                twin.hands[other], pool = pool[:k], pool[k:]
        twin.bag = pool
        twin._rng = SplitMix64(rnd.getrandbits(64))
        return twin

    def view(self, seats: Sequence[int]) -> dict[str, Any]:
        return {"players": self.players, "row": self.row[:], "scores": self.scores,
                "to_move": self.to_move,
                "phase": self.phase, "over": self.over, "bag": len(self.bag),
                "hands": [self.hand(s) if s in seats else None for s in range(self.players)],
                "ranking": self.ranking() if self.over else None}


def new_game(players: int = 2, seed: int | None = None, variant: str = "long") -> Game:
    return Game(players, seed, variant)


def from_record(data: Any) -> Game:
    record = read_envelope(data, NAME, TITLE, (VERSION,))
    config = record["config"]
    if not isinstance(config, dict) or set(config) != {"players", "variant"}:
        raise RecordError("toy_config")
    try:
        game = Game(config["players"], record["seed"], config["variant"])
    except Refusal as err:
        raise RecordError(err.code, **err.params) from None
    game.meta = record["meta"]
    replay(game.play, record["decisions"])
    return game


# -- for the conformance suite ------------------------------------------------------------------


def pieces(game: Game) -> Counter:
    """Every tile wherever it is: bag, hands, row."""
    return Counter(game.bag + [t for h in game.hands for t in h] + [t for t in game.row if t])


def score_bounds(game: Game) -> tuple[int, int]:
    return 0, 3 * 6 * len(game.row)


# -- computer players ---------------------------------------------------------------------------


def _choose(game: Game, level: str, *, seed: int | None = None,
            budget: float | None = None) -> str:
    if level not in ai.LEVELS + ai.BASELINES:
        raise Refusal("unknown_level", value=show(level), levels=", ".join(ai.LEVELS))
    moves = game.legal_moves()
    if not moves:
        raise IllegalMove("game_over")
    if level == "first":
        return moves[0]
    rnd = random.Random(seed)
    if level == "random":
        return rnd.choice(moves)
    best = max(map(game.gain, moves))
    return rnd.choice([m for m in moves if game.gain(m) == best])


ai = types.SimpleNamespace(
    LEVELS=("random", "greedy"),
    BASELINES=("first",),
    choose=_choose,
    hint=lambda game, *, seed=None, budget=None: _choose(game, "greedy", seed=seed),
    evaluate_moves=lambda game, moves: [float(game.gain(parse_move(m))) for m in moves],
)
