"""The help's pictures (qwirkle.lessons) teach what the rules give: each placement is legal
on its table and scores what its caption says, counted by the engine."""

import qwirkle
from qwirkle import lessons
from qwirkle.tiles import LINE_MAX, QWIRKLE_BONUS
from tabletop import games


def test_one_tile_scores_each_line_it_makes():
    game, move = lessons.staged("lines")
    assert move in game.legal_moves()
    assert lessons.lesson("lines")["points"] == 4 + 2  # the row of reds, the column of star4s


def test_the_sixth_tile_of_a_line_scores_the_qwirkle_bonus():
    game, move = lessons.staged("qwirkle")
    assert move in game.legal_moves()
    assert lessons.lesson("qwirkle")["points"] == LINE_MAX + QWIRKLE_BONUS


def test_the_page_gets_the_lessons_with_its_static_facts():
    assert games.static_info(qwirkle)["lessons"] == lessons.lessons()
