"""What seeing the hidden tiles is worth: a level's own search on the true game, in the arena.

A fair search samples worlds: the tiles its seat cannot see (the other hands, the order of the
bag or box) dealt again from what the seat knows. Here player A's searches are handed the true
game instead, so every world is the real one and every draw is known in advance; player B
plays fair. Not a level and never offered: it measures how much of a gap between two levels is
hidden information rather than search, and how far the luck of the deal alone keeps a game's
results from spreading (where even a player who sees every tile loses some games). Seeing can
also be worth nothing: every world is then one, and the replies foreseen in it are the search's
model of the others, not their own.

With `--sees hands` A sees the other hands but not the bag: its worlds keep the true hands and
draw the rest at random. That is the most any fair reading of the others' hands from their
past plays could give (an inference, as strong Scrabble programs make), beside what only the
seat's own next draws hold.

    python3 tools/seeing.py --game ginnyo --a expert --b greedy-max --games 100 [--sees hands]

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
from tabletop.rng import Minstd  # noqa: E402

#: Where each game's search samples its worlds: (module, class or None, function), a callable
#: whose first argument is the true state and whose result is a world to search.
SAMPLERS: dict[str, tuple[str, str | None, str]] = {
    "genial": ("genial.core", "State", "resample"),
    "qwirkle": ("qwirkle.core", "State", "resample"),
    "ginnyo": ("ginnyo.ai.lookahead", None, "world"),
}
#: What a seeing level sees (`--sees`), and the prefix of its name in the arena.
PREFIXES = {"all": "seeing-", "hands": "seeing-hands-"}

#: What the level deciding now sees ("all", "hands"), or None while a fair level decides.
_seeing: list[str | None] = [None]


def sampler_site(game: str) -> tuple[Any, str]:
    """The object holding the game's world sampler (its module or core class), and its name."""
    module, owner, name = SAMPLERS[game]
    holder: Any = importlib.import_module(module)
    return (holder if owner is None else getattr(holder, owner)), name


@contextmanager
def seeing_now(sees: str = "all") -> Iterator[None]:
    """While inside, a patched sampler returns the true game (`sees` "all"), or the true hands
    with draws it cannot know ("hands"): a seeing level is deciding."""
    _seeing[0] = sees
    try:
        yield
    finally:
        _seeing[0] = None


def hands_seen(state: Any, rnd: Any) -> Any:
    """A copy of the true game whose bag is mixed and drawn from a new generator seeded from
    `rnd`: every hand is the real one, no draw is known in advance."""
    s = state.copy()
    rnd.shuffle(s.bag)
    s.rng = Minstd(rnd.getrandbits(31))
    return s


@contextmanager
def truth_for_seeing(game: str) -> Iterator[None]:
    """While inside, the game's world sampler returns what a seeing level sees when one
    decides (`seeing_now`), and samples fairly otherwise. Every sampler takes its random
    generator last."""
    holder, name = sampler_site(game)
    fair: Callable[..., Any] = getattr(holder, name)

    def sampler(state: Any, *args: Any) -> Any:
        sees = _seeing[0]
        if sees == "all":
            return state.copy()
        return hands_seen(state, args[-1]) if sees == "hands" else fair(state, *args)
    setattr(holder, name, sampler)
    try:
        yield
    finally:
        setattr(holder, name, fair)


def seeing_level(level: Level, sees: str = "all") -> Level:
    """The level with its worlds replaced by what it sees (inside `truth_for_seeing`)."""
    def decide(state: Any, rnd: Any, budget: float) -> Any:
        with seeing_now(sees):
            return level.decide(state, rnd, budget)
    seen = "the hidden tiles" if sees == "all" else "the other hands"
    return Level(PREFIXES[sees] + level.name, f"sees {seen}: " + level.about, level.budget,
                 decide)


@contextmanager
def seeing_levels(game: str, sees: str = "all") -> Iterator[None]:
    """While inside, `seeing-<level>` (`seeing-hands-<level>` when it `sees` "hands") is an
    arena baseline of the game for each of its levels."""
    ai = importlib.import_module(game + ".ai")
    table, baselines = ai.COMPUTER.table, ai.BASELINES
    names = {PREFIXES[sees] + name: name for name in ai.LEVELS}
    for seer, name in names.items():
        table[seer] = seeing_level(table[name], sees)
    ai.BASELINES = tuple(baselines) + tuple(names)
    try:
        with truth_for_seeing(game):
            yield
    finally:
        ai.BASELINES = baselines
        for seer in names:
            del table[seer]


def main(argv: Sequence[str]) -> int:
    """The arena's command line with `--a LEVEL` played by its seeing twin (`--sees all`, the
    default, or `--sees hands`)."""
    args = list(argv)
    game = args[args.index("--game") + 1] if "--game" in args else ""
    if game not in SAMPLERS:
        sys.exit(f"seeing.py: --game must be one of {', '.join(SAMPLERS)} (a game hiding tiles)")
    sees = "all"
    if "--sees" in args:
        at = args.index("--sees")
        sees = args[at + 1] if at + 1 < len(args) else ""
        del args[at:at + 2]
        if sees not in PREFIXES:
            sys.exit(f"seeing.py: --sees must be one of {', '.join(PREFIXES)}")
    if "--a" in args:
        at = args.index("--a") + 1
        args[at] = PREFIXES[sees] + args[at]
    with seeing_levels(game, sees):
        return arena.main(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
