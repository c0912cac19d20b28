"""The answer a page gets while a player stages tiles on cells before confirming them (Qwirkle's
placements, Ginny-O's plays): the engine decides, JavaScript draws.

A game finds, from its legal decisions that hold every staged tile, the cells where each tile
of the hand may be staged next; this module shapes that with the staged tiles' own verdict
the same way for every game (web/grid/staging.js reads it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Set
from typing import Any

from .errors import Refusal


def answer(cells: Mapping[str, Set[tuple[int, int]]], move: str | None,
           preview: Callable[[], Any]) -> dict[str, Any]:
    """What the page needs after each change of what is staged, in one answer:

    - `cells`: for each tile of the hand (its text), the cells [x, y] where adding it to the
      staged tiles still leads to a legal decision (the cells to highlight), sorted;
    - `complete`: whether the staged tiles, written as `move` (None: nothing staged), are a
      legal decision now, with its `points` (`preview()`, the game's preview of `move`) and
      `move`, else None;
    - `refusal`: why the staged tiles are no decision yet (None when they are one, or when
      nothing is staged), as `Refusal.to_json()` gives it.
    """
    result: dict[str, Any] = {
        "cells": {tile: sorted([list(c) for c in found]) for tile, found in cells.items()},
        "complete": False, "points": None, "move": None, "refusal": None,
    }
    if move:
        try:
            result["points"] = preview()
            result.update(complete=True, move=move)
        except Refusal as why:
            result["refusal"] = why.to_json()
    return result
