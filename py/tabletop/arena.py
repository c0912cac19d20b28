"""Matches between computer players of any game on the protocol.

`python -m tabletop.arena --game genial --a expert --b greedy-lowest --players 2 --games 400`

Player A takes one side (a seat, or a team where teams score together: every seat with the same
`game.side_of`), player B all the others, and A's side goes round the table from game to game on
the same deal before the next deal, so neither the deal nor the first move favours a side. A
game scores 1 for A in first place alone, 1/k when k sides share first place, 0 otherwise; the
win rate is the mean, with a 95% Wilson interval. Everything follows from `--seed`: the deals
and every decision's random stream (`G.ai.choose(..., seed=...)`), so a match repeats exactly
as long as no decision hits its budget's safety cap.

The game is imported by name (`importlib`): this layer never imports a game. Players are the
names of `G.ai.LEVELS + G.ai.BASELINES`. Besides the win rate, a match reports A's mean final
figure: `G.figure(game, side)` named `G.FIGURE` when the game defines one (Génial: the lowest
marker, also the only result of a solo game), else the side's score.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from types import ModuleType
from typing import Any

from .cli import add_setup_options, read_setup
from .errors import Refusal, show
from .games import DEFAULT, ai_of, figure_of
from .stats import wilson


def game_module(game: str | ModuleType) -> ModuleType:
    """A game package by name (its `ai` imported too), or the module itself."""
    module = importlib.import_module(game) if isinstance(game, str) else game
    ai_of(module)
    return module


def player_names(G: ModuleType) -> tuple[str, ...]:
    """Every computer player of a game: its levels, then its arena baselines."""
    return tuple(G.ai.LEVELS) + tuple(getattr(G.ai, "BASELINES", ()))


def check_player(G: ModuleType, name: str) -> str:
    """The name itself, or a refusal listing the players the game has."""
    names = player_names(G)
    if name not in names:
        raise Refusal("unknown_level", value=show(name), levels=", ".join(names))
    return name


def sides(game: Any) -> list[tuple[int, ...]]:
    """The seats of each side (a side = an index of scores and ranking), in side order."""
    seats: dict[int, list[int]] = {}
    for seat in range(game.players):
        seats.setdefault(game.side_of(seat), []).append(seat)
    return [tuple(seats[side]) for side in sorted(seats)]


def share(ranking: list[list[int]], side: int) -> float:
    """A side's score for a game: 1 alone in first place, 1/k when k sides share it, else 0."""
    first = ranking[0]
    return 1 / len(first) if side in first else 0.0


def deal_seed(seed: int, game: int, rotation: int) -> int:
    """The deal of the game-th game: the same deal is replayed with A on every side."""
    return random.Random(f"{seed}/{game // rotation}").getrandbits(63)


@dataclass
class GameResult:
    """One game: A's score (1, 1/k shared, 0), its side, its final figure, plies, think time."""

    score: float
    a_side: int
    a_figure: float
    plies: int
    a_seconds: float
    a_decisions: int


def play_game(name: str, a: str, b: str, setup: dict[str, Any], table: list[tuple[int, ...]],
              seed: int, index: int, budget: float | None) -> GameResult:
    """Play the index-th game of a match to the end and score it for A.

    `setup` holds new_game's arguments but the seed, `table` the seats of each side.
    """
    G = game_module(name)
    a_side = index % len(table)
    game = G.new_game(seed=deal_seed(seed, index, len(table)), **setup)
    rnd = random.Random(f"{seed}/{index}/decisions")
    plies, a_seconds, a_decisions = 0, 0.0, 0
    while not game.over:
        mine = game.to_move in table[a_side]
        started = time.perf_counter()
        move = G.ai.choose(game, a if mine else b, seed=rnd.getrandbits(64), budget=budget)
        if mine:
            a_seconds += time.perf_counter() - started
            a_decisions += 1
        game.play(move)
        plies += 1
    return GameResult(share(game.ranking(), a_side), a_side, figure_of(G)[1](game, a_side),
                      plies, a_seconds, a_decisions)


