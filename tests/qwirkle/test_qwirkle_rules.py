"""One test per rule of rules-qwirkle.md, each on a position built to show that rule alone."""

from __future__ import annotations

from collections import Counter

import pytest

import qwirkle
from qwirkle import IllegalMove, Pass, Place, Trade
from qwirkle.core import first_player
from qwirkle.game import rank
from qwirkle.tiles import CODE, tile_set
from qwirkle_positions import position
from tabletop import games
from tabletop.rng import SplitMix64


def codes(*texts: str) -> list[int]:
    return [CODE[t] for t in texts]


def refused(game: qwirkle.Game, move: str) -> str:
    """The refusal code of a move, checking that the game did not change."""
    before = (game.board, game.hand(game.to_move), game.scores, game.decisions)
    with pytest.raises(IllegalMove) as err:
        game.play(move)
    assert (game.board, game.hand(game.to_move), game.scores, game.decisions) == before
    return err.value.code


def points_of(game: qwirkle.Game, move: str) -> int:
    """What a move scores, by the preview and by playing it."""
    seat, before = game.to_move, game.scores[game.to_move]
    preview = game.preview(move)
    game.play(move)
    assert game.scores[seat] - before == preview
    return preview


# -- 1. Tiles and board --------------------------------------------------------------------------


def test_108_tiles_six_colours_six_shapes_three_times():
    tiles = Counter(tile_set())
    assert len(tiles) == 36 and set(tiles.values()) == {3} and sum(tiles.values()) == 108
    assert qwirkle.COLOURS == ("red", "orange", "yellow", "green", "blue", "purple")
    assert qwirkle.SHAPES == ("circle", "square", "diamond", "clover", "star4", "star8")
    game = qwirkle.new_game(4, seed=3)
    dealt = Counter(game.core.bag) + Counter(t for h in game.core.hands for t in h)
    assert dealt == tiles


def test_each_colour_has_a_mark_of_its_own():
    marks = games.static_info(qwirkle)["marks"]
    assert set(marks) == set(qwirkle.COLOURS) and len(set(marks.values())) == 6


def test_the_table_is_unbounded():
    game = position({(400, -300): "red-circle", (401, -300): "red-square"},
                    ["red-diamond", "blue-star8"])
    assert Place([(("red", "diamond"), (402, -300))]) in game.legal_moves()
    assert points_of(game, "red-diamond@402,-300") == 3


def test_diagonal_cells_are_not_neighbours():
    game = position({(0, 0): "red-circle"}, ["red-square"])
    assert refused(game, "red-square@1,1") == "qwirkle_not_touching"
    assert points_of(game, "red-square@1,0") == 2


def test_a_line_is_a_run_without_gap():
    # blue-square at (2, 0) is not in the line: (1, 0) is empty.
    game = position({(0, 0): "red-circle", (2, 0): "blue-square"}, ["red-square"])
    assert points_of(game, "red-square@-1,0") == 2


# -- 2. Setup and first player -------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players_draw_six_tiles_each(players):
    game = qwirkle.new_game(players, seed=5)
    assert game.players == players and game.hand_sizes == [6] * players
    assert game.bag_count == 108 - 6 * players
    for bad in (1, 5, "2", True):
        with pytest.raises(ValueError, match="'players' must be 2 to 4"):
            qwirkle.new_game(bad)


def test_the_largest_best_group_starts_counting_identical_tiles_once():
    three_blue = codes("blue-circle", "blue-square", "blue-diamond", "red-clover",
                       "green-star4", "yellow-star8")
    # Four red tiles, but three are identical: a best group of 2.
    two_red = codes("red-circle", "red-circle", "red-circle", "red-square",
                    "blue-star8", "green-star4")
    assert first_player([two_red, three_blue]) == (1, 3)


def test_a_best_group_may_share_a_shape():
    circles = codes("red-circle", "blue-circle", "green-circle", "yellow-circle",
                    "red-square", "orange-star8")
    assert first_player([codes("red-square", "red-diamond"), circles]) == (1, 4)


def test_ties_go_to_the_earliest_seat():
    pair = codes("red-circle", "red-square")
    other = codes("blue-circle", "blue-star4")
    assert first_player([codes("green-star8"), pair, other]) == (1, 2)
    assert first_player([other, pair]) == (0, 2)


@pytest.mark.parametrize("seed", range(6))
def test_a_real_deal_starts_with_the_best_group(seed):
    game = qwirkle.new_game(3, seed=seed)
    assert (game.to_move, game.first_size) == first_player(game.core.hands)


