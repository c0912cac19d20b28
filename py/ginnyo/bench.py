"""Speed figures (`python -m ginnyo bench`): printed, not asserted.

- listing every legal play of mid-game positions (8 tiles in hand, one of them a joker):
  the core generator, and the public API's `scored_plays()` (Play objects), median;
- a whole random 4-player game through the public API (`legal_moves()` and `play()`; a
  random play when there is one, else a random discard or the pass), median;
- the expert's time per decision over one seeded 2-player game;
- a greedy-max playout to the end of a 2-player game from a re-dealt world, mean: what one
  playout of a tree search by the greedy policy would cost a decision.
Runs unchanged under Pyodide (`from ginnyo.bench import main; main([])`): no processes, no
threads. Times are process CPU time where the platform has it, so that other work on a
shared machine does not inflate them.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from tabletop.bench import command_line, show

from .ai.greedy import greedy_max
from .ai.levels import decide
from .ai.lookahead import world
from .core import State
from .game import new_game
from .legal import legal_plays
from .tiles import JOKER


def clock() -> float:
    """CPU seconds of this process (wall time where CPU time is not measured, as in Pyodide)."""
    t = time.process_time()
    return t if t > 0 else time.perf_counter()


def median_seconds(fn: Callable[[], object], repeats: int) -> float:
    """The median duration of fn() over `repeats` calls."""
    runs = []
    for _ in range(repeats):
        started = clock()
        fn()
        runs.append(clock() - started)
    return statistics.median(runs)


def midgame_positions(count: int) -> list[State]:
    """Positions of seeded greedy 4-player games with 30+ tiles down where the seat to move
    holds 8 tiles, exactly one a joker (one position per game)."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state, seed = State(4, seed), seed + 1
        while not state.over:
            hand = state.hands[state.to_move]
            if len(hand) == 8 and hand.count(JOKER) == 1 \
                    and sum(t >= 0 for t in state.tiles) >= 30:
                found.append(state)
                break
            state.apply(greedy_max(state, None))
    return found


def random_api_game(seed: int) -> int:
    """A whole 4-player game through the public API; returns its number of decisions."""
    game, rnd = new_game(4, seed=seed), random.Random(seed)
    while not game.over:
        moves = game.legal_moves()
        plays = [m for m in moves if "@" in str(m)]
        game.play(rnd.choice(plays or moves))
    return len(game.decisions)


def expert_times(seed: int, most: int = 1000) -> list[float]:
    """CPU seconds of each expert decision in a seeded 2-player game of experts (its first
    `most` decisions)."""
    state, rnd, times = State(2, seed), random.Random(seed), list[float]()
    while not state.over and len(times) < most:
        started = clock()
        decision = decide(state, "expert", rnd)
        times.append(clock() - started)
        state.apply(decision)
    return times


def playout_times(games: int, every: int = 4) -> list[float]:
    """CPU seconds of a greedy-max playout to the end from a world re-dealt for the seat to
    move, at every `every`-th position of `games` seeded 2-player games of greedy-max."""
    times: list[float] = []
    for seed in range(games):
        state, rnd = State(2, seed), random.Random(seed)
        turn = 0
        while not state.over:
            if turn % every == 0:
                w = world(state, state.to_move, state.unseen(state.to_move), rnd)
                started = clock()
                while not w.over:
                    w.apply(greedy_max(w, None))
                times.append(clock() - started)
            state.apply(greedy_max(state, None))
            turn += 1
    return times


def figures(quick: bool = False) -> dict[str, float]:
    """Every figure (milliseconds, or a count as the key says)."""
    positions = midgame_positions(5 if quick else 20)
    out: dict[str, float] = {}
    out["midgame_plays_listed"] = statistics.median(len(legal_plays(s)) for s in positions)
    out["list_plays_core_ms"] = statistics.median(
        median_seconds(partial(legal_plays, s), 3 if quick else 15) for s in positions) * 1e3
    games = [new_game(4, seed=1) for _ in positions]
    for game, state in zip(games, positions, strict=True):
        game._state = state.copy()
    out["list_plays_api_ms"] = statistics.median(
        median_seconds(game.scored_plays, 3 if quick else 15) for game in games) * 1e3
    seeds = iter(range(10**6))
    out["random_4p_game_api_ms"] = median_seconds(lambda: random_api_game(next(seeds)),
                                                  3 if quick else 15) * 1e3
    times = expert_times(1, 6 if quick else 1000)
    out["expert_decision_mean_ms"] = statistics.fmean(times) * 1e3
    out["expert_decision_max_ms"] = max(times) * 1e3
    playouts = playout_times(1 if quick else 5)
    out["greedy_playout_mean_ms"] = statistics.fmean(playouts) * 1e3
    out["greedy_playout_max_ms"] = max(playouts) * 1e3
    return out


def main(argv: list[str] | None = None) -> int:
    args = command_line("ginnyo bench", __doc__).parse_args(argv)
    show(figures(args.quick), args.json)
    return 0
