"""The fast engine against the slow oracle (blokus_oracle.py) on random games in every mode.

The engine plays each game with a seeded random policy; an `OracleGame` follows it. At every
position all that the rules decide is compared: the colour and seat to move, the end, the
board, every colour's pieces, the scores and ranking, the whole set of legal placements, and
the core's incremental tables (attach points, forbidden cells) against a recomputation from
the board alone.

By default one game per classic mode and three Duo games, the legal placements compared at
every fourth position (the oracle's are slow to list); the slow test plays four more games
per mode and compares them everywhere (hundreds of positions in each mode; about a minute
on CPython, so it runs there only: inside Pyodide the same engine code runs the default
comparison). More: BLOKUS_ORACLE_GAMES=n.
"""

from __future__ import annotations

import json
import os
import random
import sys

import pytest

import blokus
import blokus_oracle as oracle

MODES = {"4p": dict(players=4), "2p": dict(players=2), "3p": dict(players=3),
         "teams": dict(players=4, teams=True), "duo": dict(variant="duo")}
GAMES = int(os.environ.get("BLOKUS_ORACLE_GAMES", 4))


def follow(game: blokus.Game) -> oracle.OracleGame:
    return oracle.OracleGame(game.players, game.teams, game.variant)


def where(game: blokus.Game) -> str:
    return f"at {json.dumps(game.to_record())}"


def expected_tables(o: oracle.OracleGame, colour: str) -> tuple[set, set]:
    """(attach points, forbidden cells) of a colour, from the board alone."""
    free = [(x, y) for y in range(o.size) for x in range(o.size) if (x, y) not in o.board]
    own = {cell for cell, c in o.board.items() if c == colour}
    edge = {c for c in free if any(n in own for n in oracle.edge_neighbours(c))}
    if own:
        attach = {c for c in free if c not in edge
                  and any(n in own for n in oracle.corner_neighbours(c))}
    else:
        attach = {o.starts[colour]} - set(o.board)
    return attach, set(o.board) | edge


def compare(game: blokus.Game, o: oracle.OracleGame, listing: bool) -> list[blokus.Place]:
    """Everything the rules decide now, engine against oracle (the legal placements too if
    `listing`); returns the engine's legal moves."""
    assert (game.over, game.board) == (o.over, o.board), where(game)
    if not game.over:
        assert (game.colour, game.to_move) == (o.colour, o.to_move), where(game)
    assert game.scores == o.scores(), where(game)
    assert game.ranking() == o.ranking(), where(game)
    for colour in o.colours:
        assert set(game.pieces_left(colour)) == o.unplaced[colour], where(game)
        attach, forbidden = expected_tables(o, colour)
        assert set(game.attach_points(colour)) == attach, (colour, where(game))
        c = game.colours.index(colour)
        assert set(game.core.geo.cells_of(game.core.forbidden[c])) == forbidden, where(game)
    moves = list(game.legal_moves())
    found = [(m.piece, frozenset(m.cells)) for m in moves]
    assert len(found) == len(set(found)), "a placement is listed twice"
    if listing:
        assert set(found) == o.legal(), where(game)
    return moves


def run(mode: dict, seed: int, every: int = 1) -> int:
    """One random game compared at every position, the legal placements at one in `every`;
    returns the positions whose placements were compared."""
    game = blokus.new_game(seed=seed, **mode)
    o = follow(game)
    rnd = random.Random(seed)
    positions = 0
    while True:
        listing = len(game.decisions) % every == 0 or game.over
        moves = compare(game, o, listing)
        positions += listing
        if game.over:
            return positions
        move = rnd.choice(moves)
        game.play(move)
        o.play(move.piece, frozenset(move.cells))


@pytest.mark.parametrize("mode", MODES.values(), ids=MODES.keys())
def test_engine_agrees_with_oracle(mode: dict) -> None:
    games = 3 if mode.get("variant") == "duo" else 1
    assert sum(run(mode, seed, every=4) for seed in range(games)) >= 12


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "emscripten",
                    reason="minutes in Pyodide: CPython runs it, Pyodide the default comparison")
@pytest.mark.parametrize("mode", MODES.values(), ids=MODES.keys())
def test_engine_agrees_with_oracle_on_more_games(mode: dict) -> None:
    assert sum(run(mode, seed) for seed in range(100, 100 + GAMES)) >= 100


def test_the_oracle_has_the_rules_piece_set() -> None:
    """The oracle's own pieces: 21, 89 squares, 91 orientations (rules-blokus.md §1)."""
    assert len(oracle.PIECES) == 21
    assert sum(len(c) for c in oracle.PIECES.values()) == 89
    assert sum(len(oracle.ORIENTATIONS[p]) for p in oracle.PIECES) == 91


@pytest.mark.parametrize("mode", MODES.values(), ids=MODES.keys())
def test_attach_points_read_small_windows(mode: dict) -> None:
    """The generator's fast path (core.State._walk, geometry's docstring): an attach point has
    two forbidden edge neighbours beside its own diagonal one, or the board's edge at a classic
    start, so its placements and forbidden cells fit ints below 2**30. Only a Duo start, in the
    open, reads a wider window."""
    game, rnd = blokus.new_game(seed=5, **mode), random.Random(5)
    while not game.over:
        s = game.core
        if s.own[s.colour] or game.variant != "duo":
            for by_piece, bad, _ in s._walk(s.colour):
                widest = max((squares for moves in by_piece for squares, _ in moves), default=0)
                assert bad < 1 << 30 and widest < 1 << 30, where(game)
        game.play(rnd.choice(game.legal_moves()))