def test_the_first_move_is_a_line_of_exactly_the_best_group_covering_the_origin():
    game = position(hand=["red-circle", "red-square", "red-diamond", "blue-star8",
                          "green-star4", "yellow-clover"],
                    others=[["orange-circle", "purple-square"]])
    assert (game.to_move, game.first_size) == (0, 3)
    moves = game.legal_moves()
    assert moves and all(isinstance(m, Place) and len(m) == 3 and (0, 0) in m.cells
                         for m in moves)
    # 3! orders x 3 positions x 2 directions
    assert len(moves) == 36
    assert refused(game, "red-circle@0,0 red-square@1,0") == "qwirkle_first_size"
    assert refused(game, "red-circle@1,0 red-square@2,0 red-diamond@3,0") == "qwirkle_first_origin"
    assert refused(game, "trade blue-star8") == "qwirkle_first_place"
    assert refused(game, "pass") == "qwirkle_first_place"
    assert points_of(game, "red-circle@0,-1 red-square@0,0 red-diamond@0,1") == 3


def test_a_first_move_of_one_tile_scores_1():
    game = position(hand=["red-circle", "orange-square", "yellow-diamond", "green-clover",
                          "blue-star4", "purple-star8"],
                    others=[["red-square", "blue-circle"]])
    assert game.first_size == 1
    assert {str(m) for m in game.legal_moves()} == {
        f"{t}@0,0" for t in ("red-circle", "orange-square", "yellow-diamond", "green-clover",
                             "blue-star4", "purple-star8")}
    assert points_of(game, "blue-star4@0,0") == 1


def test_play_goes_on_in_seat_order_from_the_first_player():
    game = position(hand=["red-circle", "red-square"], players=3, to_move=1,
                    others=[["blue-circle"], ["green-star8"]])
    assert game.to_move == 1
    game.play("red-circle@0,0 red-square@1,0")
    assert game.to_move == 2
    game.play(game.legal_moves()[0])
    assert game.to_move == 0


# -- 3. A turn ------------------------------------------------------------------------------------


def test_placed_tiles_lie_in_one_row_or_column():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-diamond"])
    assert refused(game, "red-square@1,0 red-diamond@0,1") == "qwirkle_not_in_line"
    assert points_of(game, "red-square@0,1 red-diamond@0,2") == 3


def test_a_gap_may_be_bridged_by_a_table_tile_but_not_left_empty():
    game = position({(1, 0): "red-circle"}, ["red-square", "red-diamond"])
    assert refused(game, "red-square@0,0 red-diamond@3,0") == "qwirkle_gap"
    assert points_of(game, "red-square@0,0 red-diamond@2,0") == 3


def test_after_the_first_move_a_placed_tile_touches_the_table():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-diamond"])
    assert refused(game, "red-square@3,0 red-diamond@4,0") == "qwirkle_not_touching"


def test_the_line_along_which_tiles_lie_is_valid():
    game = position({(0, 0): "red-circle", (1, 0): "red-square"},
                    ["blue-square", "red-square", "red-diamond"])
    assert refused(game, "blue-square@2,0") == "qwirkle_bad_line"  # colour and shape mixed
    assert refused(game, "red-square@2,0") == "qwirkle_bad_line"  # two identical tiles


def test_every_crossing_line_is_valid():
    # The row placed at y = 1 is valid, and so is the column at x = 0; the column at x = 1
    # (red-square over blue-diamond) is not.
    game = position({(0, 0): "red-circle", (1, 0): "red-square"},
                    ["blue-circle", "blue-diamond", "blue-square"])
    assert refused(game, "blue-circle@0,1 blue-diamond@1,1") == "qwirkle_bad_line"
    assert points_of(game, "blue-circle@0,1 blue-square@1,1") == 2 + 2 + 2


def test_no_line_is_longer_than_six():
    line = {(x, 0): f"red-{s}" for x, s in enumerate(qwirkle.SHAPES)}
    game = position(line, ["red-circle", "blue-circle"])
    assert refused(game, "red-circle@6,0") == "qwirkle_bad_line"
    assert not any({(-1, 0), (6, 0)} & set(m.cells) for m in game.legal_moves()
                   if isinstance(m, Place))


def test_the_hand_is_refilled_to_six_from_the_bag():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-diamond", "blue-star8",
                                             "blue-star4", "green-clover", "orange-star4"])
    game.play("red-square@1,0 red-diamond@2,0")
    assert game.hand_sizes[0] == 6


