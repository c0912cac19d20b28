"""Hand-built positions for rule tests: colours put straight on cells, hands and markers set.

Such positions skip the bag bookkeeping (they are not games that a record could replay); they
exist to put one rule under a magnifying glass.
"""

from __future__ import annotations

import genial
from genial.colours import COLOUR_INDEX, tile_code


def code(tile: tuple[str, str]) -> int:
    return tile_code(COLOUR_INDEX[tile[0]], COLOUR_INDEX[tile[1]])


def position(
    players: int = 2,
    *,
    teams: bool = False,
    seed: int = 0,
    cells: dict[tuple[int, int], str] | None = None,
    hand: list[tuple[str, str]] | None = None,
    scores: dict[str, int] | None = None,
    first_done: bool = True,
) -> genial.Game:
    """A game whose board, mover's hand and mover's markers are as given."""
    game = genial.new_game(players, seed=seed, teams=teams)
    state = game.core
    index = state.mode.area.index
    for cell, colour in (cells or {}).items():
        state.put(index[cell], COLOUR_INDEX[colour])
    if hand is not None:
        state.hands[state.to_move] = [code(t) for t in hand]
    if scores:
        side = state.mode.side_of(state.to_move)
        for colour, value in scores.items():
            state.scores[side][COLOUR_INDEX[colour]] = value
    if first_done:
        state.first = [True] * players
    return game


def fill_all_but(game: genial.Game, keep: set[tuple[int, int]], colour: str = "green") -> None:
    """Cover every free cell except `keep` (no scoring, no rules): for end-of-game tests."""
    state = game.core
    area = state.mode.area
    for i, cell in enumerate(area.cells):
        if cell not in keep and state.board[i] == 6:
            state.put(i, COLOUR_INDEX[colour])


def snapshot(game: genial.Game) -> tuple:
    """Everything observable and hidden about a game, to check that nothing changed."""
    s = game.core
    return (
        s.board[:], [g[:] for g in s.gain], sorted(s.edges), s.bag[:], [h[:] for h in s.hands],
        [sc[:] for sc in s.scores], s.first[:], s.to_move, s.phase, s.bonus, s.winner,
        s.rng.state, s.placed[:], game.decisions,
    )
