"""Ginny-O's page hooks (ginnyo.page) through the house's bridge: the staging `options`
command (cells per hand tile, the staged tiles' points or why they are no play yet, discard
and pass, only on a human's turn)."""

from __future__ import annotations

import json

import pytest

import ginnyo
from ginnyo import page
from ginnyo.moves import parse_move
from ginnyo_positions import position
from tabletop import bridge, games, review
from tabletop.errors import BridgeError, IllegalMove
from tabletop.session import Session

HUMAN_FIRST = ["human", "ai-casual"]
ROW = "8H@8,8 9H@9,8 10H@10,8"  # a run of hearts through the centre


def ask(command: str, **args) -> dict:
    return json.loads(bridge.handle(command, json.dumps(args)))


def test_options_answers_the_staged_tiles_of_a_human_turn_through_the_bridge():
    view = ask("new", game="ginnyo", seed=13, seats=["human", "human"])["result"]
    hand = view["hands"][view["to_move"]]
    found = ask("options", staged="")["result"]
    assert set(found["cells"]) == set(hand)
    assert found["discard"] == len(hand) and found["pass"] is False
    assert found["complete"] is False and found["refusal"] is None
    play = next(m for m in ginnyo.new_game(seed=13).legal_moves() if isinstance(m, ginnyo.Play))
    staged = ask("options", staged=str(play))["result"]
    assert staged["complete"] and staged["move"] == str(play)
    assert staged["points"] == ginnyo.new_game(seed=13).preview(play)


def test_cells_per_tile_are_those_of_the_plays_that_hold_the_staged_tiles():
    game = position([ROW], ["JK", "JH", "QH", "9S", "2C"])
    session = Session(game, HUMAN_FIRST)
    found = page.options(session, {"staged": []})
    assert [11, 8] in found["cells"]["JH"] and [7, 8] not in found["cells"]["JH"]
    assert [7, 8] in found["cells"]["JK"] and [4, 4] in found["cells"]["JH"]  # a new section
    assert found["cells"]["2C"] == []
    after = page.options(session, {"staged": "JH@11,8"})
    assert after["complete"] and after["points"] == 10 and after["move"] == "JH@11,8"
    assert [12, 8] in after["cells"]["QH"] and after["cells"]["JH"] == []
    assert [13, 8] not in after["cells"]["QH"]  # a gap
    both = page.options(session, {"staged": ["JH@11,8", "QH@12,8"]})
    assert both["points"] == 30  # QH on the yellow square (12, 8): 10 + 2 × 10


def test_staged_tiles_that_are_no_play_yet_say_why():
    game = position([ROW], ["JK", "JH", "QH", "9S", "2C"])
    session = Session(game, HUMAN_FIRST)
    gap = page.options(session, {"staged": "QH@12,8"})
    assert not gap["complete"] and gap["points"] is None
    assert gap["refusal"]["code"] == "ginnyo_not_touching"
    assert gap["cells"]["JH"] == [[11, 8]]  # filling the gap makes it a play
    joker = page.options(session, {"staged": "JK@11,8"})
    assert joker["refusal"]["code"] == "ginnyo_joker_undeclared"
    declared = page.options(session, {"staged": "JK=JH@11,8"})
    assert declared["complete"] and declared["points"] == 0  # a joker is worth 0


def test_discard_and_pass_follow_the_box():
    full = Session(position([ROW], ["2C", "5D"], box=10), HUMAN_FIRST)
    assert (page.options(full, {})["discard"], page.options(full, {})["pass"]) == (2, False)
    empty = Session(position([ROW], ["2C", "5D"], box=0), HUMAN_FIRST)
    assert (page.options(empty, {})["discard"], page.options(empty, {})["pass"]) == (0, True)


def test_options_tells_nothing_on_a_computer_turn_and_refuses_unreadable_staged_tiles():
    session = Session(ginnyo.new_game(seed=5), ["ai-casual", "ai-casual"])
    with pytest.raises(BridgeError) as err:
        page.options(session, {})
    assert err.value.code == "computer_turn"
    with pytest.raises(BridgeError) as err:
        page.options(Session(ginnyo.new_game(seed=5), ["human", "human"]), {"staged": 3})
    assert err.value.code == "ginnyo_bad_staged"


def test_options_refuses_a_finished_game():
    session = Session(position([ROW], ["2C"], box=0), HUMAN_FIRST)
    session.play("pass")
    session.play("pass")  # every seat in a row has passed with the box empty
    assert session.game.over
    with pytest.raises(IllegalMove) as err:
        page.options(session, {})
    assert err.value.code == "game_over"



