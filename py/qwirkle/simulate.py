"""Self-play statistics (`python -m qwirkle simulate`): scores, game length, Qwirkles, trades.

Seats are `random` (a uniformly random legal decision) or a level or baseline of `qwirkle.ai`.
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

    if kind not in ai.LEVELS + ai.BASELINES:
        names = ", ".join(("random", *ai.LEVELS, *ai.BASELINES))
        raise SystemExit(f"unknown seat {kind!r}: one of {names}")
    return lambda game, seed: ai.choose(game, kind, seed=seed)


def play_game(players: int, seed: int, choosers: list[Chooser]) -> dict:
    """Play one game to the end; return its statistics."""
    game = new_game(players, seed=seed)
    stats: Counter = Counter()
    rnd = random.Random(seed)
    while not game.over:
        move = choosers[game.to_move](game, rnd.getrandbits(32))
        for event in game.play(move):
            stats[event["type"]] += 1
    return {"decisions": len(game.decisions), "placements": stats["place"],
            "qwirkles": stats["qwirkle"], "trades": stats["trade"], "passes": stats["pass"],
            "scores": game.scores, "winners": game.ranking()[0], "end": game.end}


def summarise(results: list[dict], players: int) -> list[str]:
    """Printable lines of a batch of games."""
    def spread(values: list[float]) -> str:
        return f"mean {statistics.mean(values):6.1f}  min {min(values):4}  max {max(values):4}"

    wins = Counter(seat for r in results for seat in r["winners"])
    ends = Counter(r["end"] for r in results)
    lines = [f"games        {len(results)}  (ends: {dict(ends)})"]
    for key in ("decisions", "placements", "qwirkles", "trades", "passes"):
        lines.append(f"{key:12} {spread([r[key] for r in results])}")
    for seat in range(players):
        lines.append(f"seat {seat} score {spread([r['scores'][seat] for r in results])}"
                     f"  first place {wins[seat]}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="qwirkle simulate", description=__doc__)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seats", default="greedy-max",
                        help="comma-separated seat kinds (random, a level or a baseline), cycled")
    args = parser.parse_args(argv)
    kinds = args.seats.split(",")
    choosers = [seat_player(kinds[i % len(kinds)]) for i in range(args.players)]
    results = [play_game(args.players, args.seed + g, choosers) for g in range(args.games)]
    print("\n".join(summarise(results, args.players)))
    return 0