@dataclass
class MatchResult:
    """A match summary, as printed and as written to `--out` (one JSON line)."""

    game: str
    a: str
    b: str
    players: int
    mode: dict[str, Any]
    sides: int
    games: int
    seed: int
    budget: float | None
    score: float
    low: float
    high: float
    a_seconds_per_decision: float
    figure: str
    a_mean_figure: float

    def line(self) -> str:
        if self.sides == 1:  # a solo game has no opponent: the figure is the result
            return (
                f"{self.a} solo ({self.games} games, seed {self.seed}): mean final "
                f"{self.figure} {self.a_mean_figure:.2f}, "
                f"{self.a_seconds_per_decision:.3f} s per decision"
            )
        setting = ", ".join([f"{self.players} players",
                             *(k if v is True else f"{k} {v}" for k, v in self.mode.items())])
        return (
            f"{self.a} vs {self.b} ({self.game}, {setting}, {self.games} games, "
            f"seed {self.seed}): {self.a} wins {100 * self.score:.1f}% "
            f"(95% CI {100 * self.low:.1f}–{100 * self.high:.1f}%), "
            f"{self.a_seconds_per_decision:.3f} s per decision, "
            f"mean {self.figure} {self.a_mean_figure:.2f}"
        )


def _play(task: tuple[Any, ...]) -> GameResult:
    return play_game(*task)


def match(game: str | ModuleType, a: str, b: str, players: int = 2, games: int = 100,
          seed: int = 0, budget: float | None = None, jobs: int = 1,
          **mode: Any) -> MatchResult:
    """Play a match and summarise it (games in `jobs` processes, same results either way).

    `mode` is the game's own setup (Génial `teams=True`, Blokus `variant="duo"`).
    """
    G = game_module(game)
    for name in (a, b):
        check_player(G, name)  # refuses an unknown name before any game starts
    setup = {"players": players, **mode}
    table = sides(G.new_game(seed=0, **setup))  # refuses a bad setup before any game
    tasks = [(G.__name__, a, b, setup, table, seed, g, budget) for g in range(games)]
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            results = pool.map(_play, tasks, chunksize=1)
    else:
        results = [_play(t) for t in tasks]
    n = len(results)
    if not n:
        raise ValueError("no game to play")
    score = sum(r.score for r in results)
    low, high = wilson(score, n)
    decisions = sum(r.a_decisions for r in results)
    seconds = sum(r.a_seconds for r in results)
    return MatchResult(
        G.NAME, a, b, players, mode, len(table), n, seed, budget, score / n, low, high,
        seconds / decisions if decisions else 0.0, figure_of(G)[0],
        sum(r.a_figure for r in results) / n,
    )


def main(argv: Sequence[str]) -> int:
    """`arena` command line: play a match, print the result, optionally append it as JSON."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--game", default=DEFAULT)
    G = game_module(pre.parse_known_args(argv)[0].game)
    names = player_names(G)
    parser = argparse.ArgumentParser(prog="tabletop.arena", description=__doc__.split("\n")[0])
    add_setup_options(parser)
    parser.add_argument("--a", required=True, choices=names, help="the player measured")
    baseline = (tuple(getattr(G.ai, "BASELINES", ())) or names)[0]
    parser.add_argument("--b", default=baseline, choices=names, help="the opponents")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=None, help="seconds per decision")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in")
    parser.add_argument("--out", help="append the result as one JSON line to this file")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    setup = read_setup(G, args, parser)
    result = match(G, args.a, args.b, games=args.games, seed=args.seed, budget=args.budget,
                   jobs=args.jobs, **setup)
    print(result.line())
    if args.out:
        with open(args.out, "a", encoding="utf-8") as out:
            out.write(json.dumps(asdict(result), ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
