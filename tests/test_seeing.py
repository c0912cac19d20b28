"""tools/seeing.py, the arena's measure of what hidden information is worth: its levels search
the true game (every world is the real one), the fair levels still sample, and nothing of it
stays in the games once it is done."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.arena import game_module

ROOT = Path(__file__).resolve().parent.parent
CPYTHON_ONLY = pytest.mark.skipif(sys.platform == "emscripten",
                                  reason="runs a process: CPython only")
SPEC = importlib.util.spec_from_file_location("seeing", ROOT / "tools" / "seeing.py")
seeing = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(seeing)


def sample(game: str, state, rnd: random.Random):
    """A world of the seat to move, through the game's sampler as its search calls it (a core
    class's method, or Ginny-O's function given the unseen tiles)."""
    holder, name = seeing.sampler_site(game)
    seat = state.to_move
    if isinstance(holder, type):
        return getattr(holder, name)(state, seat, rnd)
    return getattr(holder, name)(state, seat, state.unseen(seat), rnd)


@pytest.mark.parametrize("game", sorted(seeing.SAMPLERS))
def test_a_seeing_level_searches_the_true_game_and_a_fair_one_does_not(game):
    state = game_module(game).new_game(players=2, seed=7).core
    seat = state.to_move
    other = 1 - seat
    with seeing.seeing_levels(game):
        with seeing.seeing_now():
            world = sample(game, state, random.Random(1))
        assert world.hands == state.hands and world.bag == state.bag
        fair = sample(game, state, random.Random(1))
        assert fair.hands[seat] == state.hands[seat]
        assert fair.hands[other] != state.hands[other]  # dealt again from the unseen tiles


@pytest.mark.parametrize("game", sorted(seeing.SAMPLERS))
def test_seeing_the_hands_keeps_every_hand_but_not_the_draws(game):
    state = game_module(game).new_game(players=2, seed=7).core
    with seeing.seeing_levels(game, "hands"), seeing.seeing_now("hands"):
        worlds = [sample(game, state, random.Random(k)) for k in (1, 2)]
    for world in worlds:
        assert world.hands == state.hands
        assert sorted(world.bag) == sorted(state.bag) and world.bag != state.bag
    assert worlds[0].bag != worlds[1].bag  # the draws come from the search's own generator


def test_what_a_level_sees_is_checked():
    with pytest.raises(SystemExit, match="--sees must be one of all, hands"):
        seeing.main(["--game", "qwirkle", "--a", "expert", "--sees", "cards"])


@pytest.mark.parametrize("game", sorted(seeing.SAMPLERS))
def test_nothing_of_it_stays_in_the_game_afterwards(game):
    ai = game_module(game).ai
    holder, name = seeing.sampler_site(game)
    before = (getattr(holder, name), ai.BASELINES, set(ai.COMPUTER.table))
    with seeing.seeing_levels(game):
        assert "seeing-expert" in ai.BASELINES and "seeing-expert" in ai.COMPUTER.table
    with seeing.seeing_levels(game, "hands"):
        assert "seeing-hands-expert" in ai.BASELINES and "seeing-expert" not in ai.BASELINES
    assert (getattr(holder, name), ai.BASELINES, set(ai.COMPUTER.table)) == before


@CPYTHON_ONLY
def test_the_command_plays_the_seeing_twin_of_player_a():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "seeing.py"), "--game", "ginnyo", "--a", "expert",
         "--b", "beginner", "--games", "1", "--seed", "3"],
        capture_output=True, text=True, check=True, timeout=300,
    ).stdout
    assert out.startswith("seeing-expert vs beginner (ginnyo, 2 players, 1 games, seed 3)")


@CPYTHON_ONLY
def test_a_game_hiding_nothing_is_refused():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "seeing.py"), "--game", "blokus", "--a", "master"],
        capture_output=True, text=True, timeout=60,
    )
    assert out.returncode != 0 and "must be one of genial, qwirkle, ginnyo" in out.stderr
