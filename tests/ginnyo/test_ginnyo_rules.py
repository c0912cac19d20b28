"""One test per rule of rules-ginnyo.md (section numbers in the names), each failing if its
rule were broken. Positions are built with ginnyo_positions.position: melds laid on the board
(one notation string = one section), the hand of the seat to move, the box's size."""

from __future__ import annotations

from collections import Counter

import pytest

import ginnyo
from ginnyo.tiles import TILE_CODES, TILE_OF, first_draw_rank
from ginnyo_positions import notations, position

ROW = "7H@8,8 8H@9,8 9H@10,8"  # a run through the centre, on plain squares and C


def legal(game: ginnyo.Game, move: str) -> bool:
    """Does the engine accept the move? (checked twice: judged, and listed when a play)"""
    try:
        points = game.copy().preview(move) if "@" in move else None
    except ginnyo.IllegalMove:
        points = None
    listed = move in {str(m) for m in game.legal_moves()}
    if "@" in move:
        assert listed == (points is not None), move
    return listed


def refusal(game: ginnyo.Game, move: str) -> str:
    with pytest.raises(ginnyo.IllegalMove) as err:
        game.play(move)
    return err.value.code


# -- §1 tiles --------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "sets"), [(2, 1), (3, 2), (4, 2)])
def test_1_one_set_for_two_players_two_for_three_or_four(players, sets):
    game = ginnyo.new_game(players, seed=3)
    tiles = Counter(t for seat in range(players) for t in game.hand(seat))
    tiles.update(TILE_CODES[t] for t in game.core.bag)
    assert sum(tiles.values()) == 54 * sets
    assert tiles["JK"] == 2 * sets
    assert all(tiles[code] == sets for code in TILE_CODES[:52])


def test_1_ace_is_1_in_a_run_and_15_in_a_set_joker_0():
    game = position(["QH@8,8 KH@9,8 AS@10,9 AD@10,10"], ["AH", "2H", "3H"])
    assert game.preview("AH@10,8") == 1 + 15  # the row's run and the column's set
    opening = position(hand=["AS", "AH", "AD", "2S", "3S", "JK", "KS"])
    assert opening.preview("AS@8,8 AH@9,8 AD@10,8") == 45
    assert opening.preview("AS@8,8 2S@9,8 3S@10,8") == 6
    assert opening.preview("JK=QS@6,8 KS@7,8 AS@8,8") == 11
    assert opening.preview("JK=AH@8,8 AS@9,8 AD@10,8") == 30


# -- §3 setup --------------------------------------------------------------------------------


