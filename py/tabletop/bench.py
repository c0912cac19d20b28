"""Engine speed figures of any game (`python -m tabletop bench --game NAME`): printed, not
asserted.

A game with its own bench module (`<game>.bench`, e.g. genial.bench: its fast core, another
engine compared) is measured by it, built on the timing helpers here; any other game gets the
house's figures over the public API: a whole random game in each of its modes, with the legal
moves left lazy and with every one of them listed.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from .games import DEFAULT


def best_of(fn: Callable[[int], None], n: int, repeats: int = 5) -> float:
    """Seconds per call of fn(i), the median over `repeats` runs of n calls."""
    runs = []
    for _ in range(repeats):
        t = time.perf_counter()
        for i in range(n):
            fn(i)
        runs.append((time.perf_counter() - t) / n)
    return statistics.median(runs)


def random_game(G: ModuleType, setup: dict[str, Any],
                materialise: bool = False) -> Callable[[int], None]:
    """A whole random game through the public API: legal_moves() and play() (with every legal
    move made into an object first when `materialise`)."""

    def run(i: int) -> None:
        game, rnd = G.new_game(seed=i, **setup), random.Random(i)
        while not game.over:
            moves = game.legal_moves()
            game.play(rnd.choice(list(moves) if materialise else moves))

    return run


def mode_label(setup: dict[str, Any]) -> str:
    """A mode as a figure's key: '2p', '4p_teams', '2p_variant_duo'."""
    parts = [f"{setup['players']}p"]
    parts += [k if v is True else f"{k}_{v}" for k, v in setup.items() if k != "players" and v]
    return "_".join(parts)


def figures(G: ModuleType, quick: bool = False) -> dict[str, float]:
    """The house's figures of a game, in milliseconds: a random game per mode, lazy and listed."""
    n = 3 if quick else 20
    out: dict[str, float] = {}
    for setup in G.MODES:
        label = mode_label(setup)
        out[f"api_game_{label}_ms"] = best_of(random_game(G, setup), n) * 1e3
        out[f"api_game_{label}_listed_ms"] = best_of(random_game(G, setup, True), n) * 1e3
    return out


def own_bench(G: ModuleType) -> ModuleType | None:
    """The game's own bench module (`<game>.bench`), if it has one."""
    try:
        return importlib.import_module(G.__name__ + ".bench")
    except ModuleNotFoundError as err:
        if err.name not in (G.__name__ + ".bench", G.__name__):  # a bench that fails to import
            raise
        return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop bench", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default=DEFAULT, help="the game package, by name")
    args, rest = parser.parse_known_args(argv)
    G = importlib.import_module(args.game)
    own = own_bench(G)
    if own is not None:
        return own.main(rest)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (smoke test)")
    args = parser.parse_args(argv)
    out = figures(G, args.quick)
    if args.json:
        print(json.dumps({k: round(v, 3) for k, v in out.items()}, indent=1))
    else:
        for key, value in out.items():
            print(f"{key:32} {value:12.3f}")
    return 0
