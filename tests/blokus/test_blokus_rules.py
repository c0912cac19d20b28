"""One test per rule of rules-blokus.md, each one failing if its rule were broken.

Positions are reached by playing real placements (in notation) from the opening, or taken
from the oracle's fixtures (tests/fixtures/blokus_perft.json) and from blokus_records.py.
"""

from __future__ import annotations

import random

import pytest

import blokus
from blokus import IllegalMove, RecordError
from blokus.game import rank
from blokus.pieces import NAMES, SIZES, flipped, orientations, piece_of, turned
from blokus_records import RECORDS

CORNERS = {"blue": (0, 0), "yellow": (19, 0), "red": (19, 19), "green": (0, 19)}
#: Four openings, one per colour, each covering its corner.
OPENING = ["blue:I3@0,0 1,0 2,0", "yellow:I3@17,0 18,0 19,0", "red:I3@17,19 18,19 19,19",
           "green:I3@0,19 1,19 2,19"]


def after(decisions: list[str], **mode) -> blokus.Game:
    game = blokus.new_game(seed=1, **mode)
    for move in decisions:
        game.play(move)
    return game


def refusal(game: blokus.Game, move: str) -> str:
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    return refused.value.code


def random_game(seed: int, stop=None, **mode) -> blokus.Game:
    """A random game played until `stop(game)` holds (or to the end)."""
    game, rnd = blokus.new_game(seed=seed, **mode), random.Random(seed)
    while not game.over and not (stop and stop(game)):
        game.play(rnd.choice(game.legal_moves()))
    return game


# -- §1 board, colours, pieces ---------------------------------------------------------------


def test_the_classic_board_is_20_by_20_with_x_right_and_y_down() -> None:
    game = blokus.new_game()
    assert game.size == 20
    assert refusal(game, "blue:2@19,0 20,0") == "cell_off_board"
    game = after(["blue:1@0,0"])
    assert game.colour == "yellow"
    game.play("yellow:I3@19,0 19,1 19,2")  # (19, 0) is the top right corner, y grows down
    assert game.board[(19, 2)] == "yellow"


def test_four_colours_always_play_blue_yellow_red_green() -> None:
    game = blokus.new_game()
    seen = []
    for move in [*OPENING, "blue:1@3,1"]:
        seen.append(game.colour)
        game.play(move)
    assert seen == ["blue", "yellow", "red", "green", "blue"]


@pytest.mark.parametrize("colour", CORNERS)
def test_each_colour_starts_in_its_corner(colour: str) -> None:
    game = after(OPENING[: list(CORNERS).index(colour)])
    assert game.colour == colour
    assert game.attach_points() == [CORNERS[colour]]
    assert all(CORNERS[colour] in move.cells for move in game.legal_moves())
    assert len(game.legal_moves()) == 58


def canonical(cells) -> tuple:
    """A shape as the smallest of its eight turned and flipped images, moved to the origin."""
    images = []
    for flip in (1, -1):
        image = [(x * flip, y) for x, y in cells]
        for _ in range(4):
            image = [(-y, x) for x, y in image]
            low_x, low_y = min(x for x, _ in image), min(y for _, y in image)
            images.append(tuple(sorted((x - low_x, y - low_y) for x, y in image)))
    return min(images)


def free_polyominoes(most: int) -> set[tuple]:
    """Every shape of 1 to `most` squares joined along sides, a turned or flipped shape the
    same: found here by growing shapes a square at a time, apart from the engine's pictures."""
    found, grown = set(), {canonical([(0, 0)])}
    for _ in range(most):
        found |= grown
        grown = {canonical([*shape, (x + dx, y + dy)]) for shape in grown for x, y in shape
                 for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                 if (x + dx, y + dy) not in shape}
    return found


def test_each_colour_has_the_21_shapes_of_one_to_five_squares_89_in_all() -> None:
    shapes = free_polyominoes(5)
    assert {canonical(orientations(name)[0]) for name in NAMES} == shapes and len(NAMES) == 21
    assert sorted(piece_of(list(shape)) for shape in shapes) == sorted(NAMES)
    assert [len(orientations(name)[0]) for name in NAMES] == list(SIZES)
    assert sum(len(shape) for shape in shapes) == 89
    game = blokus.new_game()
    assert all(game.pieces_left(c) == list(NAMES) for c in game.colours)


def test_a_piece_may_be_turned_and_flipped_91_orientations_in_all() -> None:
    assert sum(len(orientations(name)) for name in NAMES) == 91
    for name in NAMES:
        shapes = orientations(name)
        assert len(set(shapes)) == len(shapes)
        assert {turned(s) for s in shapes} == set(shapes) == {flipped(s) for s in shapes}
    assert (len(orientations("F")), len(orientations("X")), len(orientations("I5"))) == (8, 1, 2)