def test_3_highest_draw_starts_ace_high_joker_lowest_ties_draw_again():
    tied = 0
    for seed in range(200):
        game = ginnyo.new_game(4, seed=seed)
        rounds = game.first_draw
        contenders = list(range(4))
        for drawn in rounds:
            assert [d["seat"] for d in drawn] == contenders  # in seat order
            ranks = {d["seat"]: first_draw_rank(TILE_CODES.index(d["tile"])) for d in drawn}
            best = max(ranks.values())
            contenders = [s for s in contenders if ranks[s] == best]
        assert contenders == [game.to_move]
        tied += len(rounds) > 1
    assert tied > 10  # ties happen and are drawn again
    assert first_draw_rank(TILE_CODES.index("AS")) > first_draw_rank(TILE_CODES.index("KS"))
    assert first_draw_rank(TILE_CODES.index("JK")) < first_draw_rank(TILE_CODES.index("2S"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_3_seven_tiles_each_and_the_first_player_draws_to_eight(players):
    game = ginnyo.new_game(players, seed=11)
    sizes = game.hand_sizes
    assert sizes[game.to_move] == 8
    assert sorted(sizes) == [7] * (players - 1) + [8]
    assert game.bag_count == (54 if players == 2 else 108) - 7 * players - 1


# -- §4 melds --------------------------------------------------------------------------------


def test_4_a_set_is_3_or_4_of_one_rank_in_different_suits():
    game = position(hand=["QH", "QS", "QD", "QC", "KH"], players=3)
    assert legal(game, "QH@8,8 QS@9,8 QD@10,8")
    assert legal(game, "QH@7,8 QS@8,8 QD@9,8 QC@10,8")
    twice = position(hand=["QH", "QH", "QS"], players=3)
    assert not legal(twice, "QH@8,8 QH@9,8 QS@10,8")
    full = position(["QS@7,8 QH@8,8 QD@9,8 QC@10,8"], ["QS", "QH"], players=3)
    assert not legal(full, "QS@11,8")
    assert refusal(twice, "QH@8,8 QH@9,8 QS@10,8") == "ginnyo_not_meld"


def test_4_a_run_is_3_or_more_of_a_suit_in_order_either_way():
    game = position(hand=["3H", "4H", "5H", "6H", "5S", "7H"])
    assert legal(game, "3H@8,8 4H@9,8 5H@10,8")
    assert legal(game, "5H@8,8 4H@9,8 3H@10,8")  # read the other way
    assert legal(game, "3H@7,8 4H@8,8 5H@9,8 6H@10,8")
    assert not legal(game, "3H@8,8 4H@9,8 6H@10,8")  # not consecutive
    assert not legal(game, "3H@8,8 4H@9,8 5S@10,8")  # two suits
    assert not legal(game, "4H@8,8 3H@9,8 5H@10,8")  # out of order


def test_4_an_ace_is_low_or_high_never_both():
    game = position(hand=["AH", "2H", "3H", "QH", "KH"])
    assert legal(game, "AH@8,8 2H@9,8 3H@10,8")
    assert legal(game, "QH@8,8 KH@9,8 AH@10,8")
    assert not legal(game, "KH@8,8 AH@9,8 2H@10,8")
    long = position(["2S@3,8 3S@4,8 4S@5,8 5S@6,8 6S@7,8 7S@8,8 8S@9,8 9S@10,8 10S@11,8 "
                     "JS@12,8 QS@13,8 KS@14,8"], ["AS", "AS"], players=3)
    assert legal(long, "AS@15,8")  # 2 to ace: 13 tiles
    full = position(["AS@2,8 2S@3,8 3S@4,8 4S@5,8 5S@6,8 6S@7,8 7S@8,8 8S@9,8 9S@10,8 10S@11,8 "
                     "JS@12,8 QS@13,8 KS@14,8"], ["AS"], players=3)
    assert not legal(full, "AS@15,8")  # ace to ace would be 14


def test_4_a_joker_is_declared_when_placed_and_keeps_that_card():
    game = position(hand=["JH", "KH", "JK", "JS", "JD", "QS", "QD"])
    assert refusal(game.copy(), "JH@7,8 JK@8,8 KH@9,8") == "ginnyo_joker_undeclared"
    game.play("JH@7,8 JK=QH@8,8 KH@9,8")
    assert game.board[8, 8] == "JK=QH"
    later = position(["JH@7,8 JK=QH@8,8 KH@9,8"], ["JS", "JD", "QS", "QD"])
    assert legal(later, "QS@8,9 QD@8,10")  # a set with the queen of hearts
    assert not legal(later, "JS@8,9 JD@8,10")  # not a jack: declared once and for all


def test_4_every_line_of_two_or_more_is_a_meld():
    game = position([ROW], ["2C", "7S", "7D", "10H"])
    assert refusal(game.copy(), "2C@8,9") == "ginnyo_not_meld"  # a column of two
    assert refusal(game.copy(), "7S@8,9") == "ginnyo_not_meld"  # still two
    assert legal(game, "7S@8,9 7D@8,10")  # a column of three, a set
    assert legal(game, "10H@11,8")


def test_4_a_tile_may_belong_to_a_row_meld_and_a_column_meld():
    game = position([ROW + " 10S@11,9 10D@11,10"], ["10H"])
    assert game.preview("10H@11,8") == 10 + 10


# -- §5 a turn -------------------------------------------------------------------------------


def test_5_the_turn_begins_with_a_draw_when_the_box_has_tiles():
    game = ginnyo.new_game(2, seed=5)
    first = game.to_move
    events = game.play(next(m for m in game.legal_moves() if isinstance(m, ginnyo.Discard)
                            and len(m) == 1))
    assert events[-1] == {"type": "turn", "seat": 1 - first, "drew": True}
    assert game.hand_sizes[1 - first] == 8
    empty = position([ROW], ["2C", "3D"], box=0)
    assert empty.play("pass")[-1]["drew"] is False
    assert empty.hand_sizes[empty.to_move] == 7


def test_5_a_play_goes_in_one_row_or_column_without_a_gap():
    game = position(["KS@9,7 KH@9,8 KD@9,9"], ["QH", "AH", "QS", "JS", "10S"])
    assert refusal(game.copy(), "QH@8,8 AH@10,9") == "ginnyo_not_in_line"
    assert legal(game, "QH@8,8 AH@10,8")  # the king between them joins the line
    assert refusal(game.copy(), "JS@7,7 QS@8,7 10S@6,6") == "ginnyo_not_in_line"
    gap = position(["KS@9,7 KH@9,8 KD@9,9"], ["JH", "AH"])
    assert refusal(gap, "JH@7,8 AH@10,8") == "ginnyo_gap"


def test_5_after_a_play_the_hand_is_refilled_to_seven():
    game = position([ROW], ["10H", "JH", "QH", "2C", "3C", "4C", "5C", "6C"])
    box = game.bag_count
    events = game.play("10H@11,8 JH@12,8 QH@13,8")
    assert game.hand_sizes[events[0]["seat"]] == 7
    assert {"type": "draw", "seat": events[0]["seat"], "count": 2} in events
    assert game.bag_count == box - 2 - 1  # two refills, then the next seat's turn draw


def test_5_a_discard_goes_into_the_box_and_the_hand_is_refilled():
    game = position([ROW], ["2C", "3D", "4S", "5H", "6C", "7D", "8S", "9C"])
    seat, box = game.to_move, game.bag_count
    game.play("discard 2C 3D 4S")
    assert game.hand_sizes[seat] == 7
    assert game.bag_count == box + 3 - 2 - 1
    assert Counter(game.hand(seat))["6C"] == 1


def test_5_discard_only_if_the_box_held_tiles_when_the_turn_began():
    game = position([ROW], ["2C", "3D"], box=0)
    assert refusal(game, "discard 2C") == "ginnyo_no_discard"
    last = position([ROW], ["2C", "3D"], box=1)  # the seat draws the last tile
    last.core.box_at_start = True
    last.core.bag.pop()
    assert last.may_discard() and last.may_pass()
    last.play("discard 2C")
    assert last.bag_count == 0  # the next seat drew it back


def test_5_pass_only_when_the_box_is_empty():
    game = position([ROW], ["2C", "3D"])
    assert refusal(game.copy(), "pass") == "ginnyo_no_pass"
    assert ginnyo.Pass() not in game.legal_moves()
    empty = position([ROW], ["2C", "3D"], box=0)
    assert ginnyo.Pass() in empty.legal_moves()
    assert not any(isinstance(m, ginnyo.Discard) for m in empty.legal_moves())


def test_5_the_first_play_covers_the_centre():
    game = position(hand=["3H", "4H", "5H", "9C"])
    assert refusal(game.copy(), "3H@1,1 4H@2,1 5H@3,1") == "ginnyo_first_play"
    assert refusal(game.copy(), "3H@4,4 4H@5,4 5H@6,4") == "ginnyo_first_play"  # even on red
    plays = game.scored_plays()
    assert plays and all((8, 8) in dict((c, t) for t, c in p) for p, _ in plays)


def test_5_later_plays_touch_the_board_or_start_a_section_on_a_red_square():
    game = position([ROW], ["2C", "3C", "4C"])
    assert refusal(game.copy(), "2C@1,1 3C@2,1 4C@3,1") == "ginnyo_not_touching"
    assert legal(game, "2C@4,4 3C@5,4 4C@6,4")  # on the red start square (4, 4)
    assert legal(game, "2C@12,10 3C@12,11 4C@12,12")  # ends on (12, 12)
    events = game.play("2C@4,4 3C@5,4 4C@6,4")
    assert events[0]["new_section"] and events[0]["section"] == 1
    assert game.section_starts == [(8, 8), (4, 4)]


def test_5_sections_never_join():
    apart = position(["7H@6,6 8H@7,6 9H@8,6", "7S@4,4 7D@5,4 7C@6,4"], ["7S"])
    assert apart.sections[6, 6] != apart.sections[4, 4]
    assert refusal(apart, "7S@6,5") == "ginnyo_sections_join"
    together = position(["7H@6,6 8H@7,6 9H@8,6 7S@4,4 7D@5,4 7C@6,4"], ["7S"])
    assert legal(together, "7S@6,5")  # the same column of sevens within one section


def test_5_a_red_start_square_is_only_covered_by_a_new_section():
    near = position(["5C@5,4 6C@6,4 7C@7,4"], ["4C", "8C"])
    assert refusal(near.copy(), "4C@4,4") == "ginnyo_red_reserved"
    assert legal(near, "8C@8,4")
    ranks = ("2", "3", "4", "5", "6", "7", "8", "9", "10")
    two = position([ROW], [f"{r}H" for r in ranks])
    run = " ".join(f"{r}H@{x},4" for r, x in zip(ranks, range(4, 13), strict=True))
    assert refusal(two, run) == "ginnyo_two_reds"


def test_5_a_lone_tile_is_no_play():
    game = position([ROW], ["2C"])
    assert refusal(game, "2C@4,4") == "ginnyo_lone_tile"


# -- §6 scoring ------------------------------------------------------------------------------


def test_6_the_centre_gives_no_bonus():
    assert position(hand=["7H", "8H", "9H"]).preview(ROW) == 7 + 8 + 9


def test_6_yellow_doubles_and_green_triples_the_tile():
    yellow = position([ROW], ["8S", "8D"])
    assert yellow.preview("8S@9,6 8D@9,7") == 8 + 2 * 8  # (9, 7) is yellow
    green = position([ROW], ["9S", "9D"])
    assert green.preview("9S@10,6 9D@10,7") == 3 * 9 + 9  # (10, 6) is green


def test_6_red_doubles_and_blue_triples_the_meld():
    red = position([ROW], ["2C", "3C", "4C"])
    assert red.preview("2C@4,4 3C@5,4 4C@6,4") == 2 * (2 + 3 + 4)
    joker = position([ROW], ["JK", "3C", "4C"])
    assert joker.preview("JK=2C@4,4 3C@5,4 4C@6,4") == 2 * (0 + 3 + 4)  # a joker still doubles
    blue = position(["4H@1,8 5H@2,8 6H@3,8"], ["3H"])
    assert blue.preview("3H@0,8") == 3 * 3  # (0, 8) is blue


def test_6_premiums_of_both_kinds_multiply_and_count_in_each_meld():
    game = position(["4H@3,8 5H@4,8 6H@5,8"], ["AH", "2H", "3H"])
    # (0, 8) blue, (2, 8) yellow: the tile is doubled, then the meld tripled
    assert game.preview("AH@0,8 2H@1,8 3H@2,8") == (1 + 2 + 2 * 3) * 3
    both = position(["7S@9,4 7D@10,4 8H@8,5 9H@8,6 10H@8,7"], ["7H"])
    # (8, 4) yellow: 7H doubled in the row's set (7S 7D) and in the column's run (8H 9H 10H)
    assert both.preview("7H@8,4") == 2 * 7 + 2 * 7


def test_6_tiles_already_down_score_nothing_and_squares_count_once():
    game = position(["3H@2,8 4H@3,8 5H@4,8"], ["6H"])  # (2, 8) and (4, 8) are yellow
    assert game.preview("6H@5,8") == 6


def test_6_scores_add_up_turn_by_turn():
    game = position(hand=["7H", "8H", "9H", "10H", "2C", "3C", "4C", "5C"])
    seat = game.to_move
    game.play(ROW)
    game.core.to_move = seat
    game.core.hands[seat] = [TILE_OF["10H"]] + game.core.hands[seat]
    game.play("10H@11,8")
    assert game.scores[seat] == 24 + 10


# -- §7 end and ranking ----------------------------------------------------------------------


def test_7_the_game_ends_when_the_box_is_empty_and_a_hand_is_emptied():
    game = position([ROW], ["10H", "JH", "QH"], box=0)
    other = 1 - game.to_move
    left = sum({"A": 15, "J": 10, "Q": 10, "K": 10}.get(t[:-1], 0) if t != "JK" else 0
               for t in game.hand(other)) + sum(int(t[:-1]) for t in game.hand(other)
                                                if t[:-1].isdigit())
    game.play("10H@11,8 JH@12,8 QH@13,8")
    assert game.over and game.phase == "over"
    assert game.penalties == [0, left] if other == 1 else [left, 0]
    assert game.scores[other] == -left
    not_yet = position([ROW], ["10H", "JH", "QH"])
    not_yet.play("10H@11,8 JH@12,8 QH@13,8")
    assert not not_yet.over  # the box refilled the hand


def test_7_the_game_ends_when_every_seat_in_a_row_has_passed():
    game = position([ROW], ["2C"], box=0, players=3)
    game.play("pass")
    game.play("pass")
    assert not game.over
    game.play("pass")
    assert game.over


def test_7_the_game_ends_after_three_rounds_without_a_placed_tile():
    game = position([ROW], players=2)
    for _ in range(6):
        assert not game.over
        discard = next(m for m in game.legal_moves() if isinstance(m, ginnyo.Discard))
        game.play(discard)
    assert game.over and game.bag_count > 0


def test_7_the_hand_penalty_counts_aces_15_faces_10_jokers_0():
    game = position([ROW], ["10H", "JH", "QH"], box=0)
    other = 1 - game.to_move
    game.core.hands[other] = [TILE_OF[t] for t in ("AS", "KD", "JK", "7C")]
    game.play("10H@11,8 JH@12,8 QH@13,8")
    assert game.penalties[other] == 15 + 10 + 0 + 7


def test_7_the_highest_score_wins_equal_scores_share():
    game = position([ROW], players=4)
    game.core.scores[:] = [10, 30, 10, 5]
    assert game.ranking() == [[1], [0, 2], [3]]


# -- §8 notation -----------------------------------------------------------------------------


def test_8_notation_of_plays_discards_and_pass():
    play = ginnyo.parse_move("JK=AH@10,8 QH@8,8 KH@9,8")
    assert str(play) == "QH@8,8 KH@9,8 JK=AH@10,8"
    assert play == ginnyo.parse_move("QH@8,8 KH@9,8 JK=AH@10,8")
    assert str(ginnyo.parse_move("discard 3C QH")) == "discard QH 3C"
    assert str(ginnyo.parse_move("pass")) == "pass"
    game = position(hand=["QH", "KH", "JK"])
    assert "QH@8,8 KH@9,8 JK=AH@10,8" in notations(game)
