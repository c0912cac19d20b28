"""A seat's world as data (#37, play by messages): what a guest device needs to play its turns
on its own engine, between two messages from the host.

By messages there is no channel to ask the host's engine while a player thinks (which tiles may
go where, what a placement scores), so the host sends, with every message for a seat, that
seat's world: the game's search world for it (`Game.resample`: everything the seat cannot see,
the other hands and the bag, dealt again at random from what it knows, the same world a fair
search or the hint sees). The guest's engine restores it and answers its player's questions
from it, and checks a decision before it is sent; the host's engine still decides (it plays the
decision on the true game). Nothing in a world tells more than the seat knows: no seed, no
decision, no true hand but its own.

A world is JSON: the game's config and the core state's plain fields (numbers, texts, lists,
dicts and tuples, the random generator), each value tagged where JSON would lose it (a tuple, a
dict with number keys, an integer beyond 2**53). Fields holding the game's static facts
(geometry, the mode: objects built from the config) are not sent: the guest's fresh game of the
same config has them. Restoring accepts only the fields a fresh game has as plain data, so a
world cannot replace a static object or bring any other type.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from .errors import Refusal
from .rng import Minstd, SplitMix64

SAFE = 2**53
#: The generators a state may hold: a world's draws come from one.
GENERATORS = {"SplitMix64": SplitMix64, "Minstd": Minstd}
#: The game's own fields besides the core that are never sent (the decisions, seed and meta
#: would tell what the seat did not see).
PRIVATE = {"seed", "meta", "_state", "_decisions"}


def _plain(value: Any) -> bool:
    """Whether `value` is state data a world carries (no static object). Containers count
    only as the builtin types themselves: a subclass (Blokus's `Catalogue`, a dict that makes
    its entries when first asked; a `Place`, a tuple) is an object of the game's, which a
    world must neither carry nor replace with plain data that lacks its behaviour."""
    if value is None or type(value) in (bool, int, str):
        return True
    if type(value) in (list, tuple):
        return all(map(_plain, value))
    if type(value) is dict:
        return all(_plain(k) and _plain(v) for k, v in value.items())
    return type(value) in GENERATORS.values()


def encode(value: Any) -> Any:
    """`value` (plain data) as JSON data that JavaScript reads back exactly."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int):
        return value if -SAFE < value < SAFE else {"$n": str(value)}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$t": [encode(v) for v in value]}
    if isinstance(value, dict):
        return {"$d": [[encode(k), encode(v)] for k, v in value.items()]}
    return {"$g": type(value).__name__, "state": encode(value.state)}


def decode(data: Any, depth: int = 0) -> Any:
    """The plain data `encode` wrote; anything else refused (world_bad)."""
    if depth > 8:
        raise Refusal("world_bad")
    if data is None or isinstance(data, bool | int | str):
        return data
    if isinstance(data, list):
        return [decode(v, depth + 1) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise Refusal("world_bad")
    if "$n" in data and isinstance(data["$n"], str) and data["$n"].lstrip("-").isdigit():
        return int(data["$n"])
    if isinstance(data.get("$t"), list):
        return tuple(decode(v, depth + 1) for v in data["$t"])
    pairs = data.get("$d")
    if isinstance(pairs, list) and all(isinstance(p, list) and len(p) == 2 for p in pairs):
        return {decode(k, depth + 1): decode(v, depth + 1) for k, v in pairs}
    kind, state = GENERATORS.get(str(data.get("$g"))), decode(data.get("state"), depth + 1)
    if kind is None or not isinstance(state, int) or isinstance(state, bool):
        raise Refusal("world_bad")
    generator: Any = kind.__new__(kind)
    generator.state = state
    return generator


def _fields(obj: Any) -> dict[str, Any]:
    """The fields of a core state (its __slots__) or of a game (its __dict__); none of None."""
    if obj is None:
        return {}
    slots = getattr(type(obj), "__slots__", None)
    if slots is not None:
        return {name: getattr(obj, name) for name in slots if hasattr(obj, name)}
    return {k: v for k, v in vars(obj).items() if k not in PRIVATE}


def _parts(game: Any) -> dict[str, Any]:
    """What holds a game's state: its integer core (a house game's `core`), and the game
    itself (its own fields: a game without a core keeps all its state there)."""
    return {"state": getattr(game, "core", None), "game": game}


def snapshot(game: Any) -> dict[str, Any]:
    """A world (`game` already resampled for the seat) as JSON data."""
    return {"config": game.to_record()["config"],
            **{part: {k: encode(v) for k, v in _fields(obj).items() if _plain(v)}
               for part, obj in _parts(game).items()}}


def restore(G: ModuleType, world: Any) -> Any:
    """The game of a world of game G: a fresh game of its config (seed 0, no decision) with the
    world's fields; refused (world_bad, or the config's own refusal) if it is not one."""
    parts = ("config", "state", "game")
    if not isinstance(world, dict) or not all(isinstance(world.get(k), dict) for k in parts):
        raise Refusal("world_bad")
    game = G.new_game(**G.setup(world["config"]), seed=0)
    for part, obj in _parts(game).items():
        _fill(obj, world[part])
    return game


def _fill(obj: Any, fields: dict[str, Any]) -> None:
    """Set each of `fields` that `obj` holds as plain data, with a value of the same type (none
    is refused)."""
    own = _fields(obj)
    for name, data in fields.items():
        value = decode(data)
        if name not in own or not _plain(own[name]) or not _same_kind(own[name], value):
            raise Refusal("world_bad")
        setattr(obj, name, value)


def _same_kind(fresh: Any, value: Any) -> bool:
    """Whether a world's value may take the place of a fresh game's (a generator for a
    generator, a list for a list...; None for anything, and anything for None)."""
    if fresh is None or value is None:
        return True
    generators = tuple(GENERATORS.values())
    if isinstance(fresh, generators):
        return isinstance(value, generators)
    return type(fresh) is type(value)
