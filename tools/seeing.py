"""What seeing the hidden tiles is worth: a level's own search on the true game, in the arena.

A fair search samples worlds: the tiles its seat cannot see (the other hands, the order of the
bag or box) dealt again from what the seat knows. Here player A's searches are handed the true
game instead, so every world is the real one and every draw is known in advance; player B
plays fair. Not a level and never offered: it measures how much of a gap between two levels is
hidden information rather than search, and how far the luck of the deal alone keeps a game's
results from spreading (where even a player who sees every tile loses some games). Seeing can
also be worth nothing: every world is then one, and the replies foreseen in it are the search's
model of the others, not their own.

    python3 tools/seeing.py --game ginnyo --a master --b greedy-max --games 100

takes the arena's own options (`python -m tabletop.arena --help`); the match is reported with
A named `seeing-<level>`, and `--out` keeps that name. Blokus hides nothing, so it is not here.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from tabletop import arena  # noqa: E402  (the repository's packages, found through ROOT)
from tabletop.levels import Level  # noqa: E402

#: Where each game's search samples its worlds: (module, class or None, function), a callable
#: whose first argument is the true state and whose result is a world to search.
SAMPLERS: dict[str, tuple[str, str | None, str]] = {
    "genial": ("genial.core", "State", "resample"),
    "qwirkle": ("qwirkle.core", "State", "resample"),
    "ginnyo": ("ginnyo.ai.lookahead", None, "world"),
}
PREFIX = "seeing-"

#: True while a seeing level decides: the patched sampler then returns the true game.
_seeing = [False]


def sampler_site(game: str) -> tuple[Any, str]:
    """The object holding the game's world sampler (its module or core class), and its name."""
    module, owner, name = SAMPLERS[game]
    holder: Any = importlib.import_module(module)
    return (holder if owner is None else getattr(holder, owner)), name


@contextmanager
def seeing_now() -> Iterator[None]:
    """While inside, a patched sampler returns the true game: a seeing level is deciding."""
    _seeing[0] = True
    try:
        yield
    finally:
        _seeing[0] = False


@contextmanager
def truth_for_seeing(game: str) -> Iterator[None]:
    """While inside, the game's world sampler returns a copy of the true state when a seeing
    level decides (`seeing_now`), and samples fairly otherwise."""
    holder, name = sampler_site(game)
    fair: Callable[..., Any] = getattr(holder, name)

    def sampler(state: Any, *args: Any) -> Any:
        return state.copy() if _seeing[0] else fair(state, *args)
    setattr(holder, name, sampler)
    try:
        yield
    finally:
        setattr(holder, name, fair)


def seeing_level(level: Level) -> Level:
    """The level with its worlds replaced by the truth (inside `truth_for_seeing`)."""
    def decide(state: Any, rnd: Any, budget: float) -> Any:
        with seeing_now():
            return level.decide(state, rnd, budget)
    return Level(PREFIX + level.name, "sees the hidden tiles: " + level.about, level.budget,
                 decide)


@contextmanager
def seeing_levels(game: str) -> Iterator[None]:
    """While inside, `seeing-<level>` is an arena baseline of the game for each of its levels."""
    ai = importlib.import_module(game + ".ai")
    table, baselines = ai.COMPUTER.table, ai.BASELINES
    for name in ai.LEVELS:
        table[PREFIX + name] = seeing_level(table[name])
    ai.BASELINES = tuple(baselines) + tuple(PREFIX + name for name in ai.LEVELS)
    try:
        with truth_for_seeing(game):
            yield
    finally:
        ai.BASELINES = baselines
        for name in ai.LEVELS:
            del table[PREFIX + name]


def main(argv: Sequence[str]) -> int:
    """The arena's command line with `--a LEVEL` played by its seeing twin."""
    args = list(argv)
    game = args[args.index("--game") + 1] if "--game" in args else ""
    if game not in SAMPLERS:
        sys.exit(f"seeing.py: --game must be one of {', '.join(SAMPLERS)} (a game hiding tiles)")
    if "--a" in args:
        at = args.index("--a") + 1
        args[at] = PREFIX + args[at]
    with seeing_levels(game):
        return arena.main(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
