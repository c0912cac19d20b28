"""One test per rule of rules.md, each on a position built to show that rule alone."""

from __future__ import annotations

import math
from collections import Counter

import pytest

import genial
from genial import IllegalMove, Keep, Place, Swap
from genial.area import area
from genial.colours import PRINTED_SYMBOLS, SYMBOLS, tile_set
from genial.hexgrid import DIRECTIONS, distance, neighbour
from genial_positions import code, fill_all_but, position


def free_pairs(game: genial.Game) -> int:
    return len(game.core.edges)


# -- 1. Board --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "cells", "free", "pairs"),
    [(1, 91, 85, 222), (2, 91, 85, 222), (3, 127, 121, 306), (4, 169, 163, 426)],
)
def test_area_in_play_depends_on_players(players, cells, free, pairs):
    game = genial.new_game(players, seed=1)
    geo = game.core.mode.area
    assert geo.n == cells
    assert geo.n - len(game.board) == free
    assert free_pairs(game) == pairs
    assert all(distance(c) <= {1: 5, 2: 5, 3: 6, 4: 7}[players] for c in geo.cells)


def test_team_game_uses_the_whole_board():
    assert genial.new_game(4, seed=1, teams=True).core.mode.area.n == 169


def test_a_cell_has_six_neighbours_round_it_and_distance_counts_the_steps():
    """Walking the board from the centre one neighbour at a time reaches every cell of the
    largest area in exactly `distance` steps: 1 + 6 + 12 + ... cells at each step."""
    assert all(distance(d) == 1 for d in DIRECTIONS) and len(set(DIRECTIONS)) == 6
    for i, d in enumerate(DIRECTIONS):  # in turn round the cell, each opposite three on
        assert distance(d, DIRECTIONS[(i + 1) % 6]) == 1
        assert neighbour(d, (i + 3) % 6) == (0, 0)
    cells = set(genial.new_game(4, seed=1).core.mode.area.cells)
    steps, ring, step = {(0, 0): 0}, {(0, 0)}, 0
    while ring:
        step += 1
        ring = {neighbour(c, d) for c in ring for d in range(6)} & cells - set(steps)
        steps.update(dict.fromkeys(ring, step))
    assert set(steps) == cells
    assert all(distance(c) == n for c, n in steps.items())
    assert Counter(steps.values()) == {0: 1, **{n: 6 * n for n in range(1, 8)}}
    assert distance((3, -5), (1, -5)) == 2 == distance((1, -5), (3, -5))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_six_printed_symbols_on_the_inner_corners(players):
    game = genial.new_game(players, seed=0)
    expected = {
        (0, -5): "red", (5, -5): "green", (5, 0): "blue",
        (0, 5): "orange", (-5, 5): "yellow", (-5, 0): "purple",
    }
    assert game.board == expected == dict(PRINTED_SYMBOLS)


def test_a_symbol_cell_is_never_covered():
    game = position(hand=[("red", "blue")])
    with pytest.raises(IllegalMove, match="printed symbol"):
        game.play(Place(("red", "blue"), ((0, -5), (0, -4))))


def test_a_symbol_counts_as_its_colour():
    game = position(hand=[("red", "blue")])
    assert game.preview(Place(("red", "blue"), ((0, -4), (1, -4)))) == {"red": 1, "blue": 0}
    assert game.preview(Place(("blue", "red"), ((0, -4), (1, -4)))) == {"blue": 0, "red": 0}


def test_a_symbol_inside_a_line_counts():
    # 4 players: the line (-1,-5) [red] - (0,-5) [red symbol] - (1,-5) [red] - (2,-5) [new].
    game = position(4, cells={(-1, -5): "red", (1, -5): "red"}, hand=[("red", "blue")])
    assert game.preview(Place(("red", "blue"), ((2, -5), (3, -5))))["red"] == 3


# -- 2. Tiles --------------------------------------------------------------------------------


