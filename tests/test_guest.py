"""Several devices (#23), the engine's side: seats played on another device ('remote'), the
`seats` command, and the `guest` command that answers a remote seat with only what that seat
may see. The fuller walk over every game and random games is in the conformance suite
(test_conformance.py: `check_guest_sees_only_its_own`)."""

from __future__ import annotations

import json

import pytest

from tabletop import bridge
from test_bridge import ok
from test_house import refused


@pytest.fixture(autouse=True)
def no_session(monkeypatch):
    monkeypatch.setattr(bridge, "_session", None)


# -- remote seats and `seats` -------------------------------------------------------------------


def test_a_remote_seat_is_a_seat_kind_kept_in_the_record_and_read_back():
    view = ok("new", game="qwirkle", players=3, seed=4, seats=["human", "remote", "ai-beginner"])
    assert view["seats"] == ["human", "remote", "ai-beginner"]
    assert view["hands"][0] is not None and view["hands"][1] is None  # not this device's hand
    record = ok("record")
    assert record["meta"]["seats"] == ["human", "remote", "ai-beginner"]
    assert ok("load", record=record)["seats"] == ["human", "remote", "ai-beginner"]
    error = refused("new", game="qwirkle", players=2, seats=["human", "remot"])
    assert error["code"] == "unknown_seat" and "remote" in error["params"]["seats"]


def test_seats_changes_what_the_seats_are_and_nothing_else():
    ok("new", game="genial", players=2, seed=5, seats=["human", "human"])
    move = ok("options", tile=ok("view")["hands"][0][0])[0]["move"]
    ok("play", move=move)
    before = ok("record")
    view = ok("seats", seats=["human", "remote"])
    assert view["seats"] == ["human", "remote"] and view["hands"][1] is None
    assert ok("record") == before | {"meta": {"seats": ["human", "remote"]}}
    for seats, code in ((["human"], "seat_count"), (["human", "ai-nobody"], "unknown_seat"),
                        ("remote", "bad_seats"), (None, "bad_seats")):
        assert refused("seats", seats=seats)["code"] == code
    assert ok("view")["seats"] == ["human", "remote"]
    assert ok("seats", seats=["human", "ai-beginner"])["seats"] == ["human", "ai-beginner"]


def test_the_host_neither_plays_nor_computes_for_a_remote_seat_and_undo_follows_the_seats():
    ok("new", game="blokus", players=2, seed=1, seats=["human", "human"])
    ok("play", move=first_move())
    ok("seats", seats=["remote", "human"])
    assert ok("view")["undo"] is None  # the decision made was seat 0's, now played elsewhere
    assert refused("undo")["code"] == "nothing_to_undo"
    ok("seats", seats=["human", "remote"])
    assert ok("view")["undo"] == 0
    assert refused("play", move=first_move())["code"] == "remote_turn"
    assert refused("hint")["code"] == "remote_turn"  # its hand is not this device's to read
    assert refused("ai")["code"] == "not_computer_turn"


def first_move():
    """A legal decision of the seat to move, as the engine lists it."""
    return str(bridge._current().game.legal_moves()[0])


# -- `guest`: a remote seat's requests ---------------------------------------------------------


def ask(seat, command, args):
    """The bridge's answer to a guest's request (the command's name is a field of it)."""
    request = {"seat": seat, "command": command, "args": args}
    return json.loads(bridge.handle("guest", json.dumps(request)))


def guest(seat, command, **args):
    answer = ask(seat, command, args)
    assert answer["ok"], answer
    return answer["result"]


def guest_refused(seat, command, args=None):
    """A guest request refused: its code, with the host's game exactly as it was."""
    before = ok("record"), ok("view")
    answer = ask(seat, command, {} if args is None else args)
    assert not answer["ok"] and "trace" not in answer["error"], answer
    assert (ok("record"), ok("view")) == before
    return answer["error"]["code"]


