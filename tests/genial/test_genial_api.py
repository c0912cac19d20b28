"""The public API of design.md: names, shapes, refusals, notation, records and the CLI."""

from __future__ import annotations

import json

import pytest

import genial
from conformance import play_random
from genial import IllegalMove, Keep, Place, RecordError, Swap
from genial.cli import main as cli
from genial.colours import PRINTED_SYMBOLS
from genial_positions import position, snapshot


def test_the_contracts_values_at_the_start_and_after_a_placement():
    """design.md's shapes with their values: the six printed symbols on the board, a marker
    at 0 in each colour per seat, six tiles in each hand, a record that replays."""
    g = genial.new_game(players=2, seed=7)
    assert (g.players, g.to_move, g.phase, g.over) == (2, 0, "place", False)
    assert g.board == dict(PRINTED_SYMBOLS)
    assert g.scores == [dict.fromkeys(genial.COLOURS, 0)] * 2
    hands = [g.hand(0), g.hand(1)]
    assert [len(h) for h in hands] == [6, 6]
    assert all(len(t) == 2 and set(t) <= set(genial.COLOURS) for h in hands for t in h)
    assert g.to_record() == {"format": "genial", "version": 1, "seed": 7, "decisions": [],
                             "config": {"players": 2, "teams": False}}
    place = next(m for m in g.legal_moves() if isinstance(m, Place))
    gained = g.preview(place)
    g.play(place)
    assert {g.board[c] for c in place.cells} == set(place.tile) and len(g.board) == 8
    assert g.scores[0] == {c: gained.get(c, 0) for c in genial.COLOURS}
    assert g.to_record()["decisions"] == [str(place)] and g.to_move in (0, 1)
    assert genial.from_record(g.to_record()).board == g.board
    assert issubclass(IllegalMove, ValueError) and issubclass(RecordError, ValueError)
    assert Swap() == Swap() and Keep() == Keep() and Swap() != Keep()


def test_teams_only_with_four_players():
    with pytest.raises(ValueError, match="4 players"):
        genial.new_game(2, teams=True)
    with pytest.raises(ValueError, match="1 to 4"):
        genial.new_game(5)


def test_setup_reads_a_request_or_an_address_and_the_new_game_checks_it():
    assert genial.setup({"players": "4", "teams": 1, "seats": "whatever"}) == {
        "players": 4, "teams": True}
    assert genial.setup({}) == {"players": 2} and genial.setup({"teams": 0}) == {"players": 2}
    for args, code in [
        ({"players": 2**70}, "players_range"), ({"players": "9" * 5000}, "request_huge_number"),
        ({"players": "abc"}, "bad_integer"), ({"players": 2, "teams": True}, "teams_need_four"),
        ({"teams": "maybe"}, "bad_teams"), ({"players": True}, "bad_integer"),
    ]:
        with pytest.raises(ValueError) as refused:
            genial.new_game(**genial.setup(args))
        assert refused.value.code == code, args


def test_legal_moves_behave_like_a_list():
    g = genial.new_game(2, seed=3)
    moves = g.legal_moves()
    listed = list(moves)
    assert len(listed) == len(moves) == len(set(listed))
    assert listed == moves and moves[-1] == listed[-1] and moves[2:4] == listed[2:4]
    assert all(m in moves for m in listed[::50])
    assert Place(("red", "red"), ((0, 0), (1, 0))) not in moves
    with pytest.raises(IndexError):
        moves[len(moves)]


def test_the_sequence_is_a_snapshot():
    g = genial.new_game(2, seed=3)
    moves = g.legal_moves()
    before = list(moves)
    g.play(moves[0])
    assert list(moves) == before


def test_preview_matches_play():
    g = play_random(genial.new_game(3, seed=5), 30)
    for move in list(g.legal_moves())[:200:7]:
        copy = g.copy()
        before = copy.scores[copy.side_of(copy.to_move)]
        gained = copy.preview(move)
        copy.play(move)
        after = copy.scores[g.side_of(g.to_move)]
        assert {c: after[c] - before[c] for c in gained} == gained


def test_notation_round_trip():
    place = Place(("red", "blue"), ((0, -4), (1, -4)))
    assert str(place) == "red-blue@0,-4:1,-4"
    assert genial.parse_move("red-blue@0,-4:1,-4") == place
    assert genial.parse_move(" swap ") == Swap() and genial.parse_move("keep") == Keep()
    for bad in ["", "red-blue", "red@0,0:1,0", "red-blue@0,0:1", "x" * 5000]:
        with pytest.raises(ValueError, match="cannot read"):
            genial.parse_move(bad)


def test_play_accepts_notation_and_the_reversed_form():
    g = position(hand=[("red", "blue")] * 2)
    g.play("blue-red@1,0:0,0")
    assert g.board[(0, 0)] == "red"


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Place(("pink", "blue"), ((0, 0), (1, 0))), "unknown colour"),
        (Place(("red",), ((0, 0), (1, 0))), "pair of colours"),
        (Place(("red", "blue"), ((0, 0),)), "two cells"),
        (Place(("red", "blue"), ((0, 0.5), (1, 0))), "two cells"),
        (Place(("red", "blue"), ((True, 0), (1, 0))), "two cells"),
        (Place(("red", "blue"), ((9, 0), (10, 0))), "outside"),
        ("red-blue@0,0", "cannot read"),
        (42, "not a move"),
        (None, "not a move"),
        (Swap(), "no swap decision"),
    ],
)
def test_illegal_moves_say_why_and_change_nothing(move, reason):
    g = position(hand=[("red", "blue")])
    before = snapshot(g)
    with pytest.raises(IllegalMove, match=reason):
        g.play(move)
    with pytest.raises(IllegalMove, match=reason):
        g.preview(move)
    assert snapshot(g) == before


