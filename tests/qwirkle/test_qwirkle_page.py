"""Qwirkle's page hooks (qwirkle.page) through the house's bridge: the staging `options`
command (cells, score, trade and pass, only on a human's turn), and how a decision reads in the
hint, the analysis and the history."""

from __future__ import annotations

import json

import pytest

import qwirkle
import qwirkle.ai
from qwirkle import Pass, Place, Trade, page
from qwirkle_positions import position
from tabletop import bridge, games
from tabletop.errors import BridgeError, IllegalMove
from tabletop.session import Session

HUMAN_FIRST = ["human", "ai-casual"]


def ask(command: str, **args) -> dict:
    return json.loads(bridge.handle(command, json.dumps(args)))


def test_options_answers_the_staged_tiles_of_a_human_turn_through_the_bridge():
    view = ask("new", game="qwirkle", seed=5, seats=["human", "human"])["result"]
    seat = view["to_move"]
    found = ask("options", staged="")["result"]
    assert set(found["cells"]) == {f"{c}-{k}" for c, k in view["hands"][seat]}
    assert (found["trade"], found["pass"]) == (0, False)  # the first move is a placement
    move = qwirkle.new_game(seed=5).legal_moves()[0]
    staged = ask("options", staged=str(move))["result"]
    assert staged["complete"] and staged["move"] == str(move)
    assert staged["points"] == qwirkle.new_game(seed=5).preview(move)
    ask("play", move=str(move))
    after = ask("options")["result"]
    assert after["trade"] == 6 and after["pass"] is False


def test_the_shell_finds_the_modes_and_seats_in_the_static_facts():
    info = games.static_info(qwirkle)
    assert info["modes"] == [{"players": 2}, {"players": 3}, {"players": 4}]
    assert info["seats"][0] == {"seat": "human"}
    assert info["seats"][1:] == [{"seat": f"ai-{lv}", "level": lv} for lv in qwirkle.ai.LEVELS]


def test_options_tells_nothing_on_a_computer_turn():
    game = qwirkle.new_game(seed=5)
    session = Session(game, ["ai-casual", "ai-casual"])
    with pytest.raises(BridgeError) as err:
        page.options(session, {})
    assert err.value.code == "computer_turn"


def test_trade_holds_at_most_the_bag_and_a_blocked_player_must_pass():
    short = position({(0, 0): "red-circle"}, ["blue-star8", "green-square", "green-star4"], bag=2)
    assert page.options(Session(short, HUMAN_FIRST), {})["trade"] == 2
    blocked = position({(0, 0): "red-circle"}, ["blue-star8"], others=[["green-star4"]], bag=0)
    session = Session(blocked, HUMAN_FIRST)
    found = page.options(session, {})
    assert (found["trade"], found["pass"]) == (0, True) and found["cells"]["blue-star8"] == []
    assert session.play("pass")[-1] == {"type": "over", "end": "blocked", "ranking": [[0, 1]],
                                        "scores": [0, 0]}  # nobody can place: it ends
    with pytest.raises(IllegalMove) as err:
        page.options(session, {})
    assert err.value.code == "game_over"


def test_a_decision_reads_with_its_tiles_and_points_in_the_hint_and_the_analysis():
    game = position({(0, 0): "red-circle", (1, 0): "red-square"}, ["red-diamond", "blue-star8"])
    place = Place([(("red", "diamond"), (2, 0))])
    assert page.describe(game, place) == {
        "move": "red-diamond@2,0", "kind": "place", "points": 3,
        "tiles": [{"x": 2, "y": 0, "colour": "red", "shape": "diamond"}]}
    trade = Trade([("blue", "star8")])
    assert page.describe(game, trade) == {"move": "trade blue-star8", "kind": "trade", "count": 1}
    assert page.describe(game, Pass()) == {"move": "pass", "kind": "pass"}
    assert page.analysable(place) and page.analysable(trade) and not page.analysable(Pass())


def test_history_entries_carry_points_qwirkles_and_the_end_bonus():
    line = {(x, 0): f"red-{k}" for x, k in enumerate(("circle", "square", "diamond", "clover"))}
    game = position(line, ["red-star4", "red-star8"], bag=0)
    events = game.play("red-star4@4,0 red-star8@5,0")
    entry = page.history_entry("red-star4@4,0 red-star8@5,0", events)
    assert entry == {"kind": "place", "points": 18, "qwirkles": 1, "bonus": 6, "count": 2,
                     "tiles": [{"x": 4, "y": 0, "colour": "red", "shape": "star4"},
                               {"x": 5, "y": 0, "colour": "red", "shape": "star8"}]}
    game = position({(0, 0): "red-circle"}, ["blue-star8"])
    assert page.history_entry("trade blue-star8", game.play("trade blue-star8")) == {
        "kind": "trade", "points": 0, "qwirkles": 0, "bonus": 0, "count": 1}


def test_where_names_the_tiles_a_placement_touches_once_each():
    game = position({(0, 0): "red-circle", (1, 0): "red-square", (1, 1): "blue-square"},
                    ["red-diamond", "green-square"])
    beside = Place([(("red", "diamond"), (2, 0))])
    assert page.where(game, beside) == {"near": [{"colour": "red", "shape": "square"}]}
    both = Place([(("red", "diamond"), (0, 1)), (("red", "star4"), (0, 2))])
    assert page.where(game, both) == {"near": [{"colour": "blue", "shape": "square"},
                                               {"colour": "red", "shape": "circle"}]}
    assert page.where(game, Pass()) == {}
