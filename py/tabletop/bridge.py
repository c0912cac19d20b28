"""The JSON bridge between the web page and any game of the house: one entry point, `handle`.

The page (through its Pyodide worker) sends a command name and JSON arguments; the bridge
answers JSON text: `{"ok": true, "result": ...}` or `{"ok": false, "error": {"type", "message"}}`,
the error of a refusal with its `code` and `params` too (tabletop.errors), for the page's
locales. Every argument is checked before use, so bad input is a refusal, never a Python error;
an error with a `trace` is a bug. Every answer survives JavaScript's JSON.parse exactly (no
integer beyond 2**53, no NaN): the seed travels as text, and a record whose numbers could not
cross is refused when loaded. Everything the page shows — legal moves, previews, scores, the
ranking — comes from here, so no rule is ever computed in JavaScript. The bridge holds one
session: the game being played and what each seat is (a human here, a human on another device,
or a computer level). Games are found by name (tabletop.games); a request without one plays
the flagship.

Commands (arguments → result):
    static      {game?}                              → games.static_info(G): geometry, levels...
    new         {game?, players?, seats?, seed?, ...mode}  → view (the mode read by G.setup;
                                                       integers as JSON or decimal text)
    load        {record, game?}                      → view (the record's format names the game,
                                                       its meta the seats; or a text of another
                                                       program's file that `game` reads: its FILE)
    view        {}                                   → view
    deal_seed   {secret, nonces}                     → {seed (text), commitment}: the seed of a
                                                       game on several devices (tabletop.deal)
    check_deal  {record, secret, nonces, commitment} → {ok, problems}: whether its deal and
                                                       every decision check out
    seats       {seats}                              → view, the seats of the game in progress
                                                       changed (e.g. one to 'remote')
    play        {move: notation}                     → {events, view}
    ai          {budget?}                            → {move, events, view} (a computer seat)
    record      {}                                   → the game record (JSON data)
    undo        {seat?}                              → view, back to before the latest human
                                                       decision (computers' replies undone too);
                                                       with `seat`, a remote seat's latest one
                                                       (the other devices accepted: guest.undone)
    history     {}                                   → review.history(): one entry per decision
                                                       (others' face-down tiles unnamed)
    position    {count}                              → view of the game after `count` decisions
    hint        {}                                   → the expert's decision for the seat to move
    analyse     {index, budget?}                     → review.analyse(): one decision vs the expert
    rated_opponents {game?, rating, start?}          → the level a rated game at that rating
                                                       meets (tabletop.rating: the nearest)
    rating      {rating, games, left?}               → the rating after the rated game played
                                                       (over, or `left`: a loss)
    world       {game, world, seats}                 → view of a seat's world sent by its host
                                                       (tabletop.world), played on here between
                                                       messages; the host's engine decides
    guest       {seat, command, args}                → what `command` answers a device playing
                                                       that remote seat: only what the seat may
                                                       see (tabletop.guest)
    watch       {command, args}                      → what `command` (view, history, position,
                                                       record) answers a device that only
                                                       watches: no hand, no bag, no seed
and the current game's own (its `page.COMMANDS`; Génial: `options {tile}` → the placements of
a tile with their points; Blokus: `placements {piece}` → a piece's legal ghosts, `why {move}` →
the refusal a placement would meet, or null).
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from . import arguments, deal, games, guest, rating, review, world
from .errors import BridgeError, RecordError, Refusal, show
from .games import ai_of, package_of, page
from .records import MAX_TEXT, parse_json, unsafe_number
from .session import Session

MAX_REQUEST = 2 * MAX_TEXT  # a request may carry a whole record and a little more
MAX_BUDGET = 5  # seconds: the most a computer decision or an analysed position may take


@contextmanager
def _requested() -> Iterator[None]:
    """Refusals of a request's arguments (plain Refusals from the house or the game's setup)
    are the bridge's: BridgeError, same code and params. A game's IllegalMove and RecordError
    keep their types."""
    try:
        yield
    except Refusal as err:
        if type(err) is not Refusal:
            raise
        raise BridgeError(err.code, **err.params) from None


def _integer(args: dict[str, Any], key: str, default: Any = None) -> Any:
    with _requested():
        return arguments.integer(args, key, default)


def _seats(G: ModuleType, value: Any, players: int) -> list[str]:
    with _requested():
        return arguments.seats(value, players, ai_of(G).LEVELS)


def _budget(args: dict[str, Any], default: float | None) -> float | None:
    """Seconds of search: a number above 0 and at most MAX_BUDGET (None: the level's own)."""
    value = args.get("budget", default)
    if value is None:
        return None
    if not isinstance(value, int | float) or isinstance(value, bool) or not 0 < value <= MAX_BUDGET:
        raise BridgeError("budget_range", limit=MAX_BUDGET, value=arguments.shown(value))
    return value


def _game(args: dict[str, Any]) -> ModuleType:
    with _requested():
        return games.load(args.get("game", games.DEFAULT))


# ---------------------------------------------------------------- the session


_session: Session | None = None


def _current() -> Session:
    if _session is None:
        raise BridgeError("no_game")
    return _session


def _start(session: Session) -> dict[str, Any]:
    global _session
    _session = session
    return session.view()


# ---------------------------------------------------------------- commands


def cmd_static(args: dict[str, Any]) -> Any:
    return games.static_info(_game(args))


def cmd_new(args: dict[str, Any]) -> Any:
    """A new game: its setup read (G.setup) and the seed, the game made (which checks them
    all), then the seats counted against its players."""
    G = _game(args)
    with _requested():
        setup = G.setup(args)
        game = G.new_game(seed=arguments.integer(args, "seed"), **setup)
        seats = arguments.seats(args.get("seats"), game.players, ai_of(G).LEVELS)
    return _start(Session(game, seats))


def cmd_load(args: dict[str, Any]) -> Any:
    """A recorded game of the game its format names, or a game's own file (its FILE: Blokus's
    Pentobi .blksgf), which makes a new game of it (a fresh seed, the default seats). A
    record's numbers must cross into JavaScript intact (the page keeps the record), so one
    that could not (in its meta) is refused; the seed is sent as text."""
    record = args.get("record")
    G = _file_reader(args.get("game"), record)
    if G is not None:
        game = G.from_file(record)
        return _start(Session(game, _seats(G, None, game.players)))
    data = parse_json(record) if isinstance(record, str) else record
    name = data.get("format") if isinstance(data, dict) else None
    G = games.load(name if name in games.installed() else games.DEFAULT)
    game = G.from_record(data)  # RecordError says what is wrong (the flagship's, if no game's)
    unsafe = unsafe_number(game.to_record())
    if unsafe is not None:
        raise RecordError("record_unsafe_number", value=show(unsafe))
    return _start(Session(game, _seats(G, game.meta.get("seats"), game.players)))


def _file_reader(name: object, text: object) -> ModuleType | None:
    """The game whose own file (its FILE, another program's format, e.g. Blokus's Pentobi
    .blksgf) a text is, by the character that file opens with: the page names the game, as
    it must install its package first. None: a record (JSON), or no file of that game."""
    if not isinstance(text, str) or name not in games.installed():
        return None
    G = games.load(name)
    file = getattr(G, "FILE", None)
    return G if file and text.lstrip().startswith(file["opening"]) else None


def cmd_view(args: dict[str, Any]) -> Any:
    return _current().view()


def cmd_seats(args: dict[str, Any]) -> Any:
    """What the seats of the game in progress are now (checked as `new`'s): a seat invited to
    another device becomes 'remote', a lost device's seat handed to a computer and back. The
    list is required (no default seats here)."""
    session, value = _current(), args.get("seats")
    players = session.game.players
    if not isinstance(value, list):
        raise BridgeError("bad_seats", players=players, value=arguments.shown(value))
    session.reseat(_seats(package_of(session.game), value, players))
    return session.view()


def cmd_play(args: dict[str, Any]) -> Any:
    session = _current()
    kind = session.seats[session.game.to_move]
    if kind == arguments.REMOTE:
        raise BridgeError("remote_turn")
    if kind != arguments.HUMAN:
        raise BridgeError("computer_turn")
    move = package_of(session.game).parse_move(args.get("move"))  # the page sends notation
    return {"events": session.play(move), "view": session.view()}


def cmd_ai(args: dict[str, Any]) -> Any:
    session = _current()
    g = session.game
    level = arguments.level_of(session.seats[g.to_move])
    if g.over or level is None:
        raise BridgeError("not_computer_turn")
    budget = _budget(args, None)
    seed = review.decision_seed(g, review.MOVE)
    move = ai_of(package_of(g)).choose(g, level, seed=seed, budget=budget)
    events = session.play(move)
    return {"move": str(move), "events": events, "view": session.view()}


def cmd_record(args: dict[str, Any]) -> Any:
    return _current().game.to_record()


def cmd_file(args: dict[str, Any]) -> Any:
    """The game in its own file's format (its FILE, e.g. Blokus's Pentobi .blksgf), which the
    Games dialog offers beside the record; a game with no such file is refused."""
    G = package_of(_current().game)
    if getattr(G, "FILE", None) is None:
        raise BridgeError("no_file", game=G.NAME)
    return {"text": G.to_file(_current().game)}


def cmd_undo(args: dict[str, Any]) -> Any:
    session = _current()
    if "seat" in args:
        return _start(guest.undone(session, args["seat"]))
    keep = session.undo_point()
    if keep is None:
        raise BridgeError("nothing_to_undo")
    return _start(Session(review.prefix(session.game, keep), session.seats))


def cmd_history(args: dict[str, Any]) -> Any:
    session = _current()
    return review.history(session.game, viewers=session.humans())


def cmd_position(args: dict[str, Any]) -> Any:
    """The game as it was: replayed through a Session so its latest turn is marked too."""
    session = _current()
    with _requested():
        return session.at(arguments.integer(args, "count")).view()


def cmd_hint(args: dict[str, Any]) -> Any:
    """The expert's decision for the seat to move; not for a remote seat (its device asks
    through `guest`, from what that seat may see)."""
    session = _current()
    g = session.game
    if g.over:
        raise BridgeError("game_over")
    if session.seats[g.to_move] == arguments.REMOTE:
        raise BridgeError("remote_turn")
    move = ai_of(package_of(g)).hint(g, seed=review.decision_seed(g, review.ADVICE))
    return review.describe(g, move)


def cmd_guest(args: dict[str, Any]) -> Any:
    """A request of a device playing a remote seat, answered for that seat only
    (tabletop.guest)."""
    session = _current()
    with _requested():
        return guest.serve(session, args)


def cmd_world(args: dict[str, Any]) -> Any:
    """A seat's world from its host (a game played by messages: tabletop.world) becomes the
    game here, with the seats as the guest's device shows them."""
    G = _game(args)
    with _requested():
        game = world.restore(G, args.get("world"))
    return _start(Session(game, _seats(G, args.get("seats"), game.players)))


def cmd_watch(args: dict[str, Any]) -> Any:
    """A request of a device that only watches: what a seat without tiles sees
    (tabletop.guest.watch)."""
    session = _current()
    with _requested():
        return guest.watch(session, args)


def cmd_deal_seed(args: dict[str, Any]) -> Any:
    """The seed the devices agree on from the host's secret and the guests' nonces, with the
    commitment the invitation carries (tabletop.deal); the seed as text, as in a view."""
    with _requested():
        secret, nonces = deal.read_parts(args.get("secret"), args.get("nonces"))
    return {"seed": str(deal.agreed_seed(secret, nonces)), "commitment": deal.commitment(secret)}


def cmd_check_deal(args: dict[str, Any]) -> Any:
    """Whether a finished game's deal and every decision check out (tabletop.deal.check), each
    problem with its code, params and message; the game in progress is not touched."""
    with _requested():
        secret, nonces = deal.read_parts(args.get("secret"), args.get("nonces"))
    problems = deal.check(args.get("record"), secret, nonces, args.get("commitment"))
    return {"ok": not problems, "problems": [problem.to_json() for problem in problems]}


def cmd_analyse(args: dict[str, Any]) -> Any:
    budget = _budget(args, review.ANALYSIS_BUDGET) or review.ANALYSIS_BUDGET
    return review.analyse(_current().game, _integer(args, "index", 0), budget=budget)


def _ratings(G: ModuleType) -> dict[str, int]:
    """A game's measured level ratings (its static `ratings`); a game without them offers no
    rated game (there would be no figure to rate against)."""
    ratings: dict[str, int] | None = G.static_info().get("ratings")
    if not ratings:
        raise BridgeError("no_ratings", game=G.NAME)
    return ratings


def _flag(args: dict[str, Any], key: str) -> bool:
    """A rated game's flag (`start`, `left`), refused as the bridge's."""
    try:
        return arguments.flag(args, key, "bad_flag")
    except Refusal as err:
        raise BridgeError("bad_flag", **err.params) from None


def _rating(args: dict[str, Any], start: dict[str, int] | None = None) -> int:
    """The player's rating: a whole number, within the game's `start` range (its static
    `rating_start`) when it is the starting rating."""
    low, high = (start["lowest"], start["highest"]) if start else (0, rating.MAX_RATING)
    value: int | None = _integer(args, "rating")
    if value is None or not low <= value <= high:
        raise BridgeError("rating_range", low=low, high=high, value=arguments.shown(value))
    return value


def cmd_rated_opponents(args: dict[str, Any]) -> Any:
    """The computer level a rated game of `game` meets at the player's `rating` (`start`: the
    rating chosen for the first rated game, within the game's `rating.start_range`), with its
    rating."""
    G = _game(args)
    ratings = _ratings(G)
    start = rating.start_range(ratings) if _flag(args, "start") else None
    level = rating.nearest_level(ai_of(G).LEVELS, ratings, _rating(args, start))
    return {"level": level, "seat": arguments.AI_PREFIX + level, "rating": ratings[level]}


def _rated_seats(session: Session) -> tuple[int, str]:
    """The human seat and the computer level of a rated game: one human here, every other
    seat a computer of one level (none on another device), each seat its own side; else it
    is no rated game."""
    g, humans = session.game, session.humans()
    levels = [level for seat in session.seats if (level := arguments.level_of(seat))]
    sides = {g.side_of(seat) for seat in range(g.players)}
    if len(humans) != 1 or len(levels) != g.players - 1 or len(set(levels)) != 1 \
            or len(sides) < g.players:
        raise BridgeError("not_rated")
    return humans[0], levels[0]


def cmd_rating(args: dict[str, Any]) -> Any:
    """The player's rating after the rated game in play (tabletop.rating.rated): over, scored
    by its ranking; or `left` before its end, a loss. `games`: the rated games of this game
    and mode the player had played before it (K)."""
    session = _current()
    g = session.game
    human, level = _rated_seats(session)
    left = _flag(args, "left")
    games_before = _integer(args, "games")
    if not isinstance(games_before, int) or games_before < 0:
        raise BridgeError("rated_games", value=arguments.shown(games_before))
    if not g.over and not left:
        raise BridgeError("rated_not_over")
    opponent = _ratings(package_of(g))[level]
    score = rating.score(g.ranking(), g.side_of(human)) if g.over else 0.0
    result = rating.rated(_rating(args), opponent, opponents=g.players - 1, score=score,
                          games=games_before)
    return {**result, "level": level, "opponent": opponent, "opponents": g.players - 1}


Command = Callable[[dict[str, Any]], Any]

#: The house's commands; a game's own are listed after `view` (see `commands`).
FIRST: dict[str, Command] = {
    "static": cmd_static, "new": cmd_new, "load": cmd_load, "view": cmd_view,
    "deal_seed": cmd_deal_seed, "check_deal": cmd_check_deal,
    "rated_opponents": cmd_rated_opponents,
}
THEN: dict[str, Command] = {
    "play": cmd_play, "ai": cmd_ai, "record": cmd_record, "file": cmd_file,
    "undo": cmd_undo, "seats": cmd_seats,
    "history": cmd_history, "position": cmd_position, "hint": cmd_hint, "analyse": cmd_analyse,
    "guest": cmd_guest, "watch": cmd_watch, "world": cmd_world,
    "rating": cmd_rating,
}


def commands_of(G: ModuleType) -> dict[str, Command]:
    """Every command while a game of G is played: the house's and the game's own."""
    own = {name: (lambda args, serve=serve: serve(_current(), args))
           for name, serve in page(G, "COMMANDS").items()}
    return {**FIRST, **own, **THEN}


def commands() -> dict[str, Command]:
    """Every command now: the current game's (the flagship's before any game)."""
    return commands_of(package_of(_session.game) if _session else games.load(games.DEFAULT))


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
    served = commands()
    if command not in served:
        raise BridgeError("unknown_command", value=arguments.shown(command),
                          commands=", ".join(served))
    return served[command](args)


def _to_json(answer: dict[str, Any]) -> str:
    """The answer's text, checked to cross into JavaScript unchanged (else it is a bug here)."""
    unsafe = unsafe_number(answer)
    if unsafe is not None:
        raise ValueError(f"the answer holds {show(unsafe)}, which JavaScript cannot keep exactly")
    return json.dumps(answer, allow_nan=False)


def _bug(err: Exception) -> str:
    return json.dumps({"ok": False, "error": {
        "type": type(err).__name__, "message": show(str(err)), "trace": traceback.format_exc()}})