def test_events_tell_what_happened():
    g = position(cells={(-1, 0): "red"}, hand=[("red", "blue"), ("green", "green")])
    events = g.play(Place(("red", "blue"), ((0, 0), (1, 0))))
    assert events[0] == {
        "type": "place", "seat": 0, "tile": ["red", "blue"], "cells": [[0, 0], [1, 0]],
        "points": {"red": 1}, "bonus": False, "notation": "red-blue@0,0:1,0",
    }
    assert events[-1] == {"type": "turn", "seat": 1}


# -- records ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "teams"), [(1, False), (2, False), (3, False), (4, True)])
def test_record_round_trip_rebuilds_the_identical_game(players, teams):
    g = play_random(genial.new_game(players, seed=11, teams=teams), 25)
    g.meta = {"seats": ["human"] * players}
    record = json.loads(json.dumps(g.to_record()))
    assert record["format"] == "genial" and record["version"] == 1
    again = genial.from_record(record)
    assert snapshot(again) == snapshot(g) and again.meta == g.meta
    assert snapshot(genial.from_record(json.dumps(record))) == snapshot(g)


def deep(levels: int) -> list:
    nested: list = []
    for _ in range(levels):
        nested = [nested]
    return nested


def good_record() -> dict:
    return play_random(genial.new_game(2, seed=3), 6).to_record()


@pytest.mark.parametrize(
    ("mutate", "reason"),
    [
        (lambda r: "not json", "not valid JSON"),
        (lambda r: "[1, 2]", "JSON object"),
        (lambda r: {**r, "format": "chess"}, "not a Génial record"),
        (lambda r: {**r, "version": 99}, "unsupported record version"),
        (lambda r: {**r, "version": True}, "unsupported record version"),
        (lambda r: {**r, "version": 1.0}, "unsupported record version"),
        (lambda r: {**r, "extra": 1}, "unknown field"),
        (lambda r: {k: v for k, v in r.items() if k != "seed"}, "no 'seed'"),
        (lambda r: {**r, "seed": -1}, "'seed'"),
        (lambda r: {**r, "seed": 2**80}, "'seed'"),
        (lambda r: {**r, "config": {"players": 7, "teams": False}}, "'players'"),
        (lambda r: {**r, "config": {"players": 2, "teams": True}}, "'teams'"),
        (lambda r: {**r, "config": [2]}, "'config'"),
        (lambda r: {**r, "decisions": "keep"}, "list of moves"),
        (lambda r: {**r, "decisions": [*r["decisions"], 5]}, "decision 7"),
        (lambda r: {**r, "decisions": ["red-red@0,0:1,0"]}, "decision 1"),
        (lambda r: {**r, "decisions": ["keep"] * 5000}, "too many decisions"),
        (lambda r: {**r, "meta": []}, "'meta'"),
        (lambda r: "[" * 100_000, "nested too deeply"),
        (lambda r: {**r, "meta": {"x": deep(500)}}, "nested too deeply"),
        (lambda r: " " * 300_000, "too large"),
        (lambda r: b"\xff\xfe", "UTF-8"),
    ],
)
def test_bad_records_are_refused_with_the_reason(mutate, reason):
    with pytest.raises(RecordError, match=reason):
        genial.from_record(mutate(good_record()))


# -- command line ----------------------------------------------------------------------------


def test_cli_simulate_prints_a_summary(capsys):
    assert cli(["simulate", "--players", "4", "--teams", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "games        2" in out and "side 1 lowest marker" in out


def test_cli_bench_prints_figures(capsys):
    assert cli(["bench", "--quick", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["score_all_4p_placements"] > 1000 and figures["playout_2p_ms"] > 0


def test_cli_usage_on_unknown_command(capsys):
    assert cli(["dance"]) == 2
    assert "simulate" in capsys.readouterr().out


@pytest.mark.parametrize(("players", "teams"), [(1, False), (2, False), (4, True)])
def test_scored_moves_are_the_legal_moves_with_their_previews(players, teams):
    g = play_random(genial.new_game(players, seed=8, teams=teams), 12)
    if g.phase != "place":
        g.play(Keep())
    scored = g.scored_moves()
    assert sorted(map(str, (m for m, _ in scored))) == sorted(map(str, g.legal_moves()))
    assert all(g.preview(m) == points for m, points in scored[::11])
    tile = g.hand(g.to_move)[0]
    mine = g.scored_moves(tile)
    assert mine and {tuple(sorted(m.tile)) for m, _ in mine} == {tuple(sorted(tile))}
    with pytest.raises(IllegalMove, match="unknown colour"):
        g.scored_moves(("pink", "red"))


def test_an_illegal_move_names_its_code_and_params():
    game = position(cells={(0, -4): "green"}, hand=[("red", "blue")])
    with pytest.raises(IllegalMove) as refused:
        game.play(Place(("red", "blue"), ((0, -4), (1, -4))))
    assert refused.value.code == "cell_occupied"
    assert refused.value.params == {"cell": "0,-4"}
    assert str(refused.value) == "cell (0,-4) is already covered"
    with pytest.raises(IllegalMove) as refused:
        game.play("red-blue@0,0:")
    assert refused.value.code == "unreadable_move"
    assert refused.value.params == {"text": "'red-blue@0,0:'"}
