"""What every house game's `Game` object holds alike: a seed, free meta data, its integer core
and its decisions in notation (the seed plus the decisions replay it exactly), how it copies,
and the plain ranking by score that most games share.

A game's `Game` subclasses `BaseGame` (or `DealtGame`, for a game of hidden hands drawn from a
bag) and adds its rules: what it may see and do (board, hands, legal moves, play), kept in its
own package.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from . import games, records


class Core(Protocol):
    """What the house reads of a game's integer core: whose decision it is, the phase, a copy."""

    @property
    def to_move(self) -> int: ...

    @property
    def phase(self) -> str: ...

    def copy(self) -> Any: ...


class DealtCore(Core, Protocol):
    """A core that deals hidden hands from a bag."""

    @property
    def bag(self) -> Sequence[Any]: ...

    @property
    def hands(self) -> Sequence[Sequence[Any]]: ...


S = TypeVar("S", bound=Core)
D = TypeVar("D", bound=DealtCore)
T = TypeVar("T", bound="BaseGame[Any]")


class BaseGame(Generic[S]):
    """A game's seed, meta, core state (`S`: anything with `copy()`, `to_move`, `phase`) and
    decisions, and its record. A game's `Game` sets NAME, TITLE and VERSION and says its
    `config()`: the house writes the record from them, so a game's record.py only reads."""

    NAME: ClassVar[str]  # the records' format, also the page's ?game=
    TITLE: ClassVar[str]  # how players call the game (in refusals of a record)
    VERSION: ClassVar[int]  # the record version this engine writes

    def __init__(self, seed: int | None, state: Callable[[int], S]) -> None:
        """`state(seed)` builds the core once the seed is checked (or drawn when None)."""
        self.seed = records.fresh_seed() if seed is None else records.check_seed(seed)
        self.meta: dict[str, Any] = {}  # free JSON data kept in the record (seats, levels…)
        self._state = state(self.seed)
        self._decisions: list[str] = []

    @property
    def core(self) -> S:
        """The integer core (the fast path for search). Read it; change it only via play()."""
        return self._state

    @property
    def to_move(self) -> int:
        """The seat deciding now."""
        return self._state.to_move

    @property
    def phase(self) -> str:
        """The game's phase: "over" once it has ended, else the game's own ("place",
        Génial's "swap"…)."""
        return self._state.phase

    @property
    def decisions(self) -> list[str]:
        """Every decision so far, in notation."""
        return list(self._decisions)

    def config(self) -> dict[str, Any]:
        """The setup a record keeps: new_game's arguments but the seed (the game's own)."""
        raise NotImplementedError

    # The game's own, which view() reads (tabletop.protocol.Game says what each is).
    @property
    def players(self) -> int:
        raise NotImplementedError

    @property
    def over(self) -> bool:
        raise NotImplementedError

    @property
    def scores(self) -> list[Any]:
        raise NotImplementedError

    def ranking(self) -> list[list[int]]:
        raise NotImplementedError

    def to_record(self) -> dict[str, Any]:
        """Versioned JSON-serialisable record: the game's format, version and config, its
        seed, decisions and meta (tabletop.records.envelope; the game's record.py reads it)."""
        return records.envelope(self.NAME, self.VERSION, self.config(), self.seed,
                                self.decisions, self.meta)

    def view(self, seats: Sequence[int] = ()) -> dict[str, Any]:
        """What the page shows of the game, as JSON data (tabletop.protocol): the fields every
        game shows alike, written here (players, to_move, phase, over, scores, and the ranking
        once over), and the game's own from its page module's `view(game, seats)` (the board,
        the hands of `seats` only, counts...)."""
        over = self.over
        own = games.page(games.package_of(self), "view")(self, seats)
        return {"players": self.players, "to_move": self.to_move, "phase": self.phase,
                "over": over, "scores": self.scores, "ranking": self.ranking() if over else None,
                **own}

    def copy(self: T) -> T:
        """An independent copy (same seed, same decisions): the core copied, the rest kept."""
        g = object.__new__(type(self))
        g.__dict__.update(self.__dict__)
        g.meta, g._state, g._decisions = dict(self.meta), self._state.copy(), self._decisions[:]
        return g


class DealtGame(BaseGame[D]):
    """A table whose core deals hidden hands from a bag (`S` also has `bag` and `hands`): what
    every seat may know of them is their sizes."""

    @property
    def bag_count(self) -> int:
        """Tiles left in the bag."""
        return len(self._state.bag)

    @property
    def hand_sizes(self) -> list[int]:
        """How many tiles each seat holds."""
        return [len(h) for h in self._state.hands]


def rank(scores: Sequence[int]) -> list[list[int]]:
    """Groups of sides, best score first; equal scores share a place (no tie-break)."""
    groups: list[list[int]] = []
    for side in sorted(range(len(scores)), key=lambda s: -scores[s]):
        if groups and scores[groups[-1][0]] == scores[side]:
            groups[-1].append(side)
        else:
            groups.append([side])
    return groups
