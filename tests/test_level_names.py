"""One set of level names in every game, each with its rating; old saved games keep their
computer seats; a newcomer's first rated game is against the weakest level (issues 36 and 39)."""

import importlib
from itertools import pairwise

import pytest

from tabletop.levels import NAMES
from test_bridge import ok

GAMES = ("genial", "qwirkle", "blokus", "ginnyo")


@pytest.mark.parametrize("game", GAMES)
def test_levels_are_the_site_names_in_order_with_ratings_strictly_rising(game):
    """The page lists the site's names from the weakest on (fewer only at the top), each with
    its measured rating: every step up is a stronger level (tests/test_ladder.py: the names)."""
    info = ok("static", game=game)
    levels = info["levels"]
    assert tuple(levels) == NAMES[:len(levels)]
    assert list(info["ratings"]) == levels
    ratings = [info["ratings"][level] for level in levels]
    assert all(low < high for low, high in pairwise(ratings)), ratings
    assert [seat["level"] for seat in info["seats"][1:]] == levels


def record_of(game, version, seats, **config):
    """A saved game's record of no decision with `seats`, as a page of `version` wrote it."""
    G = importlib.import_module(game)
    record = G.new_game(seed=7, **config).to_record()
    return {**record, "version": version, "meta": {"seats": seats}}


@pytest.mark.parametrize(("game", "config", "old", "now"), [
    ("qwirkle", {"players": 3}, ["human", "ai-novice", "ai-master"],
     ["human", "ai-beginner", "ai-master"]),
    ("qwirkle", {"players": 2}, ["ai-beginner", "ai-intermediate"],
     ["ai-casual", "ai-advanced"]),
    ("ginnyo", {"players": 4}, ["human", "ai-novice", "ai-casual", "ai-master"],
     ["human", "ai-beginner", "ai-intermediate", "ai-master"]),
    ("blokus", {"players": 2, "variant": "duo"}, ["human", "ai-champion"], ["human", "ai-expert"]),
    ("blokus", {"players": 2, "variant": "duo"}, ["ai-expert", "remote"],
     ["ai-advanced", "remote"]),
])
def test_a_saved_game_naming_former_levels_loads_with_the_same_computers(game, config, old, now):
    """A record of version 1 names the levels as they were: it loads with each computer seat
    under today's name for the same player, and the computer to move plays."""
    view = ok("load", record=record_of(game, 1, old, **config))
    assert view["seats"] == now
    assert ok("record")["meta"]["seats"] == now and ok("record")["version"] == 2
    if now[view["to_move"]].startswith("ai-"):
        assert ok("ai")["view"]["seats"] == now


@pytest.mark.parametrize("game", ("qwirkle", "ginnyo", "blokus"))
def test_a_record_of_today_keeps_its_level_names(game):
    config = {"players": 2, "variant": "duo"} if game == "blokus" else {"players": 2}
    seats = ["human", "ai-beginner"]
    assert ok("load", record=record_of(game, 2, seats, **config))["seats"] == seats


@pytest.mark.parametrize("game", GAMES)
def test_a_newcomers_first_rated_game_is_against_the_weakest_level(game):
    """The starting rating offered is the weakest level's on that game's scale (Blokus's is
    Pentobi's), and the nearest level to it is the weakest; the range ends at the strongest."""
    info = ok("static", game=game)
    start, ratings, levels = info["rating_start"], info["ratings"], info["levels"]
    assert start == {"lowest": ratings[levels[0]], "highest": ratings[levels[-1]],
                     "default": ratings[levels[0]]}
    first = ok("rated_opponents", game=game, rating=start["default"], start=True)
    assert first == {"level": levels[0], "seat": "ai-" + levels[0], "rating": ratings[levels[0]]}
    top = ok("rated_opponents", game=game, rating=start["highest"], start=True)
    assert top["level"] == levels[-1]
