"""Self-play statistics (`python -m genial simulate`): scores, game lengths, bonuses, swaps.

Seats are `random` (a uniformly random legal decision) or a computer level of `genial.ai`.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter
from collections.abc import Callable

from .game import Game, new_game
from .moves import Move

Chooser = Callable[[Game, int], Move]


def seat_player(kind: str) -> Chooser:
    """A function (game, seed) -> move for a seat kind."""
    if kind == "random":
        return lambda game, seed: random.Random(seed).choice(game.legal_moves())
    from . import ai

    if kind not in ai.LEVELS:
        raise SystemExit(f"unknown seat {kind!r}: random or one of {', '.join(ai.LEVELS)}")
    return lambda game, seed: ai.choose(game, kind, seed=seed)


def play_game(players: int, teams: bool, seed: int, choosers: list[Chooser]) -> dict:
    """Play one game to the end; return its statistics."""
    game = new_game(players, seed=seed, teams=teams)
    stats = Counter()
    rnd = random.Random(seed)
    while not game.over:
        move = choosers[game.to_move](game, rnd.getrandbits(32))
        for event in game.play(move):
            stats[event["type"]] += 1
    return {
        "placements": stats["place"],
        "bonuses": stats["genial"],
        "swaps": stats["swap"],
        "lowest": [min(sc.values()) for sc in game.scores],
        "winners": game.ranking()[0],
        "instant": game.winner is not None,
    }


def summarise(results: list[dict], sides: int) -> list[str]:
    """Printable lines of a batch of games."""
    def spread(values: list[float]) -> str:
        return f"mean {statistics.mean(values):6.2f}  min {min(values):3}  max {max(values):3}"

    wins = Counter(side for r in results for side in r["winners"])
    lines = [
        f"games        {len(results)}",
        f"placements   {spread([r['placements'] for r in results])}",
        f"bonuses      {spread([r['bonuses'] for r in results])}",
        f"swaps        {spread([r['swaps'] for r in results])}",
        f"instant wins {sum(r['instant'] for r in results)}",
    ]
    for side in range(sides):
        lows = [r["lowest"][side] for r in results]
        lines.append(f"side {side} lowest marker {spread(lows)}  first place {wins[side]}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="genial simulate", description=__doc__)
    parser.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    parser.add_argument("--teams", action="store_true", help="2 teams of 2 (4 players)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seats", default="random",
                        help="comma-separated seat kinds (random or an AI level), cycled")
    args = parser.parse_args(argv)
    if args.teams and args.players != 4:
        parser.error("--teams needs --players 4")
    kinds = args.seats.split(",")
    choosers = [seat_player(kinds[i % len(kinds)]) for i in range(args.players)]
    results = [
        play_game(args.players, args.teams, args.seed + g, choosers) for g in range(args.games)
    ]
    sides = 2 if args.teams else args.players
    print("\n".join(summarise(results, sides)))
    return 0
