"""Matches between computer players: `python -m genial arena --a expert --b greedy-lowest`.

Player A takes one seat (one team in the team game), player B all the others, and A's seat
goes round the table from game to game on the same deal before the next deal, so neither
the deal nor the first move favours a side. A game scores 1 for A in first place alone, 1/k
when k sides share first place, 0 otherwise; the win rate is the mean, with a 95% Wilson
interval. Everything follows from `--seed`: the deals and every decision's random stream.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from tabletop.stats import wilson

from ..core import OVER, Mode, State
from ..ranking import rank
from .levels import LEVEL_TABLE, decide, level_of


@dataclass
class GameResult:
    """One game: A's score (1, 1/k shared, 0), its seats, its final lowest marker, plies and
    think time."""

    score: float
    a_seats: tuple[int, ...]
    a_lowest: int
    plies: int
    a_seconds: float
    a_decisions: int


def rotation(players: int, teams: bool) -> int:
    """How many games share a deal: one per seat of A (per team in the team game)."""
    return 2 if teams else players


def seats_of_a(players: int, teams: bool, game: int) -> tuple[int, ...]:
    """A's seats in the game-th game of a match: round the table, or alternating teams."""
    turn = game % rotation(players, teams)
    return (turn, turn + 2) if teams else (turn,)


def deal_seed(seed: int, game: int, players: int, teams: bool) -> int:
    """The deal of the game-th game: the same deal is replayed with A on every seat."""
    return random.Random(f"{seed}/{game // rotation(players, teams)}").getrandbits(63)


def play_game(
    a: str, b: str, players: int, teams: bool, seed: int, game: int, budget: float | None
) -> GameResult:
    """Play one game of a match to the end and score it for A."""
    a_seats = seats_of_a(players, teams, game)
    state = State(Mode(players, teams), deal_seed(seed, game, players, teams))
    rnd = random.Random(f"{seed}/{game}/decisions")
    plies, a_seconds, a_decisions = 0, 0.0, 0
    while state.phase != OVER:
        seat = state.to_move
        name = a if seat in a_seats else b
        started = time.perf_counter()
        move = decide(state, name, random.Random(rnd.getrandbits(64)), budget)
        if seat in a_seats:
            a_seconds += time.perf_counter() - started
            a_decisions += 1
        state.apply(move)
        plies += 1
    side = state.mode.side_of(a_seats[0])
    first = rank(state.scores, None if state.winner < 0 else state.winner)[0]
    score = 1 / len(first) if side in first else 0.0
    return GameResult(score, a_seats, min(state.scores[side]), plies, a_seconds, a_decisions)


@dataclass
class MatchResult:
    """A match summary, as printed and as written to `--out` (one JSON line)."""

    a: str
    b: str
    players: int
    teams: bool
    games: int
    seed: int
    budget: float | None
    score: float
    low: float
    high: float
    a_seconds_per_decision: float
    a_mean_lowest: float

    def line(self) -> str:
        if self.players == 1:  # solo has no opponent: the figure is the lowest marker
            return (
                f"{self.a} solo ({self.games} games, seed {self.seed}): mean final lowest marker "
                f"{self.a_mean_lowest:.2f}, {self.a_seconds_per_decision:.3f} s per decision"
            )
        setting = "2 teams of 2" if self.teams else f"{self.players} players"
        return (
            f"{self.a} vs {self.b} ({setting}, {self.games} games, seed {self.seed}): "
            f"{self.a} wins {100 * self.score:.1f}% "
            f"(95% CI {100 * self.low:.1f}–{100 * self.high:.1f}%), "
            f"{self.a_seconds_per_decision:.3f} s per decision, "
            f"mean lowest marker {self.a_mean_lowest:.2f}"
        )


def _play(args: tuple) -> GameResult:
    return play_game(*args)


def match(
    a: str,
    b: str,
    players: int = 2,
    games: int = 100,
    teams: bool = False,
    seed: int = 0,
    budget: float | None = None,
    jobs: int = 1,
) -> MatchResult:
    """Play a match and summarise it (games in `jobs` processes, same results either way)."""
    for name in (a, b):
        level_of(name)  # refuses an unknown name before any game starts
    tasks = [(a, b, players, teams, seed, g, budget) for g in range(games)]
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            results = pool.map(_play, tasks, chunksize=1)
    else:
        results = [_play(t) for t in tasks]
    return summarise(a, b, players, teams, seed, budget, results)


def summarise(
    a: str,
    b: str,
    players: int,
    teams: bool,
    seed: int,
    budget: float | None,
    results: Sequence[GameResult],
) -> MatchResult:
    """The win rate with its interval, A's think time and A's mean final lowest marker."""
    n = len(results)
    if not n:
        raise ValueError("no game to summarise")
    score = sum(r.score for r in results)
    low, high = wilson(score, n)
    decisions = sum(r.a_decisions for r in results)
    seconds = sum(r.a_seconds for r in results)
    return MatchResult(
        a,
        b,
        players,
        teams,
        n,
        seed,
        budget,
        score / n,
        low,
        high,
        seconds / decisions if decisions else 0.0,
        sum(r.a_lowest for r in results) / n,
    )


def main(argv: list[str]) -> int:
    """`arena` command line: play a match, print the result, optionally append it as JSON."""
    parser = argparse.ArgumentParser(prog="genial arena", description=__doc__.split("\n")[0])
    names = list(LEVEL_TABLE)
    parser.add_argument("--a", required=True, choices=names, help="the player measured")
    parser.add_argument("--b", default="greedy-lowest", choices=names, help="the opponents")
    parser.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--teams", action="store_true", help="4 players in 2 teams of 2")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=None, help="seconds per decision")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in")
    parser.add_argument("--out", help="append the result as one JSON line to this file")
    args = parser.parse_args(argv)
    players = 4 if args.teams else args.players
    if args.games < 1:
        parser.error("--games must be at least 1")
    result = match(
        args.a, args.b, players, args.games, args.teams, args.seed, args.budget, args.jobs
    )
    print(result.line())
    if args.out:
        with open(args.out, "a", encoding="utf-8") as out:
            out.write(json.dumps(asdict(result)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
