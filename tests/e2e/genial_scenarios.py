"""Saved games that lead to a given moment, found by playing the engine here on CPython.

The page resumes a saved game from local storage, so a test can start one decision before a
swap offer or a bonus placement and then make that decision by clicks.
"""

from __future__ import annotations

import genial
import genial.ai
from genial import Place

SEATS = ["human", "ai-beginner"]


def _advance(game: genial.Game) -> None:
    """One decision by a plain, repeatable policy (the beginner computer, seeded)."""
    game.play(genial.ai.choose(game, "beginner", seed=len(game.decisions)))


def record_after(seed: int, decisions: int | None = None) -> dict:
    """The record of a 2-player game (seat 0 human, seat 1 the beginner) after `decisions`
    decisions by that plain policy on every seat (None: played to the end)."""
    game = genial.new_game(players=2, seed=seed)
    while not game.over and (decisions is None or len(game.decisions) < decisions):
        _advance(game)
    game.meta["seats"] = SEATS
    return game.to_record()


def find(predicate, *, players: int = 2, seeds=range(40), scan: int = 60):
    """(record, move): the first position where seat 0 places and `predicate(game, move)` holds.

    Only the first `scan` placements of each position are tried, to stay fast.
    """
    for seed in seeds:
        game = genial.new_game(players=players, seed=seed)
        while not game.over:
            if game.to_move == 0 and game.phase == "place" and game.bonus_pending == 0:
                for move in game.legal_moves()[:scan]:
                    if isinstance(move, Place) and predicate(game, move):
                        game.meta["seats"] = SEATS
                        return game.to_record(), move
            _advance(game)
    raise LookupError("no such position in the seeds tried")


def leads_to_swap(game: genial.Game, move: Place) -> bool:
    after = game.copy()
    after.play(move)
    return after.phase == "swap" and after.to_move == 0


def gives_bonus(game: genial.Game, move: Place) -> bool:
    markers = game.scores[game.side_of(0)]
    return any(markers[c] < 18 <= markers[c] + n for c, n in game.preview(move).items())
