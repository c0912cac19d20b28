"""Speed of the AI (`python -m genial.ai.bench`): playouts per second and think time per level.

Runs unchanged under Pyodide (`from genial.ai.bench import main; main([])`), so the same
figures can be taken in the browser's runtime and compared with CPython's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from ..core import OVER, new_state
from .greedy import fast_policy
from .levels import LEVELS, decide

MODES = {"solo": (1, False), "2": (2, False), "3": (3, False), "4": (4, False), "teams": (4, True)}


def playouts_per_second(players: int, teams: bool, policy: str, seconds: float) -> float:
    """Whole games from a fresh deal to the end, random or greedy, per second."""
    started, games = time.perf_counter(), 0
    while time.perf_counter() - started < seconds:
        state = new_state(players, games, teams)
        if policy == "random":
            state.playout(random.Random(games))
        else:
            while state.phase != OVER:
                state.apply(fast_policy(state))
        games += 1
    return games / (time.perf_counter() - started)


def think_times(players: int, teams: bool, level: str, seed: int) -> list[float]:
    """Seconds per decision of a level playing every seat of one seeded game."""
    state, rnd, times = new_state(players, seed, teams), random.Random(seed), []
    while state.phase != OVER:
        started = time.perf_counter()
        move = decide(state, level, rnd)
        times.append(time.perf_counter() - started)
        state.apply(move)
    return times


def think_summary(players: int = 2, level: str = LEVELS[-1], seed: int = 1) -> dict[str, float]:
    """Mean and longest think time of a level (the strongest by default) over one seeded game
    (for `build.py bench`)."""
    times = think_times(players, False, level, seed)
    return {f"{level}_think_mean_s": sum(times) / len(times), f"{level}_think_max_s": max(times)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="genial.ai.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--modes", nargs="+", default=list(MODES), choices=list(MODES))
    parser.add_argument("--levels", nargs="+", default=["expert"], choices=list(LEVELS))
    parser.add_argument("--seconds", type=float, default=2.0, help="per playout figure")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for mode in args.modes:
        players, teams = MODES[mode]
        rates = [
            f"{policy} {playouts_per_second(players, teams, policy, args.seconds):.0f}/s"
            for policy in ("random", "greedy")
        ]
        print(f"{mode}: playouts {', '.join(rates)}", flush=True)
        for level in args.levels:
            times = sorted(think_times(players, teams, level, args.seed))
            p90 = times[int(0.9 * (len(times) - 1))]
            print(
                f"{mode}: {level} think time mean {statistics.fmean(times):.3f} s, "
                f"p90 {p90:.3f} s, max {times[-1]:.3f} s over {len(times)} decisions",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