# -- §2 placing ------------------------------------------------------------------------------


def test_a_piece_lies_inside_the_board() -> None:
    game = after(OPENING)
    assert refusal(game, "blue:2@-1,1 0,1") == "cell_off_board"


def test_a_piece_covers_no_occupied_cell() -> None:
    game = after([*OPENING, "blue:V3@3,1 2,2 3,2", "yellow:1@16,1"])
    assert refusal(game, "red:V3@16,1 16,2 17,2") == "cell_occupied"
    game = after(OPENING)
    assert refusal(game, "blue:I4@2,0 3,0 4,0 5,0") == "cell_occupied"


def test_the_first_piece_covers_the_starting_corner() -> None:
    game = blokus.new_game()
    assert refusal(game, "blue:2@1,0 2,0") == "start_not_covered"
    game.play("blue:2@0,0 1,0")
    assert refusal(game, "yellow:1@0,19") == "start_not_covered"


def test_a_later_piece_touches_its_colour_at_a_corner() -> None:
    game = after(OPENING)
    assert refusal(game, "blue:1@5,5") == "no_corner_contact"
    game.play("blue:1@3,1")  # corner to corner with (2, 0)
    assert game.board[(3, 1)] == "blue"
    game = after(OPENING)
    corner = {(x + dx, y + dy) for (x, y), c in game.board.items() if c == "blue"
              for dx in (-1, 1) for dy in (-1, 1)}
    assert all(corner & set(m.cells) for m in game.legal_moves())


def test_a_later_piece_never_touches_its_colour_along_a_side() -> None:
    game = after(OPENING)
    assert refusal(game, "blue:V3@3,0 3,1 4,1") == "own_side_contact"
    assert refusal(game, "blue:2@0,1 1,1") == "own_side_contact"
    own = {cell for cell, c in game.board.items() if c == "blue"}
    for move in game.legal_moves():
        assert not {(x + dx, y + dy) for x, y in move.cells
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} & own


def test_other_colours_may_be_touched_in_any_way() -> None:
    """A random Duo game soon offers a placement along the side of the other colour; it is
    listed and accepted."""

    def touching(game: blokus.Game) -> list[blokus.Place]:
        others = {cell for cell, c in game.board.items() if c != game.colour}
        return [m for m in game.legal_moves()
                if {(x + dx, y + dy) for x, y in m.cells
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} & others]

    game = random_game(3, stop=lambda g: bool(touching(g)), variant="duo")
    move = touching(game)[0]
    game.play(move)
    assert all(game.board[cell] == move.colour for cell in move.cells)


def test_a_colour_that_cannot_place_is_skipped_until_the_end() -> None:
    game, rnd = blokus.new_game(seed=1), random.Random(1)
    gone = None
    while not game.over:
        colour = game.colour
        assert colour != gone, "a colour found unable to place moved again"
        events = game.play(rnd.choice(game.legal_moves()))
        skip = next((e for e in events if e["type"] == "skip"), None)
        if gone is None and skip and skip["out"] and not game.over:
            gone = skip["out"][0]
            assert gone != colour and game.is_out(gone)
            assert not game.core.legal(game.colours.index(gone))
            assert game.colour not in skip["colours"]
    assert gone is not None


def test_the_game_ends_when_no_colour_can_place() -> None:
    game = random_game(5)
    assert game.over and game.phase == "over"
    assert all(not game.core.legal(c) for c in range(4))
    assert game.legal_moves() == []
    assert refusal(game, "blue:1@10,10") == "game_over"


def test_the_last_colour_able_to_place_plays_on_alone() -> None:
    record = RECORDS["blue places all 21, the monomino last"]
    game = blokus.new_game(seed=1, **record["config"])
    colours = []
    for move in record["decisions"]:
        colours.append(game.colour)
        game.play(move)
    assert colours[-5:] == ["blue"] * 5  # the others are out: blue places turn after turn


# -- §3 modes ----------------------------------------------------------------------------------


def test_four_players_one_colour_each() -> None:
    game = blokus.new_game(players=4)
    seats = []
    for move in OPENING:
        seats.append((game.to_move, game.colour))
        game.play(move)
    assert seats == [(0, "blue"), (1, "yellow"), (2, "red"), (3, "green")]
    assert [game.hand(s) for s in range(4)] == [game.pieces_left(c) for c in game.colours]


def test_two_players_play_two_colours_each_in_colour_order() -> None:
    game = blokus.new_game(players=2)
    seats = []
    for move in OPENING:
        seats.append((game.to_move, game.colour))
        game.play(move)
    assert seats == [(0, "blue"), (1, "yellow"), (0, "red"), (1, "green")]
    assert game.scores == [2 * -89 + 6, 2 * -89 + 6]
    assert sorted(game.hand(0)) == sorted(game.pieces_left("blue") + game.pieces_left("red"))


