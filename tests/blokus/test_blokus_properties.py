"""Properties of whole games in every mode, found by hypothesis rather than by hand.

Squares are conserved, scores stay in bounds, every game ends, records round-trip exactly,
illegal moves are refused without a trace, and hostile records are refused with `RecordError`
and nothing else. The oracle (blokus_oracle.py) judges which generated moves are legal, so
that "illegal" never rests on the engine's own opinion.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import blokus
import blokus_oracle as oracle
from blokus.pieces import NAMES, SIZES

MODES = [dict(players=4), dict(players=2), dict(players=3), dict(players=4, teams=True),
         dict(variant="duo")]
modes = st.sampled_from(MODES)
seeds = st.integers(0, 2**64 - 1)


def play_randomly(game: blokus.Game, rnd: random.Random, decisions: int) -> None:
    for _ in range(decisions):
        if game.over:
            return
        game.play(rnd.choice(game.legal_moves()))


def snapshot(game: blokus.Game) -> dict:
    """Everything a game holds, public and internal, to compare two games or two moments."""
    core = game.core
    state = {name: copy.deepcopy(getattr(core, name)) for name in type(core).__slots__
             if name not in ("mode", "geo")}
    return {"core": state, "decisions": game.decisions,
            "board": game.board, "scores": game.scores, "seed": game.seed, "meta": game.meta}


def follower(game: blokus.Game) -> oracle.OracleGame:
    """The oracle at the same position as `game`."""
    o = oracle.OracleGame(game.players, game.teams, game.variant)
    for text in game.decisions:
        move = blokus.parse_move(text)
        o.play(move.piece, frozenset(move.cells))
    return o


@given(modes, seeds, st.integers(0, 90))
def test_squares_are_conserved_and_scores_stay_in_bounds(mode, seed, decisions) -> None:
    game = blokus.new_game(seed=seed, **mode)
    play_randomly(game, random.Random(seed), decisions)
    board = list(game.board.values())
    for colour in game.colours:
        left = sum(SIZES[NAMES.index(p)] for p in game.pieces_left(colour))
        assert board.count(colour) + left == 89
        assert -89 <= game.colour_scores[colour] <= 20
    sums = [0] * len(game.scores)
    for colour, score in game.colour_scores.items():
        seat = game.seat_of(colour)
        if seat is not None:
            sums[game.side_of(seat)] += score
    assert game.scores == sums


@given(modes, seeds)
def test_every_game_ends_within_21_placements_per_colour(mode, seed) -> None:
    game, rnd = blokus.new_game(seed=seed, **mode), random.Random(seed)
    limit = 21 * len(game.colours)
    for _ in range(limit):
        if game.over:
            break
        game.play(rnd.choice(game.legal_moves()))
    assert game.over and game.legal_moves() == []
    assert len(game.decisions) <= limit


@given(modes, seeds, st.integers(0, 90))
def test_records_round_trip_exactly(mode, seed, decisions) -> None:
    game = blokus.new_game(seed=seed, **mode)
    game.meta = {"seats": ["human"] * game.players}
    play_randomly(game, random.Random(seed), decisions)
    record = game.to_record()
    for data in (record, json.dumps(record), json.dumps(record).encode()):
        again = blokus.from_record(data)
        assert snapshot(again) == snapshot(game)
        assert again.to_record() == record
    copied = game.copy()
    assert snapshot(copied) == snapshot(game) == snapshot(game.resample(0, seed))


@given(modes, seeds, st.integers(0, 40), st.data())
def test_illegal_moves_leave_no_trace(mode, seed, decisions, data) -> None:
    game = blokus.new_game(seed=seed, **mode)
    play_randomly(game, random.Random(seed), decisions)
    if game.over:
        return
    o = follower(game)
    piece = data.draw(st.sampled_from(NAMES))
    shape = data.draw(st.sampled_from(oracle.ORIENTATIONS[piece]))
    dx, dy = data.draw(st.integers(-2, game.size)), data.draw(st.integers(-2, game.size))
    colour = data.draw(st.sampled_from([game.colour, *game.colours]))
    cells = frozenset((x + dx, y + dy) for x, y in shape)
    named = data.draw(st.sampled_from([piece, piece, *NAMES]))  # mostly the right name
    move = blokus.Place.of(colour, named, cells)
    legal = colour == o.colour and named == piece and o.is_legal(piece, cells)
    before = snapshot(game)
    try:
        game.play(move)
    except blokus.IllegalMove as refused:
        assert not legal, f"{move} refused: {refused}"
        assert snapshot(game) == before
        assert game.why_illegal(move).code == refused.code
    else:
        assert legal, f"{move} accepted"


def mutations(record: dict) -> st.SearchStrategy:
    """Records with one field replaced by something odd (or removed, or added)."""
    odd = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.text(max_size=30),
                    st.lists(st.text(max_size=30), max_size=3),
                    st.dictionaries(st.text(max_size=8), st.integers(), max_size=3))
    keys = [*record, "config.players", "config.teams", "config.variant", "decision", "extra"]

    def mutate(key: str, value) -> dict:
        hostile = copy.deepcopy(record)
        if key.startswith("config."):
            hostile["config"][key.split(".")[1]] = value
        elif key == "decision" and hostile["decisions"]:
            hostile["decisions"][0] = value if isinstance(value, str) else str(value)
        elif key == "extra":
            hostile["extra"] = value
        elif value is None:
            hostile.pop(key, None)
        else:
            hostile[key] = value
        return hostile

    return st.builds(mutate, st.sampled_from(keys), odd)


RECORD = blokus.new_game(seed=3, variant="duo").to_record()
RECORD["decisions"] = ["purple:V3@4,4 5,4 5,5", "orange:T4@8,9 9,9 10,9 9,10"]


@given(mutations(RECORD))
def test_hostile_records_are_refused_with_record_error_only(hostile) -> None:
    try:
        game = blokus.from_record(hostile)
    except blokus.RecordError:
        return
    assert game.to_record()["decisions"] == hostile["decisions"]


@given(st.binary(max_size=200) | st.text(max_size=200))
def test_garbage_is_refused_with_record_error_only(garbage) -> None:
    with pytest.raises(blokus.RecordError):
        blokus.from_record(garbage)
