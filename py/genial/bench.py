"""Génial's engine speed figures (`python -m genial bench`): printed, not asserted.

Measured side by side in one run, so that machine load affects all figures alike; the Ingenious
engine of the PyPI package momaland is timed too when it is installed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import genial
from tabletop.bench import best_of, command_line, random_game, show

from . import core


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
        setup = {"players": players}
        out[f"api_game_{players}p_ms"] = best_of(random_game(genial, setup), n) * 1e3
        listed = random_game(genial, setup, materialise=True)
        out[f"api_game_{players}p_listed_ms"] = best_of(listed, n // 2 or 1) * 1e3
        moma = momaland_game(players)
        if moma:
            out[f"momaland_game_{players}p_ms"] = best_of(moma, n // 2 or 1) * 1e3
    out["playout_2p_ms"] = best_of(core_playout(2), n * 10) * 1e3
    out["playout_4p_ms"] = best_of(core_playout(4), n * 5) * 1e3
    out["playouts_2p_per_s"] = 1e3 / out["playout_2p_ms"]
    state = midgame_4p()
    edges, groups = state.scored_placements()
    out["score_all_4p_placements"] = len(edges) * len(groups)
    out["score_all_4p_us"] = best_of(lambda i: state.scored_placements(), n * 25) * 1e6
    return out


def main(argv: list[str] | None = None) -> int:
    args = command_line("genial bench", __doc__).parse_args(argv)
    out = figures(args.quick)
    show(out, args.json)
    if args.json:
        return 0
    for players in (2, 4):
        moma = out.get(f"momaland_game_{players}p_ms")
        if moma:
            ours = out[f"api_game_{players}p_ms"]
            listed = out[f"api_game_{players}p_listed_ms"]
            print(f"{players}p random game vs momaland: {moma / ours:.1f}x faster "
                  f"({moma / listed:.1f}x with every move listed)")
    return 0
