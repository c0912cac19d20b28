"""The help's pictures (genial.lessons) teach what the rules give: each scene's placement is
legal on its board, its points are the engine's, and the cells it points at as counted hold
exactly as many symbols of each colour as the points say."""

from collections import Counter

import pytest

import genial
from genial import lessons
from genial.colours import PRINTED_SYMBOLS
from tabletop import games


def test_every_scene_counts_what_the_engine_scores():
    for name, (tiles, placed, counted) in lessons.SCENES.items():
        shown = lessons.lesson(name)
        board = dict(PRINTED_SYMBOLS) | {cell: colour for tile in tiles for colour, cell in tile}
        assert Counter(board[c] for c in counted) == Counter(shown["points"]), name
        assert shown["placed"]["colours"] == [c for c, _ in placed]


def test_the_first_scene_is_a_first_placement_the_rules_allow_and_need():
    game, move = lessons.staged("first")
    assert game.core.first == [False, False] and game.preview(move) == {"purple": 1, "yellow": 0}
    away = genial.Place(move.tile, ((-1, 0), (0, 0)))  # the same tile away from the symbols
    with pytest.raises(genial.IllegalMove) as err:
        game.preview(away)
    assert err.value.code == "first_placement"


def test_the_page_gets_the_lessons_with_its_static_facts():
    assert games.static_info(genial)["lessons"] == lessons.lessons()
