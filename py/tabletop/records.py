"""The record envelope every game shares, and reading JSON from outside without harm.

A record is versioned JSON data that replays a game exactly:
`{"format": <game>, "version": n, "config": {...}, "seed": s, "decisions": [...], "meta": {...}}`.
A record from anywhere (a file, a paste, a link, local storage) is hostile until replayed:
`read_envelope` checks the fields the house owns, the game checks its `config`, and `replay`
plays every decision, so that nothing but `RecordError` escapes.

Seeds cross into JavaScript, whose numbers are doubles: a new seed is drawn below 2**53
(`fresh_seed`), and a record writes a larger one (from an older record) as decimal text
(`seed_to_json`), which `read_seed` accepts beside the integer.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, TypeVar

from .errors import IllegalMove, RecordError, Refusal, show
from .levels import renamed_seats
from .protocol import Game

MAX_SEED = (1 << 64) - 1  # records of any age carry seeds up to this
SAFE_SEED = (1 << 53) - 1  # the largest integer a JavaScript number holds exactly
MAX_TEXT = 200_000  # characters of JSON accepted in a record
MAX_DEPTH = 32  # nesting of arrays and objects: Pyodide's stack overflows long before CPython's
MAX_DECISIONS = 1000  # more than any game of the house needs
MAX_DECISION_TEXT = 200  # characters of one decision in notation
T = TypeVar("T")
G = TypeVar("G", bound=Game)  # a game of any package
KEYS = frozenset({"format", "version", "config", "seed", "decisions", "meta"})


def fresh_seed() -> int:
    """A random seed that survives JavaScript's JSON.parse exactly (below 2**53)."""
    return int.from_bytes(os.urandom(7), "big") >> 3


def check_seed(seed: object) -> int:
    """A seed given to a new game or read from a record: an integer 0..2**64-1, or its
    decimal text (how a record carries one above 2**53)."""
    if isinstance(seed, str) and seed.isdigit() and len(seed) <= 20:
        seed = int(seed)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise Refusal("seed_range", value=show(seed))
    return seed


def unsafe_number(data: object) -> int | float | None:
    """The first number in JSON data that JavaScript's JSON.parse would not read back as the
    same value (an integer beyond SAFE_SEED either way, NaN, an infinity), or None."""
    if isinstance(data, bool):
        return None
    if isinstance(data, int):
        return data if abs(data) > SAFE_SEED else None
    if isinstance(data, float):
        return None if math.isfinite(data) else data
    children = data.values() if isinstance(data, dict) else data if isinstance(data, list) else ()
    return next((n for n in map(unsafe_number, children) if n is not None), None)


def seed_to_json(seed: int) -> int | str:
    """The seed as a record writes it: a number while JavaScript keeps it exact, else text."""
    return seed if seed <= SAFE_SEED else str(seed)


def envelope(fmt: str, version: int, config: dict[str, Any], seed: int,
             decisions: Sequence[str], meta: dict[str, Any]) -> dict[str, Any]:
    """A record as JSON-serialisable data (meta only when there is some)."""
    record: dict[str, Any] = {"format": fmt, "version": version, "config": config,
                              "seed": seed_to_json(seed), "decisions": list(decisions)}
    if meta:
        record["meta"] = meta
    return record