def test_the_refill_takes_what_the_bag_has():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-diamond", "blue-star8"], bag=1)
    events = game.play("red-square@1,0 red-diamond@2,0")
    assert game.hand_sizes[0] == 2 and game.bag_count == 0
    assert {"type": "draw", "seat": 0, "count": 1} in events


@pytest.mark.parametrize("draws", range(8))
def test_a_trade_draws_first_then_returns_the_tiles(draws):
    """With as many tiles in the bag as traded, the hand gets exactly those (whatever the
    draws), and the traded tiles are what the bag holds after."""
    game = position({(0, 0): "red-circle"}, ["blue-star8", "green-star4", "red-square"], bag=2)
    game.core.rng = SplitMix64(draws)
    bag_before = sorted(game.core.bag)
    game.play("trade blue-star8 green-star4")
    assert sorted(game.core.hands[0]) == sorted(bag_before + codes("red-square"))
    assert sorted(game.core.bag) == sorted(codes("blue-star8", "green-star4"))
    assert game.scores == [0, 0]


def test_a_trade_needs_as_many_tiles_in_the_bag():
    game = position({(0, 0): "red-circle"}, ["blue-star8", "green-star4", "red-square"], bag=2)
    assert refused(game, "trade blue-star8 green-star4 red-square") == "qwirkle_trade_bag"
    trades = [m for m in game.legal_moves() if isinstance(m, Trade)]
    assert {len(t) for t in trades} == {1, 2} and len(trades) == 3 + 3


def test_trades_are_offered_even_when_a_placement_is_possible():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-square"])
    moves = game.legal_moves()
    assert Trade([("red", "square")]) in moves and Trade([("red", "square")] * 2) in moves
    assert any(isinstance(m, Place) for m in moves)


def test_who_cannot_place_must_trade_when_the_bag_allows():
    game = position({(0, 0): "red-circle", (1, 0): "red-square"}, ["blue-star8"], bag=3)
    assert game.legal_moves() == [Trade([("blue", "star8")])]
    assert refused(game, "pass") == "qwirkle_pass_trade"


def test_a_pass_only_when_neither_placing_nor_trading_is_possible():
    board = {(0, 0): "red-circle", (1, 0): "red-square"}
    game = position(board, ["blue-star8"], others=[["red-diamond", "green-star4"]], bag=0)
    assert game.legal_moves() == [Pass()]
    game.play("pass")
    assert game.to_move == 1 and not game.over
    assert refused(game, "pass") == "qwirkle_pass_place"


# -- 4. Scoring -----------------------------------------------------------------------------------


def test_adding_two_tiles_to_a_line_of_two_scores_4():
    game = position({(0, 0): "red-circle", (1, 0): "red-square"},
                    ["red-diamond", "red-clover"])
    assert points_of(game, "red-diamond@2,0 red-clover@3,0") == 4


def test_a_tile_ending_a_line_of_3_and_starting_a_crossing_line_of_2_scores_5():
    game = position({(0, 0): "red-circle", (1, 0): "red-square", (2, 1): "blue-diamond"},
                    ["red-diamond"])
    assert points_of(game, "red-diamond@2,0") == 3 + 2


def test_completing_a_line_of_six_scores_12():
    line = {(x, 0): f"red-{s}" for x, s in enumerate(qwirkle.SHAPES[:5])}
    game = position(line, ["red-star8"])
    events = game.play("red-star8@5,0")
    assert events[0]["points"] == 12 and events[0]["qwirkles"] == 1
    assert {"type": "qwirkle", "seat": 0, "count": 1} in events


def test_two_qwirkles_at_once():
    row = {(x, 0): f"red-{s}" for x, s in enumerate(qwirkle.SHAPES[:5])}
    column = {(5, y): f"{c}-star8" for y, c in enumerate(qwirkle.COLOURS[1:], 1)}
    game = position(row | column, ["red-star8"])
    assert points_of(game, "red-star8@5,0") == 12 + 12


def test_a_tile_in_a_row_and_a_column_counts_in_both():
    game = position({(0, 0): "red-circle", (1, 1): "blue-square"}, ["red-square"])
    assert points_of(game, "red-square@1,0") == 2 + 2


# -- 5. End and ranking ---------------------------------------------------------------------------


def test_the_first_to_place_their_last_tile_with_the_bag_empty_ends_the_game_and_scores_6():
    game = position({(0, 0): "red-circle"}, ["red-square"], others=[["red-diamond"]], bag=0)
    assert game.preview("red-square@1,0") == 2 + 6
    events = game.play("red-square@1,0")
    assert game.over and game.end == "out" and game.scores == [8, 0]
    assert {"type": "bonus", "seat": 0, "points": 6} in events
    assert events[-1] == {"type": "over", "end": "out", "ranking": [[0], [1]], "scores": [8, 0]}
    assert game.legal_moves() == []
    assert refused(game, "pass") == "game_over"