def test_a_guest_is_refused_anything_but_its_own_seat_and_turn_and_changes_nothing():
    view = ok("new", game="qwirkle", players=3, seed=3, seats=["human", "remote", "remote"])
    mover = view["to_move"]
    assert mover == 1  # the seed's first player: a remote seat
    move = str(bridge._current().game.legal_moves()[0])
    assert guest_refused(0, "view") == "guest_seat"  # the host's own seat
    assert guest_refused(3, "view") == "guest_seat"
    assert guest_refused("1", "view") == "guest_seat"
    assert guest_refused(2, "play", {"move": move}) == "guest_not_your_turn"  # not its turn
    assert guest_refused(2, "options", {"staged": ""}) == "guest_not_your_turn"
    assert guest_refused(2, "hint") == "guest_not_your_turn"
    assert guest_refused(1, "play", {"move": "red-circle@40,40"}) in ("qwirkle_not_in_hand",
                                                                     "qwirkle_first_line")
    assert guest_refused(1, "play", {"move": 5}) == "move_not_text"
    assert guest_refused(1, "play", {}) == "move_not_text"
    assert guest_refused(1, "undo") == "guest_command"  # only the listed commands
    assert guest_refused(1, "new", {"players": 2}) == "guest_command"
    assert guest_refused(1, "seats", {"seats": ["remote"] * 3}) == "guest_command"
    assert guest_refused(1, "view", [1]) == "guest_args"
    assert guest_refused(1, "position", {"count": 5}) == "position_range"
    assert refused("guest", seat=1)["code"] == "guest_command"
    played = guest(1, "play", move=move)
    assert played["view"]["decisions"] == 1 and ok("record")["decisions"] == [move]
    assert played["view"] == guest(1, "view") == guest(1, "position", count=1)
    assert played["view"]["undo"] == 1  # its own decision: its device may ask to take it back
    assert guest_refused(1, "play", {"move": move}) == "guest_not_your_turn"


#: What a device's view holds of its own seat (the rest is the table, the same on every device).
SEAT_PART = ("hands", "seats", "seed", "undo", "undo_from")


def table_part(view):
    return {k: v for k, v in view.items() if k not in SEAT_PART}


def test_a_guest_sees_its_hand_only_and_the_table_from_its_side():
    ok("new", game="ginnyo", players=3, seed=8, seats=["ai-beginner", "remote", "human"])
    seen = guest(1, "view")
    host = ok("view")
    assert [hand is None for hand in seen["hands"]] == [True, False, True]
    assert seen["hands"][1] == bridge._current().game.hand(1)
    assert seen["seats"] == ["ai-beginner", "human", "remote"] and seen["seed"] is None
    assert seen["undo"] is None and seen["undo_from"] is None  # it has not decided yet
    assert table_part(seen) == table_part(host)


def qwirkle_between_host_and_guest(trades: int):
    """A whole Qwirkle game, the host at seat 0 and a guest at seat 1, its first `trades`
    possible decisions trades (face down): yields the game after each decision."""
    ok("new", game="qwirkle", players=2, seed=11, seats=["human", "remote"])
    game = bridge._current().game
    while not game.over:
        moves = game.legal_moves()
        trade = next((m for m in moves if str(m).startswith("trade")), None)
        move = str(trade if trade is not None and trades > 0 else moves[0])
        trades -= move.startswith("trade")
        if game.to_move == 0:
            ok("play", move=move)
        else:
            guest(1, "play", move=move)
        yield game


def test_a_guests_record_holds_what_it_saw_until_the_end_then_the_whole_record():
    for game in qwirkle_between_host_and_guest(trades=4):
        if not game.over:
            record = guest(1, "record")
            assert record["seed"] is None and record["meta"] == {"seats": ["remote", "human"],
                                                                "seat": 1}
            assert record["decisions"] == [e["move"] for e in guest(1, "history")]
            assert record["decisions"] == [
                None if d.startswith("trade") and seat == 0 else d
                for seat, d in zip(bridge._current().deciders, game.decisions, strict=True)]
    assert sum(d.startswith("trade") for d in game.decisions) == 4
    assert None in record["decisions"]
    assert guest(1, "record") == ok("record") and guest(1, "view")["seed"] == str(game.seed)


