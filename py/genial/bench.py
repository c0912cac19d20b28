"""Engine speed figures (`python -m genial bench`): printed, not asserted.

Measured side by side in one run, so that machine load affects all figures alike; the Ingenious
engine of the PyPI package momaland is timed too when it is installed.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from . import core
from .game import new_game


def _best_of(fn: Callable[[int], None], n: int, repeats: int = 5) -> float:
    """Seconds per call of fn(i), the median over `repeats` runs of n calls."""
    runs = []
    for _ in range(repeats):
        t = time.perf_counter()
        for i in range(n):
            fn(i)
        runs.append((time.perf_counter() - t) / n)
    return statistics.median(runs)


def api_game(players: int, materialise: bool = False) -> Callable[[int], None]:
    """A whole random game through the public API: legal_moves() and play()."""

    def run(i: int) -> None:
        game, rnd = new_game(players, seed=i), random.Random(i)
        while game.phase != "over":
            moves = game.legal_moves()
            game.play(rnd.choice(list(moves) if materialise else moves))

    return run


def core_playout(players: int) -> Callable[[int], None]:
    """The AI's internal random playout: a world sampled from seat 0's view, played to the end."""
    start = core.new_state(players, seed=1)

    def run(i: int) -> None:
        rnd = random.Random(i)
        start.resample(0, rnd).playout(rnd)

    return run


def midgame_4p() -> core.State:
    """A fixed 4-player mid-game position (24 random placements in)."""
    state, rnd = core.new_state(4, seed=11), random.Random(2)
    for _ in range(24):
        state.apply(state.random_move(rnd))
    return state


def momaland_game(players: int) -> Callable[[int], None] | None:
    """The same random game in momaland's IngeniousBase, if momaland is installed."""
    try:
        import numpy as np
        from momaland.envs.ingenious.ingenious_base import IngeniousBase
    except ImportError:
        return None
    board_size = {2: 6, 3: 7, 4: 8}[players]

    def run(i: int) -> None:
        env, rnd = IngeniousBase(num_agents=players, board_size=board_size), random.Random(i)
        env.reset_game(seed=i)
        while not env.end_flag:
            env.set_action_index(rnd.choice(np.flatnonzero(env.return_action_list())))

    return run


def figures(quick: bool = False) -> dict[str, float]:
    """Every figure, in milliseconds or microseconds as the key says."""
    n = 5 if quick else 40
    out: dict[str, float] = {}
    for players in (2, 4):
        out[f"api_game_{players}p_ms"] = _best_of(api_game(players), n) * 1e3
        out[f"api_game_{players}p_listed_ms"] = _best_of(api_game(players, True), n // 2 or 1) * 1e3
        moma = momaland_game(players)
        if moma:
            out[f"momaland_game_{players}p_ms"] = _best_of(moma, n // 2 or 1) * 1e3
    out["playout_2p_ms"] = _best_of(core_playout(2), n * 10) * 1e3
    out["playout_4p_ms"] = _best_of(core_playout(4), n * 5) * 1e3
    out["playouts_2p_per_s"] = 1e3 / out["playout_2p_ms"]
    state = midgame_4p()
    edges, groups = state.scored_placements()
    out["score_all_4p_placements"] = len(edges) * len(groups)
    out["score_all_4p_us"] = _best_of(lambda i: state.scored_placements(), n * 25) * 1e6
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="genial bench", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (smoke test)")
    args = parser.parse_args(argv)
    out = figures(args.quick)
    if args.json:
        print(json.dumps({k: round(v, 3) for k, v in out.items()}, indent=1))
        return 0
    for key, value in out.items():
        print(f"{key:32} {value:12.3f}")
    for players in (2, 4):
        moma = out.get(f"momaland_game_{players}p_ms")
        if moma:
            ours = out[f"api_game_{players}p_ms"]
            listed = out[f"api_game_{players}p_listed_ms"]
            print(f"{players}p random game vs momaland: {moma / ours:.1f}x faster "
                  f"({moma / listed:.1f}x with every move listed)")
    return 0
