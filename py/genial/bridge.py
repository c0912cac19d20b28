"""The JSON bridge between the web page and the engine: one entry point, `handle`.

The page (through its Pyodide worker) sends a command name and JSON arguments; the bridge
answers JSON text: `{"ok": true, "result": ...}` or `{"ok": false, "error": {"type", "message"}}`,
the error of a refusal with its `code` and `params` too (genial.errors), for the page's locales.
Every argument is checked before use, so bad input is a refusal, never a Python error; an
error with a `trace` is a bug. Every answer survives JavaScript's JSON.parse exactly (no
integer beyond 2**53, no NaN): the seed travels as text, and a record whose numbers could not
cross is refused when loaded.
Everything the page shows — legal cells, previews, scores, the lowest markers, the ranking —
comes from here, so no rule is ever computed in JavaScript. The bridge holds one session: the
game being played and what each seat is (a human, or a computer level).

Commands (arguments → result):
    static      {}                                   → static_info(): board geometry, levels
    new         {players, teams?, seed?, seats}      → view (integers as JSON or decimal text)
    load        {record}                             → view (seats come from the record's meta)
    view        {}                                   → view
    options     {tile: [a, b]}                       → placements of that tile, a on `first`
    play        {move: "red-blue@0,-4:1,-4" | "swap" | "keep"} → {events, view}
    ai          {budget?}                            → {move, events, view} (a computer seat)
    record      {}                                   → the game record (JSON data)
    undo        {}                                   → view, back to before the latest human
                                                       decision (computers' replies undone too)
    history     {}                                   → review.history(): one entry per decision
    position    {count}                              → view of the game after `count` decisions
    hint        {}                                   → the expert's decision for the seat to move
    analyse     {index, budget?}                     → review.analyse(): one placement vs the expert
"""

from __future__ import annotations

import importlib
import importlib.util
import itertools
import json
import re
import traceback
from typing import Any

from tabletop.records import unsafe_number

from . import Game, Place, from_record, new_game, parse_move, review
from .area import FULL_RADIUS, RADIUS_BY_PLAYERS
from .colours import COLOURS, PRINTED_SYMBOLS, SYMBOLS
from .errors import RecordError, Refusal, show
from .record import MAX_TEXT, parse_json

MAX_REQUEST = 2 * MAX_TEXT  # a request may carry a whole record and a little more
MAX_BUDGET = 5  # seconds: the most a computer decision or an analysed position may take
MAX_DIGITS = 4300  # Python's limit for converting decimal text to an integer
HUMAN = "human"
AI_PREFIX = "ai-"


class BridgeError(Refusal):
    """A request the bridge cannot serve (bad arguments, no game yet); the state is unchanged."""


def _ai_module() -> Any:
    """genial.ai once it provides its contract (LEVELS and choose), else None."""
    if importlib.util.find_spec("genial.ai") is None:
        return None
    ai = importlib.import_module("genial.ai")
    return ai if hasattr(ai, "LEVELS") and hasattr(ai, "choose") else None


def ai_levels() -> tuple[str, ...]:
    """The computer levels, weakest first: genial.ai's when it exists, else one simple level."""
    ai = _ai_module()
    return ("beginner",) if ai is None else tuple(ai.LEVELS)


def choose_move(game: Game, level: str, seed: int, budget: float | None) -> Any:
    """The computer's decision: genial.ai's when it exists, else the first legal move."""
    ai = _ai_module()
    if ai is None:
        return game.legal_moves()[0]
    return ai.choose(game, level, seed=seed, budget=budget)


def static_info() -> dict[str, Any]:
    """What the page draws before Python has loaded (build.py writes it to board.json)."""
    return {
        "colours": list(COLOURS),
        "symbols": dict(SYMBOLS),
        "printed": [{"q": q, "r": r, "colour": c} for (q, r), c in PRINTED_SYMBOLS],
        "radius_by_players": {str(k): v for k, v in RADIUS_BY_PLAYERS.items()},
        "full_radius": FULL_RADIUS,
        "levels": list(ai_levels()),
        "max_record": MAX_TEXT,  # the page refuses larger imports before reading them
    }


# ---------------------------------------------------------------- arguments


_DECIMAL = re.compile(r"-?[0-9]+")


