"""Positions for the Ginny-O tests: a game with a board, hands and a box set by hand.

`position` starts a real game, then lays the given melds down through the core's own
bookkeeping (`State.place`, so sections and cross-checks are what play would make) and gives
the seat to move the given hand. Tile conservation is not kept: rule tests ask about one
decision, not about the box.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import ginnyo
from ginnyo.board import cell_of
from ginnyo.game import Game
from ginnyo.moves import parse_move, tile_code
from ginnyo.tiles import TILE_OF


def position(melds: Sequence[str] = (), hand: Sequence[str] = (), *, players: int = 2,
             box: int | None = None, seed: int = 1, to_move: int | None = None) -> Game:
    """A game whose board holds `melds` (each in play notation, laid in order), whose seat
    to move holds `hand` (tile codes), and whose box holds `box` tiles (default: as dealt)."""
    game = ginnyo.new_game(players, seed=seed)
    state = game.core
    for meld in melds:
        state.place([(cell_of(*cell), tile_code(tile)) for tile, cell in parse_move(meld)])
    if to_move is not None:
        state.to_move = to_move
    if hand:
        state.hands[state.to_move] = [TILE_OF[t] for t in hand]
    if box is not None:
        state.bag = state.bag[:box]
        state.box_at_start = box > 0
    return game


def random_game(players: int, seed: int, decisions: int, plays_first: float = 0.9) -> Game:
    """A game after up to `decisions` random decisions (a play when there is one, mostly)."""
    game = ginnyo.new_game(players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(decisions):
        if game.over:
            break
        plays = game.scored_plays()
        if plays and rnd.random() < plays_first:
            game.play(rnd.choice(plays)[0])
        else:
            game.play(rnd.choice(game.legal_moves()))
    return game


def notations(game: Game) -> dict[str, int]:
    """{play: points} of every legal play, from the engine."""
    return {str(play): points for play, points in game.scored_plays()}