def test_undo_of_a_remote_seat_goes_back_to_before_its_latest_decision_and_its_view_says_so():
    ok("new", game="qwirkle", players=3, seed=3, seats=["human", "remote", "ai-beginner"])
    game = bridge._current().game
    start = guest(1, "view")
    assert game.to_move == 1 and start["undo"] is None  # nothing of its own yet
    assert refused("undo", seat=1)["code"] == "nothing_to_undo"
    first = first_move()
    guest(1, "play", move=first)
    assert guest(1, "view")["undo"] == 1  # its device may ask the others to take it back
    ok("ai")  # the computer's reply, then the host's move: both after the guest's decision
    ok("play", move=first_move())
    before = ok("record")["decisions"]
    assert len(before) == 3
    # What its undo takes back, as the question to the other devices names it: all three.
    assert guest(1, "view")["undo_from"] == 0 and ok("view")["undo_from"] == 2
    for seat, code in ((0, "guest_seat"), (2, "guest_seat"), ("1", "guest_seat"),
                       (None, "guest_seat")):
        assert refused("undo", seat=seat)["code"] == code
    assert ok("record")["decisions"] == before  # refused: nothing changed
    view = ok("undo", seat=1)
    assert view["decisions"] == 0 and view["seats"] == ["human", "remote", "ai-beginner"]
    assert ok("record")["decisions"] == [] and guest(1, "view")["undo"] is None
    assert guest(1, "view")["hands"] == start["hands"]  # its tiles back, the others' unseen
    assert guest_refused(1, "undo") == "guest_command"  # a guest only asks; the host undoes


def test_a_remote_seat_has_nothing_to_undo_once_the_game_is_over():
    ok("new", game="blokus", players=2, variant="duo", seed=1, seats=["remote", "human"])
    game = bridge._current().game
    while not game.over:
        move = str(game.legal_moves()[-1])
        if game.to_move == 0:
            guest(0, "play", move=move)
        else:
            ok("play", move=move)
    assert guest(0, "view")["undo"] is None
    assert refused("undo", seat=0)["code"] == "nothing_to_undo"


# -- `watch`: a device that only watches ----------------------------------------------------------


def watched(command, args=None):
    answer = json.loads(bridge.handle("watch", json.dumps({"command": command,
                                                           "args": args or {}})))
    assert answer["ok"], answer
    return answer["result"]


def watch_refused(command, args=None):
    """A watcher's request refused: its code, the host's game exactly as it was."""
    before = ok("record"), ok("view")
    answer = json.loads(bridge.handle("watch", json.dumps({"command": command, "args": args})))
    assert not answer["ok"] and "trace" not in answer["error"], answer
    assert (ok("record"), ok("view")) == before
    return answer["error"]["code"]


def test_a_watcher_sees_the_table_and_no_tile_of_any_hand_no_bag_no_seed_until_the_end():
    for game in qwirkle_between_host_and_guest(trades=2):
        if game.over:
            break
        seen, host = watched("view"), ok("view")
        assert seen["hands"] == [None, None] and seen["seed"] is None
        assert seen["undo"] is None and seen["undo_from"] is None  # it has nothing to undo
        assert seen["seats"] == ["remote", "remote"] and isinstance(seen["bag"], int)
        assert table_part(seen) == table_part(host)
        record = watched("record")
        assert record["seed"] is None and record["meta"] == {"seats": ["remote", "remote"],
                                                            "seat": None}
        assert record["decisions"] == [e["move"] for e in watched("history")]
        assert watched("position", {"count": 1})["hands"] == [None, None]
    assert sum(d.startswith("trade") for d in game.decisions) == 2
    assert None in record["decisions"]  # the host's trade, face down, unnamed
    assert watched("record") == ok("record") and watched("view")["seed"] == str(game.seed)


def test_a_watcher_cannot_play_hint_undo_or_read_a_hand():
    ok("new", game="genial", players=2, seed=5, seats=["remote", "human"])
    tile = bridge._current().game.hand(0)[0]
    move = first_move()
    for command, args in (("play", {"move": move}), ("hint", {}), ("undo", {}),
                          ("options", {"tile": list(tile)}), ("new", {}), (None, {})):
        assert watch_refused(command, args) == "guest_command"
    assert watch_refused("view", [1]) == "guest_args"
    assert watch_refused("position", {"count": 9}) == "position_range"