def test_three_players_play_green_in_turn_from_seat_0() -> None:
    """Green's first placement by seat 0, its second by seat 1, its third by seat 2..."""
    game, rnd = blokus.new_game(players=3, seed=2), random.Random(2)
    green_seats = []
    while not game.over:
        if game.colour == "green":
            green_seats.append(game.to_move)
        game.play(rnd.choice(game.legal_moves()))
    assert len(green_seats) >= 6
    assert green_seats == [k % 3 for k in range(len(green_seats))]


def test_the_neutral_colour_scores_for_nobody() -> None:
    game = after(OPENING, players=3)
    assert game.scores == [-86, -86, -86]
    assert game.colour_scores["green"] == -86
    game = after([*OPENING, "blue:O4@3,1 4,1 3,2 4,2"], players=3)
    assert game.scores == [-82, -86, -86]  # blue's four squares count for seat 0 only


def test_teams_blue_red_against_yellow_green_share_a_score() -> None:
    game = after([*OPENING, "blue:O4@3,1 4,1 3,2 4,2"], players=4, teams=True)
    assert game.scores == [-178 + 6 + 4, -178 + 6]
    assert [game.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert game.ranking() == [[0], [1]]


def test_duo_is_14_by_14_purple_first_from_4_4_then_orange_from_9_9() -> None:
    game = blokus.new_game(variant="duo")
    assert (game.size, game.colours, game.players) == (14, ("purple", "orange"), 2)
    assert (game.colour, game.to_move, game.attach_points()) == ("purple", 0, [(4, 4)])
    assert refusal(game, "purple:1@0,0") == "start_not_covered"
    game.play("purple:1@4,4")
    assert (game.colour, game.to_move, game.attach_points()) == ("orange", 1, [(9, 9)])
    assert refusal(game, "orange:2@13,13 14,13") == "cell_off_board"
    game.play("orange:1@9,9")
    assert game.colour == "purple"


# -- §4 score and ranking ----------------------------------------------------------------------


def test_minus_one_per_square_of_unplaced_pieces() -> None:
    game = blokus.new_game()
    assert game.scores == [-89] * 4
    game.play("blue:F@0,0 1,0 1,1 2,1 1,2")
    assert game.scores == [-84, -89, -89, -89]


@pytest.mark.parametrize(("name", "bonus"), [("blue places all 21, the monomino last", 20),
                                             ("blue places all 21, the domino last", 15)])
def test_all_pieces_placed_scores_15_or_20_with_the_monomino_last(name: str, bonus: int) -> None:
    record = RECORDS[name]
    game = blokus.from_record({"format": "blokus", "version": 1, "config": record["config"],
                               "seed": 1, "decisions": record["decisions"]})
    assert game.over and game.pieces_left("blue") == []
    assert game.colour_scores["blue"] == bonus == game.scores[0]
    assert game.view()["colours"][0]["bonus"] == bonus


def test_the_highest_score_wins_and_equal_scores_share_a_place() -> None:
    assert rank([-5, 3, -5, 10]) == [[3], [1], [0, 2]]
    game = after(OPENING[:2])  # blue and yellow have placed three squares each
    assert game.ranking() == [[0, 1], [2, 3]]
    assert game.ranking() == rank(game.scores)


# -- §5 and §6 opening count, notation ---------------------------------------------------------


def test_the_classic_opening_has_58_placements_and_the_x_has_none() -> None:
    moves = blokus.new_game().legal_moves()
    assert len(moves) == 58
    assert "X" not in {m.piece for m in moves}
    assert {m.piece for m in moves} == set(NAMES) - {"X"}


def test_notation_lists_colour_piece_and_cells_in_y_then_x_order() -> None:
    move = blokus.parse_move("blue:F@1,2 2,0 0,1 1,1 1,0")
    assert str(move) == "blue:F@1,0 2,0 0,1 1,1 1,2"
    game = blokus.new_game()
    game.play("blue:V3@0,0 0,1 1,1")
    assert game.decisions == ["blue:V3@0,0 0,1 1,1"]


def test_a_piece_name_that_does_not_match_its_cells_is_refused() -> None:
    game = blokus.new_game()
    assert refusal(game, "blue:L4@0,0 1,0 0,1 1,1") == "piece_mismatch"
    record = game.to_record()
    record["decisions"] = ["blue:L4@0,0 1,0 0,1 1,1"]
    with pytest.raises(RecordError) as refused:
        blokus.from_record(record)
    assert refused.value.params["reason"].code == "piece_mismatch"
