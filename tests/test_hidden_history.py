"""The history tells the page only what the table saw: tiles another seat put back face down
(Qwirkle's trade, Ginny-O's discard) are counted, not named; the viewer's own are named."""

from __future__ import annotations

import random

import pytest

from tabletop import bridge, games
from test_bridge import ok

FACE_DOWN = [("qwirkle", "trade"), ("ginnyo", "discard")]


def game_with_face_down_decisions(name: str, word: str):
    """A seeded random game in which both seats have put tiles back face down."""
    G = games.load(name)
    game = G.new_game(players=2, seed=4)
    rnd = random.Random(4)
    hidden_by: set[int] = set()
    while hidden_by != {0, 1} and not game.over:
        moves = [str(m) for m in game.legal_moves()]
        down = [m for m in moves if m.startswith(word)]
        move = rnd.choice(down if down and rnd.random() < 0.5 else moves)
        if move.startswith(word):
            hidden_by.add(game.to_move)
        game.play(move)
    assert hidden_by == {0, 1}, "the seeded game should show both seats hiding tiles"
    return game


@pytest.mark.parametrize(("name", "word"), FACE_DOWN)
def test_another_seats_face_down_tiles_are_counted_not_named(name, word, monkeypatch):
    monkeypatch.setattr(bridge, "_session", None)
    game = game_with_face_down_decisions(name, word)
    seats = ["human", "ai-beginner"]
    ok("load", record=game.to_record() | {"meta": {"seats": seats}})
    entries = ok("history")
    for entry, decision in zip(entries, game.decisions, strict=True):
        hidden = entry["seat"] == 1 and decision.startswith(word)
        assert entry["move"] == (None if hidden else decision), entry
        if decision.startswith(word):
            assert entry["kind"] == word and entry["count"] == len(decision.split()) - 1


@pytest.mark.parametrize(("name", "word"), FACE_DOWN)
def test_hot_seat_players_see_every_decision_named(name, word, monkeypatch):
    """Both seats are the page's (their hands are in its view): nothing is held back."""
    monkeypatch.setattr(bridge, "_session", None)
    game = game_with_face_down_decisions(name, word)
    ok("load", record=game.to_record() | {"meta": {"seats": ["human", "human"]}})
    assert [e["move"] for e in ok("history")] == game.decisions
