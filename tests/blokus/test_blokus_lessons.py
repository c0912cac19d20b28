"""The pictures of How to play Blokus (blokus.lessons) teach the rules as rules-blokus.md says
them: each scene is checked here against the rule it illustrates, by plain geometry, so a
scene that stopped showing its rule (or a rule the engine stopped applying) fails."""

from __future__ import annotations

import json

import pytest

import blokus
from blokus.lessons import LEFT_OVER, lessons, staged
from tabletop import games

SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))
CORNERS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def neighbours(cells, steps) -> set[tuple[int, int]]:
    mine = {tuple(c) for c in cells}
    return {(x + dx, y + dy) for x, y in mine for dx, dy in steps} - mine


def squares_of(lesson, colour) -> set[tuple[int, int]]:
    return {(s["x"], s["y"]) for s in lesson["board"] if s["colour"] == colour}


#: Each variant's scenes of the first piece and of corners and sides: their names' prefix,
#: the colour they show and its starting cell.
VARIANTS = {"classic": ("", "blue", [0, 0]), "duo": ("duo_", "purple", [4, 4])}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_first_piece_covers_the_colours_starting_cell(variant) -> None:
    prefix, colour, start = VARIANTS[variant]
    first = lessons()[f"{prefix}first"]
    shown = first["shown"]
    assert first["variant"] == variant and first["board"] == [] and shown["legal"]
    assert shown["colour"] == colour and start in shown["cells"]  # rules §1
    moved = [[x + 1, y] for x, y in shown["cells"]]  # one cell off the start: refused
    moved_move = blokus.Place(colour, shown["piece"], tuple(tuple(c) for c in moved))
    game = staged(f"{prefix}first")
    assert game.why_illegal(moved_move).code == "start_not_covered"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_colour_touches_itself_at_corners_only(variant) -> None:
    prefix, colour, _ = VARIANTS[variant]
    corner, side = lessons()[f"{prefix}corner"], lessons()[f"{prefix}side"]
    assert corner["variant"] == side["variant"] == variant
    assert corner["board"] == side["board"]  # the same position, two placements
    own = squares_of(corner, colour)
    cells = corner["shown"]["cells"]
    assert corner["shown"]["legal"] and corner["shown"]["colour"] == colour
    assert neighbours(cells, CORNERS) & own and not neighbours(cells, SIDES) & own
    cells = side["shown"]["cells"]
    assert not side["shown"]["legal"] and neighbours(cells, SIDES) & own
    assert side["shown"]["refusal"]["code"] == "own_side_contact"


def test_another_colour_may_be_touched_along_a_side() -> None:
    others = lessons()["others"]
    shown = others["shown"]
    assert others["variant"] == "duo" and others["size"] == 14 and shown["legal"]
    assert neighbours(shown["cells"], SIDES) & squares_of(others, "orange")
    assert not neighbours(shown["cells"], SIDES) & squares_of(others, shown["colour"])


def test_each_scene_draws_its_placement_inside_the_part_shown() -> None:
    for name, lesson in lessons().items():
        if name == "scores":
            continue
        part = lesson["part"]
        inside = range(part["x"], part["x"] + part["n"]), range(part["y"], part["y"] + part["n"])
        for x, y in lesson["shown"]["cells"]:
            assert x in inside[0] and y in inside[1], (name, x, y)
        assert staged(name).colour == lesson["shown"]["colour"]


def test_the_score_lesson_counts_as_the_rules_say() -> None:
    scores = lessons()["scores"]
    assert scores["left"]["pieces"] == list(LEFT_OVER)
    assert scores["left"]["squares"] == 1 + 3 + 5 == -scores["left"]["score"]  # −1 per square
    assert (scores["all"], scores["monomino"]) == (15, 20)  # rules §4


def test_the_lessons_travel_in_the_static_facts() -> None:
    info = games.static_info(blokus)
    assert info["lessons"] == json.loads(json.dumps(lessons()))
