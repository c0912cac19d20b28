"""Rated games: the Elo arithmetic of tabletop.rating against worked examples and its
properties, and the bridge's `rated_opponents` and `rating` commands on a real game."""

from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

import blokus
from tabletop import games, rating
from test_bridge import ok
from test_bridge import refused as refusal


def refused(command, **args):
    return refusal(command, **args)["code"]


# -- the arithmetic, by worked examples -----------------------------------------------------------


def test_expected_score_worked_examples():
    assert rating.expected(1000, 1000) == 0.5
    assert rating.expected(1000, 1000, opponents=3) == 0.25  # first of four equals
    # 400 points weaker than one opponent: 1 / (1 + 10) ; than two: 1 / (1 + 2 * 10)
    assert rating.expected(1000, 1400) == pytest.approx(1 / 11)
    assert rating.expected(1000, 1400, opponents=2) == pytest.approx(1 / 21)
    assert rating.expected(1400, 1000) == pytest.approx(10 / 11)


def test_score_reads_the_final_ranking():
    assert rating.score([[1], [0]], 1) == 1.0
    assert rating.score([[1], [0]], 0) == 0.0
    assert rating.score([[0, 2], [1]], 2) == 0.5  # first place shared by two
    assert rating.score([[0, 1, 2]], 1) == pytest.approx(1 / 3)
    assert rating.score([[2], [0, 1]], 0) == 0.0  # a shared second place is no win


def test_rated_worked_examples_and_k():
    # Equal players, a new rating: 40 * (1 - 0.5) = +20; a loss -20; a draw 0.
    assert rating.rated(1000, 1000, opponents=1, score=1.0, games=0)["rating"] == 1020
    assert rating.rated(1000, 1000, opponents=1, score=0.0, games=29)["change"] == -20
    assert rating.rated(1000, 1000, opponents=1, score=0.5, games=5)["change"] == 0
    # From the 31st game K is 20: 20 * (1 - 0.5) = +10.
    settled = rating.rated(1000, 1000, opponents=1, score=1.0, games=30)
    assert settled["k"] == 20 and settled["change"] == 10
    # Three opponents 200 stronger: E = 1 / (1 + 3 * 10^0.5) = 0.0954; a win +36, a loss -4.
    won = rating.rated(1200, 1400, opponents=3, score=1.0, games=0)
    assert won["expected"] == 0.0954 and won["change"] == 36 and won["rating"] == 1236
    assert won["won"] and not rating.rated(1000, 1000, opponents=2, score=0.5, games=0)["won"]
    assert rating.rated(1200, 1400, opponents=3, score=0.0, games=0)["change"] == -4
    assert rating.k_factor(0) == rating.k_factor(29) == 40 and rating.k_factor(30) == 20


def test_the_nearest_level_is_the_opponent():
    levels = ["beginner", "casual", "expert"]
    ratings = {"beginner": 364, "casual": 488, "expert": 1115}
    assert rating.nearest_level(levels, ratings, 1000) == "expert"
    assert rating.nearest_level(levels, ratings, 800) == "casual"  # 312 below, 315 above
    assert rating.nearest_level(levels, ratings, 426) == "beginner"  # as near: the weaker
    assert rating.nearest_level(levels, ratings, 427) == "casual"
    assert rating.nearest_level(["a", "unrated"], {"a": 900}, 2000) == "a"


# -- properties -----------------------------------------------------------------------------------

ratings_ = st.integers(0, rating.MAX_RATING)
opponents_ = st.integers(1, 3)
games_ = st.integers(0, 100)


@given(ratings_, ratings_, opponents_, games_)
def test_a_win_never_lowers_and_a_loss_never_raises(mine, theirs, n, games):
    assert rating.rated(mine, theirs, opponents=n, score=1.0, games=games)["change"] >= 0
    assert rating.rated(mine, theirs, opponents=n, score=0.0, games=games)["change"] <= 0


@given(ratings_, ratings_, games_)
def test_one_opponent_is_symmetric(mine, theirs, games):
    """Against one opponent the expected scores of both sides add up to 1, and a win of one is
    the other's loss: the changes mirror each other."""
    assert rating.expected(mine, theirs) + rating.expected(theirs, mine) == pytest.approx(1)
    won = rating.rated(mine, theirs, opponents=1, score=1.0, games=games)["change"]
    lost = rating.rated(theirs, mine, opponents=1, score=0.0, games=games)["change"]
    assert abs(won + lost) <= 1  # each rounded on its own


@given(st.integers(0, 4000), opponents_)
def test_equal_strength_expects_a_fair_share(mine, n):
    assert rating.expected(mine, mine, n) == pytest.approx(1 / (n + 1))


# -- the bridge -----------------------------------------------------------------------------------


