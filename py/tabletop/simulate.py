"""Self-play statistics of any game: decisions, events, each side's final figure and wins.

`python -m tabletop simulate --game genial --players 4 --teams --games 100 --seed 1 --seats random`

Seats are `random` (a uniformly random legal decision) or a computer player of the game's
`ai` (its levels and baselines), cycled over the table.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from .arena import game_module, player_names, sides
from .cli import add_setup_options, read_setup
from .games import figure_of

Chooser = Callable[[Any, int], Any]


def seat_player(G: ModuleType, kind: str) -> Chooser:
    """A function (game, seed) -> move for a seat kind."""
    if kind == "random":
        return lambda game, seed: random.Random(seed).choice(game.legal_moves())
    if kind not in player_names(G):
        raise SystemExit(f"unknown seat {kind!r}: random or one of {', '.join(player_names(G))}")
    return lambda game, seed: G.ai.choose(game, kind, seed=seed)


def play_game(G: ModuleType, setup: dict[str, Any], seed: int,
              choosers: Sequence[Chooser]) -> dict[str, Any]:
    """Play one game to the end; return its statistics."""
    game = G.new_game(seed=seed, **setup)
    events: Counter[str] = Counter()
    rnd = random.Random(seed)
    while not game.over:
        move = choosers[game.to_move](game, rnd.getrandbits(32))
        events.update(event["type"] for event in game.play(move))
    read = figure_of(G)[1]
    return {
        "decisions": len(game.decisions),
        "events": events,
        "figures": [read(game, side) for side in range(len(sides(game)))],
        "winners": game.ranking()[0],
    }


def summarise(results: list[dict[str, Any]], figure: str) -> list[str]:
    """Printable lines of a batch of games."""
    def spread(values: list[float]) -> str:
        return f"mean {statistics.mean(values):6.2f}  min {min(values):3}  max {max(values):3}"

    wins = Counter(side for r in results for side in r["winners"])
    kinds = sorted({kind for r in results for kind in r["events"]})
    lines = [f"games        {len(results)}",
             f"decisions    {spread([r['decisions'] for r in results])}"]
    lines += [f"{kind:12} {spread([r['events'][kind] for r in results])}" for kind in kinds]
    for side in range(len(results[0]["figures"])):
        values = [r["figures"][side] for r in results]
        lines.append(f"side {side} {figure} {spread(values)}  first place {wins[side]}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop simulate", description=__doc__)
    add_setup_options(parser)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seats", default="random",
                        help="comma-separated seat kinds (random or a computer player), cycled")
    args = parser.parse_args(argv)
    G = game_module(args.game)
    setup = read_setup(G, args, parser)
    kinds = args.seats.split(",")
    choosers = [seat_player(G, kinds[i % len(kinds)]) for i in range(setup["players"])]
    results = [play_game(G, setup, args.seed + g, choosers) for g in range(args.games)]
    print("\n".join(summarise(results, figure_of(G)[0])))
    return 0
