"""The public API of Ginny-O as design.md and tabletop.protocol describe it, and what the page
asks of it: setup, static facts, the view, previews, staging help, hidden information."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import ginnyo
import ginnyo.ai
import ginnyo.errors
from ginnyo.staging import options
from ginnyo.tiles import TILE_CODES
from ginnyo_positions import position, random_game
from tabletop import errors, games, protocol
from tabletop.records import SAFE_SEED

ROW = "7H@8,8 8H@9,8 9H@10,8"


def test_the_package_offers_the_protocol():
    assert (ginnyo.NAME, ginnyo.TITLE) == ("ginnyo", "Ginny-O")
    game = ginnyo.new_game()
    assert isinstance(game, protocol.Game)
    assert 0 <= game.seed <= SAFE_SEED
    assert game.players == 2 and game.phase == "play" and not game.over
    assert [m["players"] for m in ginnyo.MODES] == [2, 3, 4]
    assert all(game.side_of(s) == s for s in range(2))
    assert ginnyo.ai.LEVELS == (
        "beginner", "casual", "intermediate", "advanced", "expert", "master")
    assert ginnyo.ai.BASELINES == ("greedy-max",)


@pytest.mark.parametrize(("players", "code"), [(1, "ginnyo_players"), (5, "ginnyo_players"),
                                               ("2", "ginnyo_players"), (True, "ginnyo_players")])
def test_a_bad_setup_is_refused_by_name(players, code):
    with pytest.raises(errors.Refusal) as err:
        ginnyo.new_game(players)
    assert err.value.code == code and str(players) in str(err.value)
    with pytest.raises(errors.Refusal) as err:
        ginnyo.new_game(2, seed=-1)
    assert err.value.code == "seed_range"


def test_setup_reads_the_address_and_the_request():
    assert ginnyo.setup({"players": "3", "seats": ["human"] * 3, "seed": "5"}) == {"players": 3}
    assert ginnyo.setup({}) == {"players": 2}
    assert ginnyo.setup({"players": 4, "teams": False}) == {"players": 4}
    for args, code, value in [({"players": "abc"}, "bad_integer", "abc"),
                              ({"players": 9}, "ginnyo_players", "9"),
                              ({"players": 2**70}, "ginnyo_players", "1180591620717411303424"),
                              ({"teams": True}, "ginnyo_no_teams", "True"),
                              ({"teams": "yes"}, "ginnyo_no_teams", "yes"),
                              ({"variant": "duo"}, "ginnyo_no_variant", "duo")]:
        with pytest.raises(errors.Refusal) as err:
            ginnyo.new_game(**ginnyo.setup(args))
        assert err.value.code == code and value in str(err.value)


def test_static_info_holds_every_fact_the_page_draws():
    info = json.loads(json.dumps(games.static_info(ginnyo)))
    assert info["size"] == 17 and len(info["layout"]) == 17
    assert info["layout"][8] == "B.Y.Y...C...Y.Y.B"
    assert info["centre"] == [8, 8]
    assert info["red_starts"] == [[4, 4], [12, 4], [4, 12], [12, 12]]
    assert info["squares"]["B"]["meld"] == 3 and info["squares"]["G"]["tile"] == 3
    assert len({sq["mark"] for sq in info["squares"].values()}) == 5  # told apart by marks
    assert [s["symbol"] for s in info["suits"]] == ["♠", "♥", "♦", "♣"]
    assert info["ranks"][0] == {"code": "A", "run_value": 1, "set_value": 15, "penalty": 15}
    assert len(info["tiles"]) == 52
    assert info["tiles"]["QH"] == {"fr": "dame de cœur", "en": "queen of hearts",
                                   "de": "Herz-Dame", "nl": "hartenvrouw"}
    assert info["tiles"]["10S"]["en"] == "10 of spades"
    for entry in (*info["squares"].values(), *info["suits"], info["joker"]):
        names = entry["names"]
        assert set(names) == {"fr", "en", "de", "nl"}
    assert info["levels"] == ["beginner", "casual", "intermediate", "advanced", "expert", "master"]


def test_the_view_shows_the_board_and_only_the_given_hands():
    game = random_game(3, 4, 12)
    view = json.loads(json.dumps(game.view([1])))
    assert view["hands"][1] == game.hand(1)
    assert view["hands"][0] is None and view["hands"][2] is None
    assert view["hand_sizes"] == game.hand_sizes and view["bag"] == game.bag_count
    assert {(c["x"], c["y"]): c["tile"] for c in view["board"]} == game.board
    assert view["ranking"] is None and view["sections"][0] == [8, 8]
    with pytest.raises(errors.Refusal):
        game.view([3])


def test_the_view_at_the_end_ranks_and_names_the_penalties():
    game = position([ROW], ["10H", "JH", "QH"], box=0)
    game.play("10H@11,8 JH@12,8 QH@13,8")
    view = game.view([])
    assert view["over"] and view["ranking"] == game.ranking()
    assert view["penalties"] == game.penalties
    assert [8, 8] not in view["premiums_used"] and [12, 8] in view["premiums_used"]


def test_numbers_in_a_view_and_a_record_stay_safe_for_javascript():
    game = ginnyo.new_game(2, seed=2**64 - 1)
    record = game.to_record()
    assert record["seed"] == str(2**64 - 1)

    def numbers(value):
        if isinstance(value, dict):
            return [n for v in value.values() for n in numbers(v)]
        if isinstance(value, list):
            return [n for v in value for n in numbers(v)]
        return [value] if isinstance(value, int) else []

    assert all(abs(n) <= SAFE_SEED for n in numbers(game.view([0, 1])) + numbers(record))


def test_a_record_is_the_house_envelope():
    game = random_game(4, 3, 10)
    record = game.to_record()
    assert (record["format"], record["version"], record["config"]) == ("ginnyo", 2,
                                                                       {"players": 4})
    assert record["decisions"] == game.decisions
    again = ginnyo.from_record(json.dumps(record))
    assert again.board == game.board and again.hand(0) == game.hand(0)
    for bad, code in [({**record, "config": {"players": 5}}, "ginnyo_players"),
                      ({**record, "config": {"players": 2, "teams": True}},
                       "ginnyo_record_config"),
                      ({**record, "format": "genial"}, "record_format")]:
        with pytest.raises(ginnyo.RecordError) as err:
            ginnyo.from_record(bad)
        assert err.value.code == code


def test_play_tells_what_happened():
    game = position([ROW], ["10H", "JH", "QH", "2C", "3C", "4C", "5C", "6C"])
    seat = game.to_move
    events = game.play("10H@11,8 JH@12,8 QH@13,8")
    play = events[0]
    assert play["type"] == "place" and play["seat"] == seat and play["points"] == 10 + 10 * 2 + 10
    assert play["melds"] == [{"cells": [[x, 8] for x in range(8, 14)], "kind": "run",
                              "points": 40}]
    assert play["tiles"][0] == {"x": 11, "y": 8, "tile": "10H"} and not play["new_section"]
    assert events[-1]["type"] == "turn" and events[-1]["seat"] == 1 - seat


def test_legal_moves_hold_every_discard_or_the_pass():
    game = position([ROW], ["2C", "3D", "4S", "5H", "6C", "7D", "8S", "9C"])
    moves = game.legal_moves()
    assert sum(isinstance(m, ginnyo.Discard) for m in moves) == 2**8 - 1
    assert ginnyo.Pass() not in moves
    twice = position([ROW], ["2C", "2C", "3D"], players=3)
    assert sum(isinstance(m, ginnyo.Discard) for m in twice.legal_moves()) == 3 * 2 - 1
    empty = position([ROW], ["2C"], box=0)
    assert empty.legal_moves() == [ginnyo.Pass()]


def test_preview_counts_a_play_and_refuses_anything_else():
    game = position([ROW], ["10H", "2C"])
    assert game.preview("10H@11,8") == 10
    for move, code in [("discard 2C", "ginnyo_preview_not_play"),
                       ("10H@10,9", "ginnyo_meld_begun"), ("10H@11,9", "ginnyo_not_touching"),
                       ("QS@11,8", "ginnyo_not_in_hand"),
                       ("10H@9,8", "ginnyo_cell_taken"), ("10H@17,8", "ginnyo_off_board")]:
        with pytest.raises(ginnyo.IllegalMove) as err:
            game.preview(move)
        assert err.value.code == code


def test_a_joker_may_only_stand_for_cards_that_make_the_line_valid():
    game = position([ROW], ["JK", "10H", "JH", "9S"])
    assert game.joker_choices([], (11, 8)) == ["10H"]
    assert game.joker_choices([], (7, 8)) == ["6H"]
    assert game.joker_choices(["10H@11,8"], (12, 8)) == ["JH"]
    assert game.joker_choices(["JH@12,8"], (11, 8)) == ["10H"]
    below = game.joker_choices(["9S@10,9"], (10, 10))
    assert below == ["9D", "9C"]  # a set of nines with 9H and 9S
    assert game.joker_choices([], (0, 0)) == []


def test_cells_per_hand_tile_follow_what_is_staged():
    game = position([ROW], ["JK", "10H", "JH", "6H", "9S"])

    def cells(staged, tile):
        return [tuple(c) for c in options(game, staged)["cells"][tile]]

    assert (11, 8) in cells([], "10H") and (7, 8) not in cells([], "10H")
    assert cells(["10H@11,8"], "JH") == [(11, 7), (11, 9), (12, 8)]
    assert (7, 8) in cells([], "JK") and (11, 8) in cells([], "JK")
    assert cells(["JK@11,8"], "JH") == [(12, 8)]  # undeclared: any card there
    assert cells(["JK=10H@11,8"], "JH") == [(12, 8)]
    for staged, code in [(["QX@1,1"], "ginnyo_bad_staged"), ([("QH", (40, 1))],
                                                             "ginnyo_off_board")]:
        with pytest.raises(ginnyo.IllegalMove) as err:
            options(game, staged)
        assert err.value.code == code


def test_copies_are_independent():
    game = random_game(2, 8, 6)
    twin = game.copy()
    twin.play(twin.legal_moves()[0])
    assert twin.decisions != game.decisions and len(game.decisions) == 6


def test_resample_deals_again_only_what_the_seat_cannot_see():
    game = random_game(3, 9, 10)
    seat = game.to_move
    first, second = game.resample(seat, 1), game.resample(seat, 2)
    again = game.resample(seat, 1)
    assert [again.hand(s) for s in range(3)] == [first.hand(s) for s in range(3)]
    assert first.hand((seat + 1) % 3) != second.hand((seat + 1) % 3)
    for other in (first, second):
        assert other.hand(seat) == game.hand(seat) and other.board == game.board
        assert other.hand_sizes == game.hand_sizes and other.bag_count == game.bag_count
        unseen = Counter(t for s in range(3) if s != seat for t in other.hand(s))
        unseen.update(TILE_CODES[t] for t in other.core.bag)
        truth = Counter(t for s in range(3) if s != seat for t in game.hand(s))
        truth.update(TILE_CODES[t] for t in game.core.bag)
        assert unseen == truth
        other.play(other.legal_moves()[0])


def test_refusal_codes_are_registered_and_belong_to_ginnyo():
    assert set(ginnyo.errors.MESSAGES) <= set(errors.MESSAGES)
    assert all(code.startswith("ginnyo_") for code in ginnyo.errors.MESSAGES)
    import genial.errors

    assert not set(ginnyo.errors.MESSAGES) & set(genial.errors.MESSAGES)