def test_the_bag_has_120_tiles_15_pairs_six_times_6_doubles_five_times():
    tiles = Counter(tile_set())
    assert sum(tiles.values()) == 120
    assert sorted(n for t, n in tiles.items() if t // 6 != t % 6) == [6] * 15
    assert sorted(n for t, n in tiles.items() if t // 6 == t % 6) == [5] * 6


def test_each_colour_has_its_own_symbol():
    assert sorted(SYMBOLS) == sorted(genial.COLOURS)
    assert len(set(SYMBOLS.values())) == 6


def test_a_tile_goes_either_way_round():
    game = position(hand=[("red", "blue")])
    moves = game.legal_moves()
    cells = ((0, 0), (1, 0))
    assert Place(("red", "blue"), cells) in moves
    assert Place(("blue", "red"), cells) in moves
    game.play(Place(("blue", "red"), cells))
    assert game.board[(0, 0)] == "blue" and game.board[(1, 0)] == "red"


# -- 3. A turn -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_six_hidden_tiles_and_markers_at_zero(players):
    game = genial.new_game(players, seed=3)
    assert game.hand_sizes == [6] * players
    assert game.bag_count == 120 - 6 * players
    assert all(set(sc.values()) == {0} for sc in game.scores)
    assert game.to_move == 0


def test_the_seed_decides_the_deal():
    assert genial.new_game(2, seed=5).hand(0) == genial.new_game(2, seed=5).hand(0)
    hands = {tuple(genial.new_game(2, seed=s).hand(0)) for s in range(10)}
    assert len(hands) > 1


def test_placing_is_compulsory_there_is_no_pass():
    game = genial.new_game(2, seed=1)
    assert len(game.legal_moves()) > 0
    with pytest.raises(IllegalMove):
        game.play(Keep())
    with pytest.raises(IllegalMove):
        game.play("pass")


def test_a_placement_need_not_touch_anything_nor_score():
    game = position(hand=[("red", "blue")])
    assert game.preview(Place(("red", "blue"), ((0, 0), (1, 0)))) == {"red": 0, "blue": 0}
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.scores[0]["red"] == 0


def test_cells_must_be_adjacent_free_and_inside():
    game = position(cells={(0, 0): "green"}, hand=[("red", "blue")])
    for cells, reason in [
        (((0, 1), (0, 3)), "not adjacent"),
        (((0, 0), (1, 0)), "already covered"),
        (((5, 1), (6, 0)), "outside the area"),
        (((0, 1), (0, 1)), "not adjacent"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            game.play(Place(("red", "blue"), cells))


def test_the_tile_must_be_in_hand():
    game = position(hand=[("red", "blue")])
    with pytest.raises(IllegalMove, match="not in hand"):
        game.play(Place(("red", "red"), ((0, 0), (1, 0))))


def test_first_placement_touches_an_untouched_symbol():
    game = genial.new_game(2, seed=4)
    far = Place(game.hand(0)[0], ((0, 0), (1, 0)))
    with pytest.raises(IllegalMove, match="first placement"):
        game.play(far)
    moves = game.legal_moves()
    symbols = dict(PRINTED_SYMBOLS)
    assert all(any(distance(c, s) == 1 for c in m.cells for s in symbols) for m in moves)
    # the colour need not match: a tile without red may still touch the red symbol
    game.core.hands[0] = [code(("blue", "green"))]
    game.play(Place(("blue", "green"), ((0, -4), (1, -4))))


def test_a_touched_symbol_is_closed_to_the_next_first_placement():
    game = genial.new_game(2, seed=4)
    game.core.hands[0] = [code(("blue", "green"))] * 6
    game.play(Place(("blue", "green"), ((0, -4), (0, -3))))  # touches the red symbol only
    assert game.to_move == 1
    red_neighbours = {(1, -5), (-1, -4), (0, -4)}
    for move in game.legal_moves():
        assert not red_neighbours & set(move.cells)
    assert len(game.legal_moves()) > 0


def test_later_placements_go_anywhere():
    game = position(hand=[("red", "blue")])
    assert Place(("red", "blue"), ((0, 0), (0, 1))) in game.legal_moves()


# -- 3.3 Scoring -----------------------------------------------------------------------------


def test_worked_example_of_the_dutch_rules_two_red_four_blue():
    cells = {(-1, 0): "red", (-2, 0): "red", (2, -1): "blue", (3, -2): "blue",
             (1, 1): "blue", (1, 2): "blue"}
    game = position(cells=cells, hand=[("red", "blue")])
    place = Place(("red", "blue"), ((0, 0), (1, 0)))
    assert game.preview(place) == {"red": 2, "blue": 4}
    game.play(place)
    assert game.scores[0]["red"] == 2 and game.scores[0]["blue"] == 4


def test_an_empty_cell_another_colour_or_the_edge_stops_the_count():
    cells = {(-1, 0): "red", (-3, 0): "red",  # gap at (-2, 0)
             (0, -1): "green", (0, -2): "red",  # another colour first
             (1, -1): "red"}
    game = position(cells=cells, hand=[("red", "blue")])
    assert game.preview(Place(("red", "blue"), ((0, 0), (0, 1))))["red"] == 2
    edge = position(cells={(5, -2): "red"}, hand=[("red", "blue")])
    assert edge.preview(Place(("red", "blue"), ((4, -1), (3, -1))))["red"] == 1


def test_the_five_outward_directions_skip_the_partner_half():
    # red beyond the blue half, on the line through both halves, is not seen by the red half
    game = position(cells={(2, 0): "red"}, hand=[("red", "blue")])
    assert game.preview(Place(("red", "blue"), ((0, 0), (1, 0)))) == {"red": 0, "blue": 0}


def test_a_double_is_two_halves_that_never_count_each_other():
    game = position(cells={(-1, 0): "red", (2, 0): "red"}, hand=[("red", "red")])
    place = Place(("red", "red"), ((0, 0), (1, 0)))
    assert game.preview(place) == {"red": 2}
    game.play(place)
    assert game.scores[0]["red"] == 2
    lone = position(hand=[("red", "red")])
    assert lone.preview(Place(("red", "red"), ((0, 0), (1, 0)))) == {"red": 0}


def test_every_direction_of_a_half_counts():
    star = {(1, -1): "red", (0, -1): "red", (-1, 0): "red", (-1, 1): "red", (0, 1): "red"}
    game = position(cells=star, hand=[("red", "blue")])
    assert game.preview(Place(("red", "blue"), ((0, 0), (1, 0))))["red"] == 5


# -- 3.4 Cap and bonus -----------------------------------------------------------------------


def red_line(n: int) -> dict[tuple[int, int], str]:
    """n red cells west of (0, 0), so a red half on (0, 0) scores n."""
    return {(-i, 0): "red" for i in range(1, n + 1)}


def test_the_marker_stops_at_18_and_the_surplus_is_lost():
    game = position(cells=red_line(4), hand=[("red", "blue")] * 2, scores={"red": 16})
    place = Place(("red", "blue"), ((0, 0), (1, 0)))
    assert game.preview(place) == {"red": 2, "blue": 0}
    game.play(place)
    assert game.scores[0]["red"] == 18


def test_reaching_18_gives_a_bonus_placement_before_any_draw():
    game = position(cells=red_line(3), hand=[("red", "blue")] * 3, scores={"red": 15})
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert {"type": "genial", "seat": 0, "colours": ["red"]} in events
    assert game.to_move == 0 and game.phase == "place" and game.bonus_pending == 1
    assert game.hand_sizes[0] == 2  # no draw between placements
    game.play(Place(("red", "blue"), ((2, 2), (2, 1))))
    assert game.to_move == 1 and game.hand_sizes[0] == 6  # one refill, at the end


def test_two_markers_reaching_18_give_two_bonus_placements():
    cells = {**red_line(2), (2, 0): "blue", (3, 0): "blue"}
    game = position(cells=cells, hand=[("red", "blue")] * 4, scores={"red": 16, "blue": 16})
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert next(e for e in events if e["type"] == "genial")["colours"] == ["red", "blue"]
    assert game.bonus_pending == 2
    game.play(Place(("red", "blue"), ((2, 2), (2, 1))))
    assert game.to_move == 0 and game.bonus_pending == 1
    game.play(Place(("red", "blue"), ((-3, 3), (-3, 2))))
    assert game.bonus_pending == 0 and game.phase == "swap"  # placements done: no low colour


def test_a_bonus_placement_can_give_another():
    cells = {**red_line(2), (2, -3): "green", (3, -3): "green"}
    game = position(cells=cells, hand=[("red", "blue"), ("green", "blue"), ("blue", "blue")],
                    scores={"red": 16, "green": 17})
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.bonus_pending == 1
    game.play(Place(("green", "blue"), ((1, -3), (1, -2))))  # green 17 -> 18: a second bonus
    assert game.to_move == 0 and game.bonus_pending == 1
    game.play(Place(("blue", "blue"), ((-3, 4), (-3, 3))))
    assert game.to_move == 1


def test_a_marker_already_at_18_scores_nothing_and_gives_no_bonus():
    game = position(cells=red_line(3), hand=[("red", "blue")], scores={"red": 18})
    place = Place(("red", "blue"), ((0, 0), (1, 0)))
    assert game.preview(place)["red"] == 0
    game.play(place)
    assert game.scores[0]["red"] == 18 and game.to_move == 1


def test_bonuses_owed_with_an_empty_hand_are_lost():
    """Resolved: only the team game's double track can owe more bonuses than tiles in hand."""
    game = position(4, teams=True, cells=red_line(2), hand=[("red", "blue")],
                    scores={"red": 16})
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert any(e["type"] == "genial" for e in events)
    assert game.to_move == 1 and game.bonus_pending == 0 and game.hand_sizes[0] == 6


# -- 3.5 Swap --------------------------------------------------------------------------------


def swap_position(hand, scores):
    return position(hand=[("red", "blue"), *hand], scores=scores)


def test_swap_offered_when_no_tile_shows_the_lowest_colour():
    scores = {"red": 3, "green": 1, "blue": 3, "orange": 3, "yellow": 3, "purple": 3}
    game = swap_position([("red", "blue"), ("orange", "yellow")], scores)
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.phase == "swap" and game.to_move == 0
    assert {"type": "swap-offered", "seat": 0} in events
    assert game.legal_moves() == [Keep(), Swap()]


def test_swap_refused_when_one_tied_lowest_colour_is_in_hand():
    scores = {"red": 3, "green": 1, "blue": 3, "orange": 3, "yellow": 1, "purple": 3}
    game = swap_position([("red", "blue"), ("orange", "yellow")], scores)
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.phase == "place" and game.to_move == 1
    with pytest.raises(IllegalMove, match="swap"):
        game.play(Swap())


def test_swap_with_every_tied_lowest_colour_missing():
    scores = {"red": 3, "green": 1, "blue": 3, "orange": 3, "yellow": 1, "purple": 3}
    game = swap_position([("red", "blue"), ("orange", "purple")], scores)
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.phase == "swap"


def test_swap_draws_six_new_tiles_before_returning_the_old():
    scores = {"red": 3, "green": 0, "blue": 3, "orange": 3, "yellow": 3, "purple": 3}
    game = swap_position([("red", "blue")] * 5, scores)
    game.core.bag = [code(("purple", "purple"))] * 6  # only six tiles left to draw
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    events = game.play(Swap())
    assert game.hand(0) == [("purple", "purple")] * 6  # none of the returned tiles came back
    assert sorted(game.core.bag) == [code(("red", "blue"))] * 5
    assert events[0] == {"type": "swap", "seat": 0, "shown": [("red", "blue")] * 5}
    assert game.to_move == 1


def test_keep_refills_as_usual():
    scores = {"red": 3, "green": 0, "blue": 3, "orange": 3, "yellow": 3, "purple": 3}
    game = swap_position([("red", "blue")] * 5, scores)
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    bag = game.bag_count
    game.play(Keep())
    assert game.hand_sizes[0] == 6 and game.bag_count == bag - 1 and game.to_move == 1


def test_a_placement_is_refused_while_the_swap_is_decided():
    scores = {"red": 3, "green": 0, "blue": 3, "orange": 3, "yellow": 3, "purple": 3}
    game = swap_position([("red", "blue")] * 5, scores)
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    with pytest.raises(IllegalMove, match="Swap or Keep"):
        game.play(Place(("red", "blue"), ((2, 0), (3, 0))))


# -- 3.6 Refill ------------------------------------------------------------------------------


def test_refill_to_six_is_the_only_draw_of_the_turn():
    game = genial.new_game(2, seed=9)
    bag = game.bag_count
    events = game.play(game.legal_moves()[0])
    if game.phase == "swap":
        events += game.play(Keep())
    assert game.hand_sizes[0] == 6 and game.bag_count == bag - 1
    assert {"type": "draw", "seat": 0, "count": 1} in events


# -- 4. End and ranking ----------------------------------------------------------------------


def test_the_game_ends_when_no_two_adjacent_free_cells_remain():
    game = position(hand=[("red", "blue")])
    fill_all_but(game, {(0, 0), (1, 0), (3, 0)})  # a lone free cell is left at (3, 0)
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.phase == "over" and game.over and events[-1]["type"] == "over"
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        game.play(Place(("red", "blue"), ((3, 0), (2, 0))))


def test_the_game_ends_during_a_bonus_placement_too():
    game = position(cells=red_line(3), hand=[("red", "blue")] * 2, scores={"red": 15})
    fill_all_but(game, {(0, 0), (1, 0), (2, 2), (2, 1)})
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.phase == "place" and game.bonus_pending == 1
    game.play(Place(("red", "blue"), ((2, 2), (2, 1))))
    assert game.over


def test_six_markers_at_18_win_at_once():
    top = dict.fromkeys(genial.COLOURS, 18)
    game = position(cells=red_line(2), hand=[("red", "blue")] * 2, scores={**top, "red": 17})
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.over and game.winner == 0
    assert events[-1] == {"type": "over", "ranking": [[0], [1]], "winner": 0}


def test_nothing_is_owed_once_the_game_is_over():
    """A placement that ends the game and also brings a marker to 18 earns a bonus that can
    never be placed: the game over owes nothing (the page shows no pending bonus)."""
    top = dict.fromkeys(genial.COLOURS, 18)
    won = position(cells=red_line(3), hand=[("red", "blue")] * 2, scores={**top, "red": 16})
    events = won.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert {"type": "genial", "seat": 0, "colours": ["red"]} in events
    assert won.over and won.winner == 0 and won.bonus_pending == 0
    filled = position(cells=red_line(3), hand=[("red", "blue")] * 2, scores={"red": 15})
    fill_all_but(filled, {(0, 0), (1, 0)})
    events = filled.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert any(e["type"] == "genial" for e in events)
    assert filled.over and filled.winner is None and filled.bonus_pending == 0


def test_ranking_compares_sorted_markers_never_the_sum():
    game = genial.new_game(3, seed=0)
    game.core.scores[0] = [5, 5, 5, 5, 5, 5]  # sum 30, lowest 5
    game.core.scores[1] = [4, 18, 18, 18, 18, 18]  # sum 94, lowest 4
    game.core.scores[2] = [5, 5, 5, 5, 5, 6]  # ties the lowest five of seat 0, then better
    assert game.ranking() == [[2], [0], [1]]


def test_equal_sorted_markers_share_the_place():
    game = genial.new_game(3, seed=0)
    game.core.scores[0] = [1, 2, 3, 4, 5, 6]
    game.core.scores[1] = [6, 5, 4, 3, 2, 1]  # other colours, same sorted sequence
    game.core.scores[2] = [0, 9, 9, 9, 9, 9]
    assert game.ranking() == [[0, 1], [2]]


def test_the_bag_never_runs_out_before_the_end():
    for players, teams in [(2, False), (3, False), (4, False), (4, True)]:
        n = genial.new_game(players, seed=0, teams=teams).core.mode.area.n - 6
        assert 120 - 6 * players - math.floor(n / 2) >= 6


# -- 5. Team game ----------------------------------------------------------------------------


def test_team_game_partners_opposite_turns_alternate_hands_private():
    game = genial.new_game(4, seed=2, teams=True)
    assert len(game.scores) == 2 and [game.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert game.hand_sizes == [6, 6, 6, 6] and game.top == 36
    seats = []
    for _ in range(4):
        seats.append(game.to_move)
        game.play(game.legal_moves()[0])
        if game.phase == "swap":
            game.play(Keep())
    assert seats == [0, 1, 2, 3]


def test_team_partners_share_one_track():
    game = position(4, teams=True, cells=red_line(2), hand=[("red", "blue")])
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.scores[0]["red"] == 2 and game.scores[1]["red"] == 0
    for seat, cells in [(1, ((4, 2), (4, 1))), (2, ((1, -1), (2, -1)))]:
        assert game.to_move == seat
        game.core.hands[seat] = [code(("red", "blue"))]
        game.play(Place(("red", "blue"), cells))
        if game.phase == "swap":
            game.play(Keep())
    assert game.scores[0]["red"] == 3 and game.scores[1]["red"] == 0  # seat 2 scored for team 0


def test_team_surplus_lost_at_18_then_second_track_and_bonus():
    game = position(4, teams=True, cells=red_line(5), hand=[("red", "blue")] * 3,
                    scores={"red": 16})
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.scores[0]["red"] == 18  # 16 + 5 stops at 18: 3 points lost
    assert any(e["type"] == "genial" for e in events) and game.bonus_pending == 1


def test_team_reaching_36_gives_another_bonus_and_stops_there():
    game = position(4, teams=True, cells=red_line(5), hand=[("red", "blue")] * 3,
                    scores={"red": 33})
    place = Place(("red", "blue"), ((0, 0), (1, 0)))
    assert game.preview(place)["red"] == 3
    game.play(place)
    assert game.scores[0]["red"] == 36 and game.bonus_pending == 1


def test_team_swap_uses_the_team_markers():
    scores = {"red": 20, "green": 20, "blue": 20, "orange": 20, "yellow": 20, "purple": 2}
    game = position(4, teams=True, hand=[("red", "blue")] * 2, scores=scores)
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.phase == "swap"


def test_team_all_six_at_36_win_at_once():
    top = dict.fromkeys(genial.COLOURS, 36)
    game = position(4, teams=True, cells=red_line(2), hand=[("red", "blue")] * 2,
                    scores={**top, "red": 34})
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.over and game.winner == 0 and game.ranking() == [[0], [1]]


# -- 6. Solo ---------------------------------------------------------------------------------


def test_solo_draws_one_tile_at_a_time_on_the_inner_area():
    game = genial.new_game(1, seed=4)
    assert game.players == 1 and len(game.hand(0)) == 1 and game.radius == 5
    assert game.bag_count == 119 and game.top == 36
    game.play(game.legal_moves()[0])
    assert len(game.hand(0)) == 1 and game.bag_count == 118 and game.to_move == 0


def test_solo_first_placement_next_to_a_symbol():
    game = genial.new_game(1, seed=4)
    with pytest.raises(IllegalMove, match="first placement"):
        game.play(Place(game.hand(0)[0], ((0, 0), (1, 0))))


def test_solo_double_track_without_bonus():
    game = position(1, cells=red_line(5), hand=[("red", "blue")], scores={"red": 16})
    events = game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.scores[0]["red"] == 18  # surplus lost passing to the second track
    assert not any(e["type"] == "genial" for e in events) and game.bonus_pending == 0
    assert len(game.hand(0)) == 1


def test_solo_never_offers_the_swap():
    scores = {"red": 3, "green": 0, "blue": 3, "orange": 3, "yellow": 3, "purple": 3}
    game = position(1, hand=[("red", "blue")], scores=scores)
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.phase == "place"


def test_solo_ends_when_no_tile_fits():
    game = position(1, hand=[("red", "blue")])
    fill_all_but(game, {(0, 0), (1, 0), (-3, 0)})
    game.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert game.over and game.ranking() == [[0]]


# -- 7. Consequences -------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "teams"), [(1, False), (2, False), (3, False), (4, True)])
def test_a_printed_symbol_always_has_free_neighbours(players, teams):
    geo = area({1: 5, 2: 5, 3: 6, 4: 7}[players])
    wanted = 3 if players <= 2 else 6
    assert all(len(n) == wanted for n in geo.symbol_neighbours)


def test_any_tile_fits_any_free_pair():
    game = position(hand=[("red", "blue"), ("green", "green")])
    moves = game.legal_moves()
    assert len(moves) == free_pairs(game) * 3  # two ways for red-blue, one for the double