def _shown(value: Any) -> str:
    """A value from a request as the page wrote it, shortened: text and numbers as `show`
    gives them, anything else as JSON (null, true, ["a", "b"]), never a Python repr."""
    if isinstance(value, str) or (isinstance(value, int | float) and not isinstance(value, bool)):
        return show(value)
    return _short(json.dumps(value, ensure_ascii=False))


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:40] + "…"


def _int(args: dict, key: str, default: Any = None) -> Any:
    """An integer argument: a JSON integer or its decimal text (the page sends its address's
    values as written, so that a refusal names them). The caller checks its range."""
    value = args.get(key, default)
    if value is default:
        return value
    if isinstance(value, str) and _DECIMAL.fullmatch(value.strip()):
        if len(value.strip().lstrip("-")) > MAX_DIGITS:
            raise BridgeError("request_huge_number")
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise BridgeError("bad_integer", key=key, value=_shown(value))
    return value


def _budget(args: dict, default: float | None) -> float | None:
    """Seconds of search: a number above 0 and at most MAX_BUDGET (None: the level's own)."""
    value = args.get("budget", default)
    if value is None:
        return None
    if not isinstance(value, int | float) or isinstance(value, bool) or not 0 < value <= MAX_BUDGET:
        raise BridgeError("budget_range", limit=MAX_BUDGET, value=_shown(value))
    return value


def _seats(value: Any, players: int) -> list[str]:
    """Check the seat list: one per player, each 'human' or 'ai-<level>'."""
    if value is None:
        return [HUMAN] + [AI_PREFIX + ai_levels()[0]] * (players - 1)
    if not isinstance(value, list):
        raise BridgeError("bad_seats", players=players, value=_shown(value))
    if len(value) != players:
        listed = ", ".join(seat if isinstance(seat, str) else _shown(seat) for seat in value)
        raise BridgeError("seat_count", players=players, count=len(value), seats=_short(listed))
    choices = [HUMAN, *(AI_PREFIX + level for level in ai_levels())]
    for seat in value:
        if seat not in choices:
            raise BridgeError("unknown_seat", value=_shown(seat), seats=", ".join(choices))
    return list(value)


def _tile(value: Any) -> tuple[str, str]:
    if not (isinstance(value, list | tuple) and len(value) == 2
            and all(c in COLOURS for c in value)):
        raise BridgeError("bad_tile", colours=", ".join(COLOURS), value=_shown(value))
    return value[0], value[1]


# ---------------------------------------------------------------- the session


