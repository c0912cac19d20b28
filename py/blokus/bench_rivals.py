"""The bench's work on the Blokus engines from PyPI, when one is installed (never a
dependency: install them in a throwaway environment).

- blokus-rl 0.4.0 (a Rust engine behind pyo3): a legal-move mask per observation;
- blokus-gym 2.2 (pure Python): players that try every placement of the board in turn.

Each is timed on its own random positions and games (its moves cannot be fed ours), 24
placements in for the listing, as `bench` does for ours; the placements listed are printed
beside the times. tools/blokus_rivals.py runs blokus-gym without its plotting and learning
dependencies.
"""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable

from tabletop.bench import best_of

MIDGAME_PLACEMENTS = 24
GYM_SIZE = 20


def rl_figures(quick: bool, timer: Callable) -> dict[str, float]:
    """blokus-rl: listing = the action mask of the player to move, as move indices."""
    import numpy as np
    from blokus_rl._blokus import PyBlokus

    def legal(env) -> np.ndarray:
        mask = env.observe(env.agent_selection).action_mask
        return np.flatnonzero(np.frombuffer(mask, dtype=np.int8))

    def play(env, rnd: random.Random, count: int) -> None:
        placed = 0
        while placed < count and not env.is_over:
            moves = legal(env)
            if len(moves):
                env.step(int(moves[rnd.randrange(len(moves))]))
                placed += 1
            else:
                env.step(None)  # a pass: the colour cannot place

    env = PyBlokus()
    play(env, random.Random(11), MIDGAME_PLACEMENTS)
    n = 5 if quick else 50
    return {"rl_midgame_placements": len(legal(env)),
            "rl_list_ms": timer(lambda i: legal(env), n * 4) * 1e3,
            "rl_random_game_ms": timer(lambda i: play(PyBlokus(), random.Random(i), 200),
                                       max(2, n // 5)) * 1e3}


def gym_figures(quick: bool, timer: Callable) -> dict[str, float]:
    """blokus-gym: listing = `possible_moves_opt()` of the player to move; a game = random
    players until `winners()` (which asks every player for a move left at every turn)."""
    from blokus_gym.envs.game.blokus_game import BlokusGame
    from blokus_gym.envs.game.board import Board
    from blokus_gym.envs.players.player import Player
    from blokus_gym.envs.players.random_player import RandomPlayer
    from blokus_gym.envs.shapes.shapes import get_all_shapes

    shapes = get_all_shapes()
    dummy = Player("", "", shapes, BlokusGame(Board(GYM_SIZE), shapes))
    moves = [m for shape in shapes
             for m in dummy.possible_moves([shape], no_restriction=True, board_size=GYM_SIZE)
             if all(0 <= x < GYM_SIZE and 0 <= y < GYM_SIZE for x, y in m.points)]
    for i, m in enumerate(moves):
        m.idx = i

    def new_game(seed: int) -> BlokusGame:
        game = BlokusGame(Board(GYM_SIZE), shapes, 4)
        for seat in range(4):
            player = RandomPlayer(seat + 1, f"p{seat}", moves, game, deterministic=True)
            player.rng = random.Random(seed * 10 + seat)
            game.add_player(player)
        return game

    def whole(seed: int) -> None:
        game = new_game(seed)
        while game.winners() is None:
            game.play()

    game = new_game(11)
    for _ in range(MIDGAME_PLACEMENTS):
        game.play()
    player = game.players[0]
    return {"gym_midgame_placements": len(player.possible_moves_opt()),
            "gym_list_ms": timer(lambda i: player.possible_moves_opt(), 1 if quick else 3) * 1e3,
            "gym_random_game_ms": timer(whole, 1, 1 if quick else 3) * 1e3}


def rival_figures(quick: bool = False) -> dict[str, float]:
    """The figures of every rival engine installed."""
    out: dict[str, float] = {}
    if importlib.util.find_spec("blokus_rl") is not None:
        out.update(rl_figures(quick, best_of))
    if importlib.util.find_spec("blokus_gym") is not None:
        out.update(gym_figures(quick, best_of))
    return out
