"""The computer players: legal, repeatable, refusing bad arguments, and ordered in strength.

Strength is measured by many games outside the tests (docs/blokus.md); here a few seeded Duo
games check that the order holds at all (each test a second or two).
"""

from __future__ import annotations

import random

import pytest

import blokus
import blokus.ai
from tabletop import arena
from tabletop.errors import Refusal

MODES = [dict(players=4), dict(players=2), dict(players=3), dict(players=4, teams=True),
         dict(variant="duo")]
NAMES = [*blokus.ai.LEVELS, *blokus.ai.BASELINES]
SEARCHING = ("expert", "master")  # the tree search's levels: a second or more a decision


def test_levels_and_baselines_are_named() -> None:
    assert blokus.ai.LEVELS == ("beginner", "casual", "intermediate", "advanced", "expert",
                                "master")
    assert blokus.ai.BASELINES == ("greedy-big",)
    assert all(blokus.ai.budget_of(name) <= 2.0 for name in NAMES if name not in SEARCHING)
    # the master's cap is the longest the page may wait (issue 24: 2 s on average, 5 longest)
    assert all(blokus.ai.budget_of(name) <= 5.0 for name in SEARCHING)


@pytest.mark.parametrize("mode", MODES, ids=["4p", "2p", "3p", "teams", "duo"])
@pytest.mark.parametrize("level", [pytest.param(name, marks=pytest.mark.slow)
                                   if name in SEARCHING else name for name in NAMES])
def test_every_level_plays_legal_repeatable_moves(mode: dict, level: str) -> None:
    game, rnd = blokus.new_game(seed=3, **mode), random.Random(3)
    for _ in range(rnd.randrange(4, 12)):  # a few random placements in
        game.play(rnd.choice(game.legal_moves()))
    # the search's whole work (its simulations) even on a loaded machine: a cap far above
    # its own budget, which only scales the work down
    budget = 60.0 if level in SEARCHING else None
    move = blokus.ai.choose(game, level, seed=9, budget=budget)
    assert move in game.legal_moves()
    assert blokus.ai.choose(game, level, seed=9, budget=budget) == move
    game.play(move)


def test_each_level_has_its_rating_on_pentobis_scale() -> None:
    ratings = blokus.static_info()["ratings"]
    assert list(ratings) == list(blokus.ai.LEVELS)
    one_move = [ratings[level] for level in blokus.ai.LEVELS if level not in SEARCHING]
    assert one_move == sorted(one_move) and ratings["beginner"] < 1000  # Pentobi's level 1
    # the search's two levels above the advanced lookahead
    assert all(ratings[level] > ratings["advanced"] for level in SEARCHING)


def test_the_neutral_colour_is_played_by_the_seat_whose_turn_it_is() -> None:
    game, rnd = blokus.new_game(players=3, seed=2), random.Random(2)
    while game.colour != "green":
        game.play(rnd.choice(game.legal_moves()))
    move = blokus.ai.choose(game, "advanced", seed=1)
    assert move.colour == "green" and move in game.legal_moves()


def test_the_hint_is_the_advanced_levels_lookahead() -> None:
    game = blokus.new_game(variant="duo", seed=5)
    game.play("purple:X@4,3 3,4 4,4 5,4 4,5")
    assert blokus.ai.hint(game, seed=4) == blokus.ai.choose(game, "advanced", seed=4)


def test_bad_arguments_are_refused() -> None:
    game = blokus.new_game(seed=1)
    with pytest.raises(Refusal) as refused:
        blokus.ai.choose(game, "grandmaster")
    assert refused.value.code == "unknown_level"
    for budget in (0, -1, True, "1"):
        with pytest.raises(Refusal) as refused:
            blokus.ai.choose(game, "advanced", budget=budget)
        assert refused.value.code == "bad_budget"
    over = blokus.from_record(
        {"format": "blokus", "version": 1, "config": {"players": 2, "variant": "duo"},
         "seed": 1, "decisions": []})
    while not over.over:
        over.play(blokus.ai.choose(over, "greedy-big", seed=1))
    with pytest.raises(blokus.IllegalMove):
        blokus.ai.choose(over, "advanced")


def test_a_tiny_budget_still_gives_a_legal_move() -> None:
    game = blokus.new_game(seed=1)
    game.play("blue:I5@0,0 1,0 2,0 3,0 4,0")
    assert blokus.ai.choose(game, "advanced", seed=1, budget=1e-6) in game.legal_moves()


def test_evaluate_moves_is_zero_for_the_best_and_negative_squares_for_the_rest() -> None:
    game = blokus.new_game(variant="duo", seed=1)
    moves = list(game.legal_moves())[::20]
    values = blokus.ai.evaluate_moves(game, moves)
    assert len(values) == len(moves) and max(values) == 0 and min(values) < 0
    monomino = blokus.parse_move("purple:1@4,4")
    x_piece = blokus.parse_move("purple:X@4,3 3,4 4,4 5,4 4,5")
    pair = blokus.ai.evaluate_moves(game, [monomino, x_piece])
    assert pair[1] == 0.0 and pair[0] < -3  # five squares and eight corners beat one square
    with pytest.raises(blokus.IllegalMove):
        blokus.ai.evaluate_moves(game, ["purple:1@0,0"])


@pytest.mark.parametrize(("strong", "weak"), [("intermediate", "beginner"),
                                              ("advanced", "greedy-big")])
def test_the_stronger_level_wins_most_duo_games(strong: str, weak: str) -> None:
    """A few games of the house's arena (colours alternated on each deal)."""
    assert arena.match("blokus", strong, weak, games=4, variant="duo").score >= 0.75