def read_envelope(data: object, fmt: str, name: str, versions: Sequence[int],
                  renamed: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The record as a checked dict: JSON text or bytes parsed, the house's fields checked.

    `fmt` is the game's format name, `name` how a player calls the game (for the message),
    `versions` the record versions the game reads, the one it writes last. Its `config` is the
    game's to check; its `seed` is returned checked, its `decisions` checked as a list of short
    strings. A record older than the last version names its computer seats by the level ids
    of its time: `renamed` (former id -> id now) gives them today's names, here, the one place
    every record is read, so an old saved game loads with every seat.
    """
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("record_not_utf8") from None
    if isinstance(data, str):
        data = parse_json(data)
    if not isinstance(data, dict):
        raise RecordError("record_not_object", type=type(data).__name__)
    if data_depth(data) > MAX_DEPTH:
        raise RecordError("record_too_deep", limit=MAX_DEPTH)
    if data.get("format") != fmt:
        raise RecordError("record_format", expected=name, value=show(data.get("format")))
    unknown = set(data) - KEYS
    if unknown:
        raise RecordError("unknown_fields", fields=show(", ".join(sorted(map(str, unknown)))))
    version = data.get("version")
    if type(version) is not int or version not in versions:
        raise RecordError("record_version", value=show(version),
                          version=", ".join(map(str, versions)))
    for key in ("config", "seed", "decisions"):
        if key not in data:
            raise RecordError("record_missing", field=key)
    if not isinstance(data.get("meta", {}), dict):
        raise RecordError("record_meta")
    decisions = data["decisions"]
    if not isinstance(decisions, list):
        raise RecordError("record_decisions")
    if len(decisions) > MAX_DECISIONS:
        raise RecordError("too_many_decisions", count=len(decisions), limit=MAX_DECISIONS)
    for i, decision in enumerate(decisions, 1):
        if not isinstance(decision, str) or len(decision) > MAX_DECISION_TEXT:
            raise RecordError("decision_not_text", n=i, value=show(decision))
    seed = as_record_error(check_seed, data["seed"])
    meta = data.get("meta", {})
    if renamed and version < versions[-1]:
        meta = renamed_seats(meta, renamed)
    return {**data, "seed": seed, "meta": meta}


def as_record_error(check: Callable[..., T], *args: Any) -> T:
    """`check(*args)`, a value read from a record; its refusal (a bad config or seed) becomes a
    RecordError with the same code and params, so `from_record` raises nothing else."""
    try:
        return check(*args)
    except Refusal as err:
        raise RecordError(err.code, **err.params) from None


def rebuild(game: G, record: dict[str, Any]) -> G:
    """A game just made from a record's config and seed, given its meta and its decisions
    replayed (a refused one is a RecordError naming it)."""
    game.meta = record["meta"]
    replay(game.play, record["decisions"])
    return game


def replay(play: Callable[[str], Any], decisions: Sequence[str]) -> None:
    """Play each decision in turn; the first refused one is a RecordError naming it and why."""
    for i, decision in enumerate(decisions, 1):
        try:
            play(decision)
        except IllegalMove as err:
            raise RecordError("decision_refused", n=i, move=repr(decision), reason=err) from None


def parse_json(text: str, subject: str = "record", limit: int = MAX_TEXT) -> Any:
    """JSON text to data, refusing (RecordError) what is too large, too deep or malformed.

    `subject` is "record" or "request": the refusal codes are `<subject>_too_large`, etc.

    Size and depth are checked before parsing: in Pyodide a deeply nested document overflows
    the stack fatally, taking the whole worker down, long before a RecursionError could be caught.
    """
    if len(text) > limit:
        raise RecordError(f"{subject}_too_large", size=len(text), limit=limit)
    if text_depth(text) > MAX_DEPTH:
        raise RecordError(f"{subject}_too_deep", limit=MAX_DEPTH)
    try:
        return json.loads(text, parse_constant=partial(_not_a_number, subject))
    except RecordError:
        raise
    except json.JSONDecodeError as err:
        raise RecordError(f"{subject}_not_json", line=err.lineno, column=err.colno) from None
    except ValueError:  # an integer past Python's 4,300-digit conversion limit
        raise RecordError(f"{subject}_huge_number") from None
    except RecursionError:
        raise RecordError(f"{subject}_too_deep", limit=MAX_DEPTH) from None


def _not_a_number(subject: str, name: str) -> float:
    """NaN and Infinity: Python's json reads them, JSON and JavaScript's JSON.parse do not."""
    raise RecordError(f"{subject}_not_number", value=name)


def text_depth(text: str) -> int:
    """How deeply JSON text nests, read without recursion (stops counting past MAX_DEPTH)."""
    depth = peak = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return depth
            peak = max(peak, depth)
        elif ch in "]}":
            depth -= 1
    return peak


def data_depth(data: object, depth: int = 0) -> int:
    """How deeply parsed data nests (stops descending past MAX_DEPTH)."""
    if depth > MAX_DEPTH or not isinstance(data, dict | list):
        return depth
    children = data.values() if isinstance(data, dict) else data
    return max((data_depth(c, depth + 1) for c in children), default=depth + 1)