def test_a_decision_reads_in_the_hint_by_its_kind_tiles_and_points():
    game = position([ROW], ["JH", "QH", "2C"], box=10)
    play = page.describe(game, parse_move("JH@11,8 QH@12,8"))
    assert play == {"move": "JH@11,8 QH@12,8", "kind": "place", "points": 30,
                    "tiles": [{"x": 11, "y": 8, "tile": "JH"}, {"x": 12, "y": 8, "tile": "QH"}]}
    discard = page.describe(game, parse_move("discard 2C QH"))
    assert discard["kind"] == "discard" and sorted(discard["discard"]) == ["2C", "QH"]
    assert page.describe(game, parse_move("pass"))["kind"] == "pass"


def test_a_history_entry_words_a_play_by_its_tiles_and_a_discard_by_its_count():
    session = Session(position([ROW], ["JH", "QH", "2C"], box=10), HUMAN_FIRST)
    events = session.play("JH@11,8 QH@12,8")
    assert page.history_entry("JH@11,8 QH@12,8", events) == {
        "kind": "place", "points": 30, "count": 2,
        "tiles": [{"x": 11, "y": 8, "tile": "JH"}, {"x": 12, "y": 8, "tile": "QH"}]}
    discard = f"discard {session.game.hand(1)[0]} {session.game.hand(1)[1]}"
    events = session.play(discard)
    assert page.history_entry(discard, events) == {"kind": "discard", "points": 0, "count": 2}
    assert page.history_entry("pass", [{"type": "pass", "seat": 0}]) == {
        "kind": "pass", "points": 0, "count": 0}


def test_the_shell_finds_the_modes_and_seats_in_the_static_facts():
    info = games.static_info(ginnyo)
    assert info["modes"] == [{"players": 2}, {"players": 3}, {"players": 4}]
    assert info["seats"][0] == {"seat": "human"}
    assert info["seats"][1:] == [{"seat": f"ai-{lv}", "level": lv} for lv in ginnyo.ai.LEVELS]


def test_where_names_the_melds_the_start_the_neighbours_and_the_squares_of_a_play():
    first = ginnyo.new_game(seed=7)
    opening = page.where(first, parse_move("JS@6,8 JK=QS@7,8 KS@8,8"))
    assert opening == {"melds": [{"kind": "run", "tiles": ["JS", "JK=QS", "KS"]}],
                       "start": "centre", "near": [], "squares": []}  # the centre has no bonus
    game = position([ROW], ["JH", "QH", "3D", "4D", "5D", "8S", "8C"], box=10)
    added = page.where(game, parse_move("JH@11,8 QH@12,8"))
    assert added == {"melds": [{"kind": "run", "tiles": ["8H", "9H", "10H", "JH", "QH"]}],
                     "start": None, "near": ["10H"], "squares": ["Y"]}
    column = page.where(game, parse_move("8S@8,9 8C@8,10"))
    assert column["melds"] == [{"kind": "set", "tiles": ["8H", "8S", "8C"]}]
    assert column["near"] == ["8H"] and column["squares"] == []
    section = page.where(game, parse_move("3D@2,4 4D@3,4 5D@4,4"))
    assert section["start"] == "section" and section["section"] == 2
    assert section["squares"] == ["R"] and section["near"] == []
    assert page.where(game, parse_move("discard 3D")) == {} == page.where(game, parse_move("pass"))


def test_where_lists_both_melds_of_a_play_that_crosses_a_line():
    game = position([ROW], ["JD", "JH", "JS"], box=10)
    crossing = page.where(game, parse_move("JD@11,7 JH@11,8 JS@11,9"))
    assert sorted(crossing["melds"], key=lambda m: m["kind"]) == [
        {"kind": "run", "tiles": ["8H", "9H", "10H", "JH"]},
        {"kind": "set", "tiles": ["JD", "JH", "JS"]}]
    assert crossing["near"] == ["10H"]


def test_the_history_carries_where_a_play_went_but_a_hidden_discard_stays_hidden():
    game = ginnyo.new_game(seed=7)
    game.play("JS@6,8 JK=QS@7,8 KS@8,8")
    discard = f"discard {game.hand(game.to_move)[0]}"
    game.play(discard)
    mine, theirs = (review.history(game, viewers=[seat]) for seat in (0, 1))
    assert mine[0]["melds"] == [{"kind": "run", "tiles": ["JS", "JK=QS", "KS"]}]
    assert mine[0]["start"] == "centre" and mine[0]["points"] == game.scores[0]
    assert mine[1]["move"] is None and mine[1]["count"] == 1 and "melds" not in mine[1]
    assert theirs[1]["move"] == discard


def test_the_hint_says_where_its_play_goes():
    game = position([ROW], ["JH", "QH", "2C"], box=10)
    hint = review.describe(game, parse_move("JH@11,8 QH@12,8"))
    assert hint["points"] == 30 and hint["near"] == ["10H"] and hint["squares"] == ["Y"]
