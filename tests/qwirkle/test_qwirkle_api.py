"""The public face of the qwirkle package: the house's protocol, setup, static facts, the page's
view, and the page's staging flow (select a tile, click cells, see the score, confirm)."""

from __future__ import annotations

import json
import random

import pytest

import qwirkle
import qwirkle.ai
from qwirkle import IllegalMove, Pass, Place, RecordError, Trade
from qwirkle_positions import position
from tabletop import bridge, errors, games, protocol


def js_safe(value: object) -> bool:
    """JSON data whose integers survive JavaScript's doubles."""
    if isinstance(value, bool) or value is None or isinstance(value, str | float):
        return True
    if isinstance(value, int):
        return abs(value) <= 2**53 - 1
    if isinstance(value, list):
        return all(map(js_safe, value))
    if isinstance(value, dict):
        return all(isinstance(k, str) and js_safe(v) for k, v in value.items())
    return False


def test_the_package_offers_the_house_protocol():
    assert (qwirkle.NAME, qwirkle.TITLE) == ("qwirkle", "Qwirkle")
    assert qwirkle.IllegalMove is errors.IllegalMove and qwirkle.RecordError is errors.RecordError
    assert issubclass(IllegalMove, ValueError) and issubclass(RecordError, ValueError)
    game = qwirkle.new_game(players=3, seed=11)
    assert isinstance(game, protocol.Game)
    assert game.players == 3 and game.phase == "place" and not game.over
    assert [game.side_of(s) for s in range(3)] == [0, 1, 2]
    assert game.scores == [0, 0, 0] and game.ranking() == [[0, 1, 2]]
    assert qwirkle.ai.LEVELS == (
        "beginner", "casual", "intermediate", "advanced", "expert", "master")
    assert qwirkle.ai.BASELINES == ("greedy-max",)


def test_moves_round_trip_through_their_notation():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-diamond", "blue-circle"])
    for move in game.legal_moves():
        assert qwirkle.parse_move(str(move)) == move
    assert Pass() == qwirkle.parse_move("pass") and Trade([]) != Pass()


def test_play_takes_a_move_or_its_notation_and_returns_events():
    game = position({(0, 0): "red-circle"}, ["red-square", "red-diamond", "blue-circle"])
    events = game.play(Place([(("red", "square"), (1, 0)), (("red", "diamond"), (2, 0))]))
    assert events[0] == {
        "type": "place", "seat": 0, "points": 3, "qwirkles": 0,
        "tiles": [{"x": 1, "y": 0, "colour": "red", "shape": "square"},
                  {"x": 2, "y": 0, "colour": "red", "shape": "diamond"}],
        "notation": "red-square@1,0 red-diamond@2,0"}
    # three tiles in hand, two placed: five drawn to make six again
    assert events[1:] == [{"type": "draw", "seat": 0, "count": 5}, {"type": "turn", "seat": 1}]
    events = game.play(str(game.legal_moves()[-1]))
    assert events[0]["type"] == "trade" and events[0]["count"] >= 1
    with pytest.raises(IllegalMove, match="not a move"):
        game.play(42)
    with pytest.raises(IllegalMove, match="a move in notation is a string"):
        qwirkle.parse_move(None)


def test_setup_reads_strings_and_json_and_names_a_bad_value():
    assert qwirkle.setup({}) == {"players": 2}
    assert qwirkle.setup({"players": "3", "seed": "42", "seats": "x"}) == {"players": 3}
    assert qwirkle.setup({"players": 4}) == {"players": 4}
    for args, value in (({"players": "two"}, "'two'"), ({"players": 1.5}, "1.5"),
                        ({"players": True}, "true")):
        with pytest.raises(errors.Refusal) as err:
            qwirkle.setup(args)
        assert err.value.code == "bad_integer" and err.value.params["value"] == value
    for players in (1, 5, -2):  # read, but no game: new_game refuses
        with pytest.raises(errors.Refusal) as err:
            qwirkle.new_game(**qwirkle.setup({"players": str(players)}))
        assert err.value.code == "qwirkle_players" and err.value.params["value"] == str(players)
    assert [qwirkle.new_game(**mode).players for mode in qwirkle.MODES] == [2, 3, 4]


def test_static_info_holds_the_facts_the_page_draws_with():
    info = games.static_info(qwirkle)
    assert json.loads(json.dumps(info)) == info and js_safe(info)
    assert info["colours"] == list(qwirkle.COLOURS) and info["shapes"] == list(qwirkle.SHAPES)
    assert info["hand_size"] == 6 and info["tiles"] == 108 and info["line_max"] == 6
    assert (info["qwirkle_bonus"], info["end_bonus"]) == (6, 6)
    assert info["levels"] == list(qwirkle.ai.LEVELS) and info["players"] == [2, 3, 4]


def test_the_view_shows_the_given_hands_only_and_is_js_safe():
    game = qwirkle.new_game(players=3, seed=2**60)
    view = game.view([1])
    assert js_safe(view) and json.loads(json.dumps(view)) == view
    assert view["hands"][0] is None and view["hands"][2] is None
    assert view["hands"][1] == [list(t) for t in game.hand(1)]
    assert view["hand_sizes"] == [6, 6, 6] and view["bag"] == 90
    assert view["first_size"] == game.first_size and view["end"] is None
    assert view["board"] == [] and view["ranking"] is None and view["out_seat"] is None
    events = game.play(game.legal_moves()[0])
    view = game.view([])
    assert [{k: c[k] for k in ("x", "y", "colour", "shape")} for c in view["board"]] == sorted(
        events[0]["tiles"], key=lambda c: (c["x"], c["y"]))
    assert view["first_size"] == 0 and view["scores"][events[0]["seat"]] == events[0]["points"]