class Session:
    """One game and its seats, plus what the page needs to mark: the latest turn's placements."""

    def __init__(self, game: Game, seats: list[str]) -> None:
        self.game = game
        self.seats = seats
        game.meta["seats"] = seats
        self.last: list[dict] = []  # place events of the latest turn (its bonus placements too)
        self.turn_done = True  # the next placement starts a new "latest turn"
        self.deciders = [entry["seat"] for entry in review.history(game)]  # seat per decision

    def play(self, move: Any) -> list[dict]:
        seat = self.game.to_move
        events = self.game.play(move)
        self.deciders.append(seat)
        for event in events:
            if event["type"] == "place":
                if self.turn_done:
                    self.last, self.turn_done = [], False
                self.last.append(event)
            elif event["type"] in ("turn", "over"):
                self.turn_done = True
        return events

    def undo_point(self) -> int | None:
        """How many decisions to keep to take back the latest human one (and the computers'
        after it); None when no human has decided yet."""
        humans = {seat for seat, kind in enumerate(self.seats) if kind == HUMAN}
        return next((i for i in range(len(self.deciders) - 1, -1, -1)
                     if self.deciders[i] in humans), None)

    def lowest(self, side: int) -> list[str]:
        markers = self.game.scores[side]
        low = min(markers.values())
        return [c for c in COLOURS if markers[c] == low]

    def view(self) -> dict[str, Any]:
        """Everything the page shows, as JSON data (hands of the human seats only)."""
        g = self.game
        sides = len(g.scores)
        result: dict[str, Any] = {
            "players": g.players, "teams": g.teams, "solo": g.solo, "radius": g.radius,
            "top": g.top, "seed": str(g.seed), "seats": self.seats,
            "side_of": [g.side_of(s) for s in range(g.players)],
            "board": [{"q": q, "r": r, "colour": c} for (q, r), c in sorted(g.board.items())],
            "tiles": self.tiles(),
            "to_move": g.to_move, "phase": g.phase, "over": g.over,
            "scores": g.scores, "lowest": [self.lowest(i) for i in range(sides)],
            "hands": [g.hand(s) if kind == HUMAN else None for s, kind in enumerate(self.seats)],
            "hand_sizes": g.hand_sizes, "bag": g.bag_count, "bonus": g.bonus_pending,
            "last": self.last, "decisions": len(g.decisions),
            "ranking": None, "standings": None, "winner": g.winner,
        }
        keep = self.undo_point()
        result["undo"] = None if keep is None else self.deciders[keep]  # whose decision it undoes
        if g.over:
            result["ranking"] = g.ranking()
            result["standings"] = self.standings(result["ranking"])
        return result

    def standings(self, ranking: list[list[int]]) -> list[list[dict[str, Any]]]:
        """The ranking with each side's markers sorted ascending, the ones that decided marked.

        `decisive` lists the positions where a side's sorted markers first differ from the
        group just above or just below it: that marker is what set the two places apart.
        """
        markers = [sorted(self.game.scores[i].items(), key=lambda kv: (kv[1], COLOURS.index(kv[0])))
                   for i in range(len(self.game.scores))]
        values = [[n for _, n in m] for m in markers]
        # Solo: the result is the lowest marker.
        decisive: dict[int, list[int]] = {side: [0] if self.game.solo else []
                                          for group in ranking for side in group}
        for upper, lower in itertools.pairwise(ranking):
            a, b = values[upper[0]], values[lower[0]]
            at = next((i for i in range(len(a)) if a[i] != b[i]), None)
            if at is not None:
                for side in upper + lower:
                    decisive[side].append(at)
        return [[{"side": s, "markers": [list(kv) for kv in markers[s]], "decisive": decisive[s]}
                 for s in group] for group in ranking]

    def tiles(self) -> list[dict[str, Any]]:
        """The placed tiles, so the page can draw each as one piece (the board is per cell)."""
        placed = (parse_move(d) for d in self.game.decisions)
        return [{"cells": [list(c) for c in m.cells], "colours": list(m.tile)}
                for m in placed if isinstance(m, Place)]

    def options(self, tile: tuple[str, str]) -> list[dict[str, Any]]:
        """Every legal placement of `tile` with tile[0] on `first`, and the points it scores."""
        found = []
        for move, points in self.game.scored_moves(tile):
            first, second = move.cells if move.tile[0] == tile[0] else move.cells[::-1]
            found.append({"move": str(move), "first": list(first), "second": list(second),
                          "points": points})
        return found


_session: Session | None = None


def _current() -> Session:
    if _session is None:
        raise BridgeError("no_game")
    return _session


# ---------------------------------------------------------------- commands


def cmd_static(args: dict) -> Any:
    return static_info()


def cmd_new(args: dict) -> Any:
    """A new game: the engine checks the setup (players, teams, seed) before the seats, which
    are counted against the players."""
    global _session
    teams = args.get("teams", False)
    if not isinstance(teams, int) or teams not in (0, 1):  # true, false, 1 or 0
        raise BridgeError("bad_teams", value=_shown(teams))
    try:
        game = new_game(players=_int(args, "players", 2), seed=_int(args, "seed"),
                        teams=bool(teams))
    except Refusal as err:
        raise BridgeError(err.code, **err.params) from None
    _session = Session(game, _seats(args.get("seats"), game.players))
    return _session.view()


def cmd_load(args: dict) -> Any:
    """A recorded game. Its numbers must cross into JavaScript intact (the page keeps the
    record), so one that could not (in its meta) is refused; the seed is sent as text."""
    global _session
    game = from_record(args.get("record"))  # RecordError says what is wrong
    unsafe = unsafe_number(game.to_record())
    if unsafe is not None:
        raise RecordError("record_unsafe_number", value=show(unsafe))
    seats = _seats(game.meta.get("seats"), game.players)
    _session = Session(game, seats)
    return _session.view()


def cmd_view(args: dict) -> Any:
    return _current().view()


def cmd_options(args: dict) -> Any:
    return _current().options(_tile(args.get("tile")))


