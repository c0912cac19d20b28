"""Game records: versioned JSON data that replays a game exactly (config, seed, decisions).

A record from anywhere (a file, a paste, a link, local storage) is hostile until replayed:
every field is checked for type and size, and every decision must be legal when replayed,
otherwise `RecordError` names the problem. Nothing else escapes from `from_record`.
"""

from __future__ import annotations

import json
from typing import Any

from .errors import IllegalMove, RecordError, show
from .game import MAX_SEED, Game

FORMAT = "genial"
VERSION = 1
MAX_DECISIONS = 1000  # a real game has at most ~81 placements plus swap decisions
MAX_TEXT = 200_000  # characters of JSON accepted in a record
MAX_DEPTH = 32  # nesting of arrays and objects: Pyodide's stack overflows long before CPython's
_KEYS = {"format", "version", "config", "seed", "decisions", "meta"}


def to_record(game: Game) -> dict[str, Any]:
    """The game as JSON-serialisable data."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "config": {"players": game.players, "teams": game.teams},
        "seed": game.seed,
        "decisions": game.decisions,
    }
    if game.meta:
        record["meta"] = game.meta
    return record


def from_record(data: dict[str, Any] | str | bytes) -> Game:
    """Rebuild the identical game from a record (a dict, or its JSON text)."""
    record = _load(data)
    players, teams, seed = _config(record)
    decisions = record["decisions"]
    if not isinstance(decisions, list):
        raise RecordError("record_decisions")
    if len(decisions) > MAX_DECISIONS:
        raise RecordError("too_many_decisions", count=len(decisions), limit=MAX_DECISIONS)
    game = Game(players, seed, teams)
    meta = record.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("record_meta")
    game.meta = meta
    for i, decision in enumerate(decisions, 1):
        if not isinstance(decision, str) or len(decision) > 64:
            raise RecordError("decision_not_text", n=i, value=show(decision))
        try:
            game.play(decision)
        except IllegalMove as err:
            raise RecordError("decision_refused", n=i, move=repr(decision), reason=err) from None
    return game


def _load(data: object) -> dict[str, Any]:
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("record_not_utf8") from None
    if isinstance(data, str):
        data = parse_json(data)
    if not isinstance(data, dict):
        raise RecordError("record_not_object", type=type(data).__name__)
    if _data_depth(data) > MAX_DEPTH:
        raise RecordError("record_too_deep", limit=MAX_DEPTH)
    if data.get("format") != FORMAT:
        raise RecordError("not_genial_record", value=show(data.get("format")))
    unknown = set(data) - _KEYS
    if unknown:
        raise RecordError("unknown_fields", fields=show(", ".join(sorted(map(str, unknown)))))
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise RecordError("record_version", value=show(version), version=VERSION)
    for key in ("config", "seed", "decisions"):
        if key not in data:
            raise RecordError("record_missing", field=key)
    return data


def _config(record: dict[str, Any]) -> tuple[int, bool, int]:
    config = record["config"]
    if not isinstance(config, dict) or set(config) - {"players", "teams"}:
        raise RecordError("record_config")
    players, teams = config.get("players"), config.get("teams", False)
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 4:
        raise RecordError("players_range", value=show(players))
    if not isinstance(teams, bool):
        raise RecordError("bad_teams", value=show(teams))
    if teams and players != 4:
        raise RecordError("teams_need_four")
    seed = record["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise RecordError("seed_range", value=show(seed))
    return players, teams, seed


def parse_json(text: str, subject: str = "record", limit: int = MAX_TEXT) -> Any:
    """JSON text to data, refusing (RecordError) what is too large, too deep or malformed.

    `subject` is "record" or "request": the refusal codes are `<subject>_too_large`, etc.

    Size and depth are checked before parsing: in Pyodide a deeply nested document overflows
    the stack fatally, taking the whole worker down, long before a RecursionError could be caught.
    """
    if len(text) > limit:
        raise RecordError(f"{subject}_too_large", size=len(text), limit=limit)
    if _text_depth(text) > MAX_DEPTH:
        raise RecordError(f"{subject}_too_deep", limit=MAX_DEPTH)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"{subject}_not_json", line=err.lineno, column=err.colno) from None
    except ValueError:  # an integer past Python's 4,300-digit conversion limit
        raise RecordError(f"{subject}_huge_number") from None
    except RecursionError:
        raise RecordError(f"{subject}_too_deep", limit=MAX_DEPTH) from None


def _text_depth(text: str) -> int:
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


def _data_depth(data: object, depth: int = 0) -> int:
    """How deeply parsed data nests (stops descending past MAX_DEPTH)."""
    if depth > MAX_DEPTH or not isinstance(data, dict | list):
        return depth
    children = data.values() if isinstance(data, dict) else data
    return max((_data_depth(c, depth + 1) for c in children), default=depth + 1)
