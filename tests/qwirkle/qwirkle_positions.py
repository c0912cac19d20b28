"""Hand-built Qwirkle positions for the rules tests: tiles where the test wants them.

Tiles are written as in the notation ("red-circle"). The tiles on the table and in the hands
come out of the bag, so the 108 are still all somewhere unless a test asks for a short bag.
"""

from __future__ import annotations

import random
from collections import Counter

import qwirkle
from qwirkle.ai.greedy import greedy_max
from qwirkle.core import cell_of, first_player
from qwirkle.game import public_move
from qwirkle.tiles import CODE, TEXT, tile_set


def position(board: dict[tuple[int, int], str] | None = None, hand: list[str] = (),
             players: int = 2, others: list[list[str]] | None = None, bag: int | None = None,
             to_move: int = 0, scores: list[int] | None = None) -> qwirkle.Game:
    """A game whose table holds `board` and whose seat `to_move` holds `hand` (with an empty
    table, the game's start: the first player and the first move's size follow from the hands).

    Other seats hold `others` (by default the first tiles left, six each); the bag holds the
    rest, or only its first `bag` tiles (the others then are out of the game).
    """
    game = qwirkle.new_game(players, seed=1)
    s = game.core
    pool = Counter(tile_set())
    s.board.clear()
    s.open.clear()
    pairs = [(cell_of(*cell), CODE[text]) for cell, text in (board or {}).items()]
    s.put(tuple(pairs))
    pool.subtract(t for _, t in pairs)
    s.hands[to_move] = [CODE[t] for t in hand]
    pool.subtract(s.hands[to_move])
    rest = sorted(pool.elements())
    for seat in range(players):
        if seat != to_move:
            taken = [CODE[t] for t in others[seat - (seat > to_move)]] if others else rest[:6]
            for t in taken:
                rest.remove(t)
            s.hands[seat] = taken
    s.bag = rest if bag is None else rest[:bag]
    s.to_move, s.first_size = (to_move, 0) if board else first_player(s.hands)
    s.scores = list(scores or [0] * players)
    return game


def hand_text(game: qwirkle.Game, seat: int) -> list[str]:
    return sorted(TEXT[t] for t in game.core.hands[seat])


def random_positions(count: int, seed: int) -> list[qwirkle.Game]:
    """`count` positions from random games of 2 to 4 players, at every stage: the first move
    (of every game), the middle, the end with the bag empty and hands short (more likely
    picked there), every forced pass. Moves
    are the greedy baseline's or drawn at random (trades included), so the tables grow big
    and hands vary."""
    rnd = random.Random(seed)
    found: list[qwirkle.Game] = []
    while len(found) < count:
        game = qwirkle.new_game(rnd.choice((2, 3, 4)), seed=rnd.getrandbits(32))
        while not game.over and len(found) < count:
            must_pass = game.core.may_pass()
            if not game.decisions or must_pass or rnd.random() < (0.5 if game.bag_count == 0
                                                                 else 0.12):
                found.append(game.copy())
            if rnd.random() < 0.6:
                move = public_move(greedy_max(game.core, rnd))
            else:
                move = rnd.choice(game.legal_moves())
            game.play(move)
    return found
