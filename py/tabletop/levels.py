"""Computer players by name, for any game: a level is a strategy with a time budget.

A game's `ai.levels` builds its table of `Level`s; `find` and `decide` refuse an unknown name
or a bad budget with the house's codes, the same way for every game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import Refusal, show


@dataclass(frozen=True)
class Level:
    """A named computer player: what it does, its budget (seconds per decision), and its
    strategy `decide(state, rnd, budget) -> decision` on the game's core."""

    name: str
    about: str
    budget: float
    decide: Callable[[Any, Any, float], Any]


def one_move(strategy: Callable[[Any, Any], Any]) -> Callable[[Any, Any, float], Any]:
    """A one-move strategy `strategy(state, rnd)` as a level's decide (it needs no budget)."""
    return lambda state, rnd, budget: strategy(state, rnd)


def find(table: Mapping[str, Level], name: object) -> Level:
    """The level of that name, or a refusal listing the names."""
    if not isinstance(name, str) or name not in table:
        raise Refusal("unknown_level", value=show(name), levels=", ".join(table))
    return table[name]


def decide(table: Mapping[str, Level], name: object, state: Any, rnd: Any,
           budget: object = None) -> Any:
    """The decision of the named level on a game's core, with its own budget or the one
    given (a positive number of seconds)."""
    level = find(table, name)
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, int | float)
                               or budget <= 0):
        raise Refusal("bad_budget", value=show(budget))
    return level.decide(state, rnd, level.budget if budget is None else budget)
