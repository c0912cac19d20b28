"""Looking back at a game: what each decision did, the game as it was, undo, and analysis.

Everything here replays the game's own record (a seed plus its decisions), so a past position
is exact and nothing is stored beside the record (undo keeps a shorter prefix of it). The
analysis compares each of a seat's placements with the expert's choice in the same position
(`genial.ai.hint`), valued by the expert's own evaluation (`genial.ai.evaluate_moves`), at a
small budget per position so that a whole game is reviewed in seconds.
"""

from __future__ import annotations

from typing import Any

from .errors import Refusal, show
from .game import Game
from .moves import Place, parse_move

#: Seconds of expert search per analysed position (a whole game's review stays bounded).
ANALYSIS_BUDGET = 0.15
#: What a computer decision is for (its seed's salt): a computer seat's move, or the expert's
#: advice to a human (the hint during the game, the analysis after it).
MOVE, ADVICE = 0, 1


def decision_seed(game: Game, purpose: int) -> int:
    """The seed of a computer decision in this position: one formula for every purpose, so a
    replayed game decides alike, and the hint and the analysis of the same position draw the
    same worlds (at the same budget they give the same move)."""
    return (game.seed * 1_000_003 + len(game.decisions) + purpose) % (1 << 63)


def prefix(game: Game, count: int) -> Game:
    """The game as it was after its first `count` decisions (seed, config and meta kept)."""
    if not 0 <= count <= len(game.decisions):
        raise Refusal("position_range", last=len(game.decisions), value=show(count))
    past = Game(game.players, game.seed, game.teams)
    past.meta = dict(game.meta)
    for decision in game.decisions[:count]:
        past.play(decision)
    return past


def history(game: Game) -> list[dict[str, Any]]:
    """One entry per decision, in order: who made it, its notation and kind (place, swap,
    keep), its points and bonuses.

    `bonus` marks a bonus placement (earned by the one before), `genial` the colours it
    brought to a threshold (which earns the next bonus placement).
    """
    replay = Game(game.players, game.seed, game.teams)
    entries = []
    for index, decision in enumerate(game.decisions):
        seat = replay.to_move
        events = replay.play(decision)
        place = next((e for e in events if e["type"] == "place"), None)
        genial = next((e["colours"] for e in events if e["type"] == "genial"), [])
        entries.append({
            "index": index, "seat": seat, "move": decision, "kind": "place" if place else decision,
            "points": place["points"] if place else {}, "bonus": bool(place and place["bonus"]),
            "genial": genial,
        })
    return entries


def analyse(game: Game, index: int, *, budget: float = ANALYSIS_BUDGET) -> dict[str, Any]:
    """Decision `index` (a placement) against the expert's choice in the same position.

    `loss` is how much less the played placement was worth than the expert's in the expert's
    evaluation (utility units; 0 when it was the expert's choice or worth as much or more).
    """
    from . import ai  # the analysis needs the computer players; the rest of the module does not

    if not 0 <= index < len(game.decisions):
        raise Refusal("decision_index", last=len(game.decisions) - 1, value=show(index))
    played = parse_move(game.decisions[index])
    if not isinstance(played, Place):
        raise Refusal("not_placement", n=index + 1, move=str(played))
    position = prefix(game, index)
    best = ai.hint(position, seed=decision_seed(position, ADVICE), budget=budget)
    played_value, best_value = ai.evaluate_moves(position, [played, best])
    return {
        "index": index, "seat": position.to_move,
        "played": describe(position, played), "played_value": round(played_value, 3),
        "best": describe(position, best), "best_value": round(best_value, 3),
        "same": best == played, "loss": round(max(0.0, best_value - played_value), 3),
    }


def describe(game: Game, move: Any) -> dict[str, Any]:
    """A decision as the page draws it: notation, and for a placement its tile, cells, points."""
    if not isinstance(move, Place):
        return {"move": str(move)}
    return {"move": str(move), "tile": list(move.tile), "cells": [list(c) for c in move.cells],
            "points": game.preview(move)}