def test_the_view_at_the_end_has_the_ranking():
    game = position({(0, 0): "red-circle"}, ["red-square"], others=[["red-diamond"]], bag=0)
    game.play("red-square@1,0")
    view = game.view([0, 1])
    assert view["over"] and view["phase"] == "over" and view["end"] == "out"
    assert view["ranking"] == [[0], [1]] and view["scores"] == [8, 0] and view["out_seat"] == 0


def test_the_page_stages_tiles_one_by_one_and_confirms():
    """Select a tile, see its cells, put it on one, see the next cells and the score so far."""
    game = position({(0, 0): "red-circle", (1, 0): "red-square"},
                    ["red-diamond", "red-clover", "blue-star8"])
    first = game.options()
    assert first["cells"]["blue-star8"] == []
    assert [2, 0] in first["cells"]["red-diamond"] and [-1, 0] in first["cells"]["red-clover"]
    assert first["complete"] is False and first["refusal"] is None
    staged = [(("red", "diamond"), (2, 0))]
    second = game.options(staged)
    assert second["complete"] and second["points"] == 3 and second["move"] == "red-diamond@2,0"
    # in the row with the staged tile, or in a column down or up from it
    assert second["cells"]["red-clover"] == [[-1, 0], [2, -1], [2, 1], [3, 0]]
    assert second["cells"]["red-diamond"] == []
    third = game.options([*staged, (("red", "clover"), (3, 0))])
    assert third["points"] == 4 == game.preview("red-diamond@2,0 red-clover@3,0")
    apart = game.options("red-diamond@2,0 red-clover@-3,0")
    assert not apart["complete"] and apart["refusal"]["code"] == "qwirkle_gap"
    assert apart["cells"]["red-clover"] == []
    assert game.options("") == first
    with pytest.raises(IllegalMove, match="does not hold"):
        game.options("blue-circle@2,0")
    with pytest.raises(IllegalMove, match="already holds a tile"):
        game.options("red-diamond@0,0")
    with pytest.raises(IllegalMove, match="only a placement"):
        game.options("pass")
    game.play(third["move"])
    assert game.scores[0] == 4


def test_preview_refuses_what_play_refuses_and_changes_nothing():
    game = position({(0, 0): "red-circle"}, ["red-square", "blue-star8"])
    with pytest.raises(IllegalMove, match="line through"):
        game.preview("blue-star8@1,0")
    with pytest.raises(IllegalMove, match="only a placement"):
        game.preview("trade blue-star8")
    assert game.preview("red-square@1,0") == 2 and game.decisions == []


def test_a_copy_is_independent():
    game = qwirkle.new_game(seed=4)
    twin = game.copy()
    twin.play(twin.legal_moves()[0])
    assert game.decisions == [] and game.board == {} and twin.decisions


def test_resample_keeps_what_the_seat_sees_and_deals_the_rest_again():
    game = qwirkle.new_game(players=3, seed=8)
    rnd = random.Random(1)
    for _ in range(12):
        game.play(rnd.choice(game.legal_moves()))
    seat = game.to_move
    worlds = [game.resample(seat, s) for s in range(4)]
    for world in worlds:
        assert world.board == game.board and world.scores == game.scores
        assert world.hand(seat) == game.hand(seat) and world.hand_sizes == game.hand_sizes
        assert world.bag_count == game.bag_count and world.to_move == seat
        assert world.legal_moves() == game.legal_moves()
        world.play(world.legal_moves()[0])
    assert any(w.hand((seat + 1) % 3) != game.hand((seat + 1) % 3) for w in worlds)
    assert game.resample(seat, 5).hand((seat + 1) % 3) == game.resample(seat, 5).hand(
        (seat + 1) % 3)


def test_decisions_and_record_envelope():
    game = qwirkle.new_game(seed=2**53 + 5)
    game.play(game.legal_moves()[0])
    record = game.to_record()
    assert record["format"] == "qwirkle" and record["version"] == 2
    assert record["config"] == {"players": 2} and record["seed"] == str(2**53 + 5)
    assert record["decisions"] == game.decisions and all(isinstance(d, str) for d in
                                                         game.decisions)
    with pytest.raises(RecordError, match="not a Qwirkle record"):
        qwirkle.from_record({**record, "format": "genial"})


def request(command: str, **args) -> dict:
    answer = json.loads(bridge.handle(command, json.dumps(args)))
    assert js_safe(answer)
    return answer


def test_the_bridge_serves_the_staging_flow():
    view = request("new", game="qwirkle", seed=3, players="2", seats=["human", "human"])["result"]
    assert view["first_size"] == 3 and view["to_move"] == 1
    first = request("options")["result"]
    assert first["cells"]["purple-clover"] and not first["complete"]
    staged = [[["purple", "clover"], [-1, 0]], [["purple", "square"], [0, 0]]]
    two = request("options", staged=staged)["result"]
    assert not two["complete"] and two["refusal"]["code"] == "qwirkle_first_size"
    assert two["cells"]["purple-star4"] == [[-2, 0], [1, 0]]
    three = request("options", staged=[*staged, [["purple", "star4"], [1, 0]]])["result"]
    assert three["complete"] and three["points"] == 3
    played = request("play", move=three["move"])["result"]
    assert played["view"]["scores"] == [0, 3] and len(played["view"]["last"]) == 1
    refused = request("options", staged="red-circle@9,9")
    assert not refused["ok"] and refused["error"]["code"] == "qwirkle_not_in_hand"
    request("new", game="qwirkle", seed=3, seats=["human", "ai-casual"])
    assert request("options")["error"]["code"] == "computer_turn"
