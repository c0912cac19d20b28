"""The how-to's pictures (ginnyo.lessons): each is a legal play on its board, and its points,
which the page prints, are those the rules give by hand (rules §6)."""

from __future__ import annotations

import ginnyo
from ginnyo.lessons import SCENES, lesson, staged
from tabletop import games

#: The points of each picture counted by hand from rules §6 and the board's layout (§2).
BY_HAND = {
    "run": 7 + 8 + 9,  # the centre gives no bonus
    "cross": 2 * 9 + 9,  # 9♠ on the yellow square (9, 9), 9♣ on a plain one
    "section": (3 + 4 + 5) * 2,  # the red start square (4, 4) doubles the meld
    "joker": 10 + 0 + 2 * 10,  # the joker is worth 0; the Q♥ on the yellow square (12, 8)
}


def test_every_picture_is_a_legal_play_worth_what_the_rules_say():
    assert set(SCENES) == set(BY_HAND)
    for name, points in BY_HAND.items():
        game, play = staged(name)
        assert play in game.legal_moves(), name
        assert lesson(name)["points"] == points, name


def test_the_pictures_reach_the_page_with_the_static_facts():
    shown = games.static_info(ginnyo)["lessons"]
    assert shown["joker"]["placed"][1] == {"x": 11, "y": 8, "tile": "JK=JH"}
    assert len(shown["cross"]["tiles"]) == 3 and shown["section"]["points"] == 24