def test_emptying_the_hand_while_the_bag_still_refills_it_does_not_end_the_game():
    game = position({(0, 0): "red-circle"}, ["red-square"], bag=1)
    game.play("red-square@1,0")
    assert not game.over and game.scores[0] == 2 and game.hand_sizes[0] == 1


def test_when_nobody_can_place_with_the_bag_empty_the_game_ends_without_bonus():
    game = position({(0, 0): "red-circle", (1, 0): "red-square"},
                    ["red-diamond", "blue-star8"], others=[["green-star4"]], bag=0)
    events = game.play("red-diamond@2,0")
    assert game.over and game.end == "blocked" and game.scores == [3, 0]
    assert not any(e["type"] == "bonus" for e in events)


def test_a_round_of_passes_is_the_end():
    game = position({(0, 0): "red-circle", (1, 0): "red-square"}, ["blue-star8"],
                    others=[["green-star4"]], bag=0)
    game.play("pass")
    assert game.over and game.end == "blocked"


def test_a_game_where_no_tile_left_fits_anywhere_ends_even_with_tiles_in_the_bag():
    """Resolved beyond the rules: trading could never change anything, play would not end."""
    board = {(0, 0): "red-circle", (1, 0): "red-square"}
    # Once red-diamond is at (2, 0), only a red tile, or a circle, square or diamond, fits.
    misfits = ["blue-clover", "blue-star4", "green-clover", "green-star8", "yellow-star4",
               "orange-clover", "purple-star8"]
    game = position(board, ["red-diamond", "blue-star8"], others=[["green-star4"]], bag=0)
    game.core.bag = codes(*misfits)
    game.play("red-diamond@2,0")
    assert game.over and game.end == "blocked" and game.bag_count == 2
    game = position(board, ["red-diamond", "blue-star8"], others=[["green-star4"]], bag=0)
    game.core.bag = codes(*misfits[1:], "red-clover")
    game.play("red-diamond@2,0")
    assert not game.over


def test_equal_scores_share_a_place():
    assert rank([5, 7, 5, 1]) == [[1], [0, 2], [3]]
    assert rank([3, 3]) == [[0, 1]]
    game = position({(0, 0): "red-circle"}, ["red-square"], players=3, scores=[4, 9, 4])
    assert game.ranking() == [[1], [0, 2]]


# -- 6. Notation ----------------------------------------------------------------------------------


def test_notation_of_a_placement_a_trade_and_a_pass():
    place = qwirkle.parse_move("red-circle@0,0 red-square@1,0")
    assert place == Place([(("red", "circle"), (0, 0)), (("red", "square"), (1, 0))])
    assert str(place) == "red-circle@0,0 red-square@1,0"
    assert place == qwirkle.parse_move("red-square@1,0 red-circle@0,0")
    given = "red-square@1,0 red-circle@0,0"
    assert str(qwirkle.parse_move(given)) == given
    trade = qwirkle.parse_move("trade red-circle blue-star8")
    assert trade == Trade([("blue", "star8"), ("red", "circle")])
    assert str(trade) == "trade red-circle blue-star8"
    assert qwirkle.parse_move(" pass ") == Pass() and str(Pass()) == "pass"
    assert qwirkle.parse_move("blue-star4@-12,7") == Place([(("blue", "star4"), (-12, 7))])


@pytest.mark.parametrize(("text", "code"), [
    ("", "qwirkle_unreadable_move"), ("trade", "qwirkle_unreadable_move"),
    ("red-circle", "qwirkle_unreadable_move"), ("red-circle@0", "qwirkle_unreadable_move"),
    ("pink-circle@0,0", "qwirkle_unknown_tile"), ("red-star@0,0", "qwirkle_unknown_tile"),
    ("trade red-circle pink-star", "qwirkle_unknown_tile"), ("red-circle@1000,0",
                                                              "qwirkle_unreadable_move"),
])
def test_unreadable_notation_is_refused(text, code):
    with pytest.raises(IllegalMove) as err:
        qwirkle.parse_move(text)
    assert err.value.code == code


def test_the_record_keeps_each_decision_in_notation():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-diamond", "blue-star8"])
    game.play("red-diamond@2,0  red-square@1,0")
    assert game.decisions == ["red-diamond@2,0 red-square@1,0"]