def test_rated_opponents_refuses_what_is_no_rating():
    assert refused("rated_opponents", game="blokus", rating=363, start=True) == "rating_range"
    assert refused("rated_opponents", game="blokus", rating=1832, start=True) == "rating_range"
    assert refused("rated_opponents", game="blokus", rating="x") == "bad_integer"
    assert refused("rated_opponents", game="blokus", rating=900, start="yes") == "bad_flag"
    assert ok("rated_opponents", game="blokus", rating="1750")["level"] == "master"  # 1831


@pytest.mark.parametrize("game", games.NAMES)
def test_rated_opponents_meet_the_nearest_level_of_every_game(game):
    """Asked at each level's own rating, and one point either side of the middle between two
    neighbouring levels, the bridge names the level nearest, by the ratings the page shows."""
    ratings = ok("static", game=game)["ratings"]
    ladder = sorted(ratings.items(), key=lambda item: item[1])
    assert len(ladder) >= 2, game
    for level, value in ladder:
        assert ok("rated_opponents", game=game, rating=value) == \
            {"level": level, "seat": f"ai-{level}", "rating": value}
    for (weaker, low), (stronger, high) in pairwise(ladder):
        middle = (low + high) // 2
        assert ok("rated_opponents", game=game, rating=middle - 1)["level"] == weaker
        assert ok("rated_opponents", game=game, rating=middle + 1)["level"] == stronger


def test_a_game_without_measured_ratings_offers_no_rated_game(monkeypatch):
    monkeypatch.setattr(games, "NAMES", (*games.NAMES, "toy_game"))
    assert "ratings" not in ok("static", game="toy_game")
    assert refused("rated_opponents", game="toy_game", rating=1000) == "no_ratings"


def finished_duo(seats):
    """A Duo game played out by the beginner for every seat, then loaded with `seats`."""
    game = blokus.new_game(players=2, seed=3, variant="duo")
    while not game.over:
        game.play(blokus.ai.choose(game, "beginner", seed=len(game.decisions)))
    record = game.to_record()
    record["meta"] = {"seats": seats}
    ok("load", record=record)
    return game


def test_rating_scores_the_finished_game_by_its_ranking():
    game = finished_duo(["human", "ai-advanced"])
    won = game.ranking()[0] == [0]
    answer = ok("rating", rating=1000, games=3)
    expected = rating.rated(1000, 1115, opponents=1, score=rating.score(game.ranking(), 0), games=3)
    assert answer == {**expected, "level": "advanced", "opponent": 1115, "opponents": 1}
    assert (answer["change"] > 0) == won and answer["k"] == 40
    assert ok("rating", rating=1000, games=3, left=True) == answer  # over: its result stands


def test_leaving_a_rated_game_is_a_loss_and_an_unfinished_one_is_not_rated():
    ok("new", game="blokus", players=2, variant="duo", seed=3, seats=["human", "ai-casual"])
    assert refused("rating", rating=1000, games=0) == "rated_not_over"
    left = ok("rating", rating=1000, games=40, left=True)
    assert left["score"] == 0.0 and left["k"] == 20 and left["rating"] == 1000 + left["change"]
    assert left["change"] == round(20 * -rating.expected(1000, 488))
    assert refused("rating", rating=1000, games=-1, left=True) == "rated_games"
    assert refused("rating", rating=-5, games=0, left=True) == "rating_range"
    assert refused("rating", rating=1000, games=0, left=2) == "bad_flag"


@pytest.mark.parametrize("seats", [["human", "human"], ["ai-expert", "ai-casual"],
                                   ["human", "remote"]])
def test_only_one_human_against_computers_is_rated(seats):
    finished_duo(seats)
    assert refused("rating", rating=1000, games=0) == "not_rated"


def test_mixed_levels_or_partners_are_not_rated():
    ok("new", game="blokus", players=3, seed=1, seats=["human", "ai-casual", "ai-expert"])
    assert refused("rating", rating=1000, games=0, left=True) == "not_rated"
    ok("new", game="blokus", players=4, teams=True, seed=1, seats=["human"] + ["ai-casual"] * 3)
    assert refused("rating", rating=1000, games=0, left=True) == "not_rated"


@pytest.mark.parametrize("game", games.NAMES)
def test_the_level_bands_the_page_looks_up_are_the_nearest_level(game):
    """The static `level_bands` (New game's first offer) name, for every whole rating from well
    below the weakest to well above the strongest and at each middle between two levels, the
    level `nearest_level` names (the rated game's opponent)."""
    facts = ok("static", game=game)
    ratings, bands = facts["ratings"], facts["level_bands"]
    levels = facts["levels"]
    lookup = lambda r: next(b["level"] for b in bands if b["upto"] is None or r <= b["upto"])  # noqa: E731 - as web/newgame.js
    middles = [b["upto"] for b in bands if b["upto"] is not None]
    for value in [*range(min(ratings.values()) - 300, max(ratings.values()) + 300), *middles]:
        assert lookup(value) == rating.nearest_level(levels, ratings, value), (game, value)