def cmd_play(args: dict) -> Any:
    session = _current()
    if session.seats[session.game.to_move] != HUMAN:
        raise BridgeError("computer_turn")
    events = session.play(parse_move(args.get("move")))  # the page sends notation text
    return {"events": events, "view": session.view()}


def cmd_ai(args: dict) -> Any:
    session = _current()
    g = session.game
    seat = session.seats[g.to_move]
    if g.over or seat == HUMAN:
        raise BridgeError("not_computer_turn")
    budget = _budget(args, None)
    seed = review.decision_seed(g, review.MOVE)
    move = choose_move(g, seat.removeprefix(AI_PREFIX), seed, budget)
    events = session.play(move)
    return {"move": str(move), "events": events, "view": session.view()}


def cmd_record(args: dict) -> Any:
    return _current().game.to_record()


def cmd_undo(args: dict) -> Any:
    global _session
    session = _current()
    keep = session.undo_point()
    if keep is None:
        raise BridgeError("nothing_to_undo")
    _session = Session(review.prefix(session.game, keep), session.seats)
    return _session.view()


def cmd_history(args: dict) -> Any:
    return review.history(_current().game)


def cmd_position(args: dict) -> Any:
    """The game as it was: replayed through a Session so its latest turn is marked too."""
    session = _current()
    count = _int(args, "count")
    if count is None or not 0 <= count <= len(session.game.decisions):
        raise BridgeError("position_range", last=len(session.game.decisions),
                          value=_shown(count))
    past = Session(review.prefix(session.game, 0), session.seats)
    for decision in session.game.decisions[:count]:
        past.play(decision)
    return past.view()


def cmd_hint(args: dict) -> Any:
    g = _current().game
    if g.over:
        raise BridgeError("game_over")
    return review.describe(g, _ai_module().hint(g, seed=review.decision_seed(g, review.ADVICE)))


def cmd_analyse(args: dict) -> Any:
    budget = _budget(args, review.ANALYSIS_BUDGET)
    return review.analyse(_current().game, _int(args, "index", 0), budget=budget)


COMMANDS = {
    "static": cmd_static, "new": cmd_new, "load": cmd_load, "view": cmd_view,
    "options": cmd_options, "play": cmd_play, "ai": cmd_ai, "record": cmd_record,
    "undo": cmd_undo, "history": cmd_history, "position": cmd_position, "hint": cmd_hint,
    "analyse": cmd_analyse,
}


def handle(command: str, args_json: str = "{}") -> str:
    """Serve one request; always answers JSON that JavaScript reads back exactly, never raises
    (a bug is reported as an error with a trace).

    >>> answer = json.loads(handle("new", '{"players": "2", "seed": "5"}'))
    >>> answer["ok"], answer["result"]["seed"], answer["result"]["seats"]
    (True, '5', ['human', 'ai-beginner'])
    >>> json.loads(handle("new", '{"players": "abc"}'))["error"]["message"]
    "'players' must be an integer, not 'abc'"
    """
    try:
        answer = {"ok": True, "result": _serve(command, args_json)}
    except Refusal as err:  # BridgeError, IllegalMove, RecordError: what the page can explain
        answer = {"ok": False, "error": {"type": type(err).__name__, **err.to_json()}}
    except Exception as err:  # a bug: keep the page alive and say what broke
        return _bug(err)
    try:
        return _to_json(answer)
    except Exception as err:
        return _bug(err)


def _serve(command: str, args_json: str) -> Any:
    args = parse_json(args_json or "{}", "request", MAX_REQUEST)
    if not isinstance(args, dict):
        raise BridgeError("request_not_object")
    if command not in COMMANDS:
        raise BridgeError("unknown_command", value=_shown(command), commands=", ".join(COMMANDS))
    return COMMANDS[command](args)


def _to_json(answer: dict[str, Any]) -> str:
    """The answer's text, checked to cross into JavaScript unchanged (else it is a bug here)."""
    unsafe = unsafe_number(answer)
    if unsafe is not None:
        raise ValueError(f"the answer holds {show(unsafe)}, which JavaScript cannot keep exactly")
    return json.dumps(answer, allow_nan=False)


def _bug(err: Exception) -> str:
    return json.dumps({"ok": False, "error": {
        "type": type(err).__name__, "message": show(str(err)), "trace": traceback.format_exc()}})
