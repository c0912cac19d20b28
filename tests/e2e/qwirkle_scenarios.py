"""Qwirkle games that lead to a given moment, found by playing the engine here on CPython: the
page opens one by a share link, one decision before the moment, and the test plays on by clicks.

The policy is plain and repeatable (a seeded random placement of one tile when there is one):
single tiles keep hands full for long, so the rare moments come up in a few seeds.
"""

from __future__ import annotations

import random

import qwirkle
from qwirkle import Pass, Place, Trade

SEATS = ["human", "ai-casual"]


def find(moment, *, seeds=range(1, 200)) -> dict:
    """The record of the first 2-player game whose seat 0 (the human) is to move when
    `moment(game)` holds, the computer on seat 1."""
    for seed in seeds:
        game = qwirkle.new_game(players=2, seed=seed)
        rnd = random.Random(seed)
        while not game.over:
            if game.to_move == 0 and moment(game):
                game.meta["seats"] = SEATS
                return game.to_record()
            moves = game.legal_moves()
            places = [m for m in moves if isinstance(m, Place)]
            game.play(rnd.choice([m for m in places if len(m) == 1] or places or moves))
    raise LookupError("no such position in the seeds tried")


def must_pass(game: qwirkle.Game) -> bool:
    """Nothing to place, an empty bag: the pass is the only move."""
    return game.legal_moves() == [Pass()]


def must_trade(game: qwirkle.Game) -> bool:
    """No tile fits on the table, but the bag allows a trade."""
    moves = game.legal_moves()
    return bool(moves) and all(isinstance(m, Trade) for m in moves)


def qwirkle_now(game: qwirkle.Game) -> bool:
    """A one-tile placement completes a line of six."""
    return any(isinstance(m, Place) and len(m) == 1 and qwirkle_of(game, m)
               for m in game.legal_moves())


def qwirkle_of(game: qwirkle.Game, move: Place) -> bool:
    after = game.copy()
    return any(e["type"] == "qwirkle" for e in after.play(move))


def ends_now(game: qwirkle.Game) -> bool:
    """The bag is empty and a placement would empty the hand: the game ends, +6."""
    hand = len(game.hand(game.to_move))
    return game.bag_count == 0 and any(isinstance(m, Place) and len(m) == hand
                                       for m in game.legal_moves())


def move_where(game: qwirkle.Game, wanted) -> Place:
    """The first placement of the position for which `wanted(game, move)` holds."""
    return next(m for m in game.legal_moves() if isinstance(m, Place) and wanted(game, m))
