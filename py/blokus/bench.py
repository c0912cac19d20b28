"""Engine speed figures (`python -m blokus bench`): printed, not asserted.

- listing: the median time to list every legal placement of a 4-colour mid-game position
  (24 random placements in), by the core and as public `Place` objects;
- a whole random 4-colour game through the public API (`legal_moves()` and `play()`);
- the expert's time per decision over a whole 4-colour game and a Duo game.

The same work is timed on the Blokus engines from PyPI that are installed (`bench_rivals`),
in the same run, so that machine load affects all figures alike. Runs unchanged under
Pyodide: `from blokus.bench import main; main(["--quick"])`.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

import blokus
from tabletop.bench import best_of, random_game

from .game import Game, new_game

MIDGAME_PLACEMENTS = 24


def midgame(seed: int = 11) -> Game:
    """A fixed 4-colour mid-game position: 24 random placements in."""
    game, rnd = new_game(players=4, seed=seed), random.Random(seed)
    for _ in range(MIDGAME_PLACEMENTS):
        game.play(rnd.choice(game.legal_moves()))
    return game


def expert_times(variant: str | None, seed: int = 1) -> list[float]:
    """Seconds per decision of the expert playing every colour of one seeded game."""
    from .ai import choose

    game, times = new_game(seed=seed, variant=variant), []
    while not game.over:
        started = time.perf_counter()
        move = choose(game, "expert", seed=len(times))
        times.append(time.perf_counter() - started)
        game.play(move)
    return times


def figures(quick: bool = False, expert: bool = True) -> dict[str, float]:
    """Every figure of ours, in the unit its key says."""
    n = 5 if quick else 50
    game = midgame()
    out: dict[str, float] = {"midgame_placements": len(game.legal_moves())}
    out["list_core_ms"] = best_of(lambda i: game.core.legal(), n * 4) * 1e3
    out["list_public_ms"] = best_of(lambda i: list(game.legal_moves()), n * 4) * 1e3
    out["random_game_ms"] = best_of(random_game(blokus, {"players": 4}), max(2, n // 5)) * 1e3
    if expert:
        for label, variant in (("4p", None), ("duo", "duo")):
            times = expert_times(variant)
            out[f"expert_{label}_mean_s"] = statistics.fmean(times)
            out[f"expert_{label}_max_s"] = max(times)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="blokus bench", description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (smoke test)")
    parser.add_argument("--no-expert", action="store_true", help="skip the expert's times")
    parser.add_argument("--no-rivals", action="store_true", help="skip the PyPI engines")
    args = parser.parse_args(argv)
    out = figures(args.quick, not args.no_expert)
    if not args.no_rivals:
        from .bench_rivals import rival_figures

        out.update(rival_figures(args.quick))
    if args.json:
        print(json.dumps({k: round(v, 4) for k, v in out.items()}, indent=1))
        return 0
    for key, value in out.items():
        print(f"{key:34} {value:12.3f}")
    return 0
