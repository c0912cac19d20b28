"""Several devices (#23), the engine's side: seats played on another device ('remote'), the
`seats` command, and the `guest` command that answers a remote seat with only what that seat
may see. The fuller walk over every game and random games is in the conformance suite
(test_conformance.py: `check_guest_sees_only_its_own`)."""

from __future__ import annotations

import pytest

from tabletop import bridge
from test_bridge import call, ok


@pytest.fixture(autouse=True)
def no_session(monkeypatch):
    monkeypatch.setattr(bridge, "_session", None)


def refused(command, **args):
    answer = call(command, **args)
    assert not answer["ok"] and "trace" not in answer["error"], answer
    return answer["error"]


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
    assert refused("ai")["code"] == "not_computer_turn"


def first_move():
    """A legal decision of the seat to move, as the engine lists it."""
    return str(bridge._current().game.legal_moves()[0])
