"""Computer players by name, for any game: a level is a strategy with a time budget.

A game's `ai.levels` builds its table of `Level`s; `find` and `decide` refuse an unknown name
or a bad budget with the house's codes, the same way for every game, and its `ai` module offers
them to players through a `Computer` (`budget_of`, `choose`, `hint`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .arguments import AI_PREFIX, level_of
from .errors import IllegalMove, Refusal, show


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


#: The level whose decision a hint shows, unless a game names its own (fast enough for a hint
#: button; the tops above it think longer; Blokus's expert is a tree search: its hint is the
#: advanced level's lookahead).
HINT_LEVEL = "expert"

#: The levels' names across the site, weakest first: every game offers its levels under these
#: names in this order, one name a position, so a name means the same standing in every game
#: (the page's `level.*` words). A game offers fewer only where measurement cannot tell more
#: apart: then it lacks the top names, never a name under a level no stronger than the one below.
NAMES: tuple[str, ...] = ("beginner", "casual", "intermediate", "advanced", "expert", "master")


def renamed_seats(meta: dict[str, Any], renamed: Mapping[str, str]) -> dict[str, Any]:
    """A record's meta with its computer seats' former level ids (`renamed`: former id -> id
    now) under today's names, so that a game saved before a rename loads with every seat."""
    seats = meta.get("seats")
    if not renamed or not isinstance(seats, list):
        return meta

    def now(seat: object) -> object:
        level = level_of(seat) if isinstance(seat, str) else None
        return AI_PREFIX + renamed[level] if level is not None and level in renamed else seat
    return {**meta, "seats": [now(seat) for seat in seats]}


@dataclass(frozen=True)
class Computer:
    """A game's computer players as its public `ai` module offers them: the same refusals,
    seeding and hint level in every game. `public(game, decision)` makes a level's decision on
    the core into the game's public move."""

    table: Mapping[str, Level]
    public: Callable[[Any, Any], Any]
    hint_level: str = HINT_LEVEL

    def budget_of(self, level: str) -> float:
        """A level's own time budget per decision, in seconds."""
        return find(self.table, level).budget

    def choose(self, game: Any, level: str, *, seed: int | None = None,
               budget: float | None = None) -> Any:
        """A legal decision for `game.to_move` at a level or a baseline (the game's `LEVELS`,
        `BASELINES`). `budget`: seconds to think at most (None: the level's own), a safety
        cap. With a seed the choice is repeatable (as long as a slow machine does not hit the
        cap)."""
        if game.over:
            raise IllegalMove("game_over")
        decision = decide(self.table, level, game.core, random.Random(seed), budget)
        return self.public(game, decision)

    def hint(self, game: Any, *, seed: int | None = None, budget: float | None = None) -> Any:
        """The hint level's decision for the player to move (the human's hint button)."""
        return self.choose(game, self.hint_level, seed=seed, budget=budget)
