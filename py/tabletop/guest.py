"""A guest device's requests (#23), answered for its seat only: the host's engine decides, and a
seat played on another device ('remote') learns from it only what a player in that chair sees.

The host's page passes each request of a guest to the bridge as `guest {seat, command, args}`
(after checking the message's size, shape and the seat's key); `serve` answers it here:

    view      {}         → the seat's view (`view`)
    play      {move}     → {events, view}: the seat's decision, only on its turn
    history   {}         → review.history as the seat saw it (another seat's face-down trade
                           or discard unnamed)
    position  {count}    → the seat's view after `count` decisions
    record    {}         → what the seat may keep (`public_record`)
    hint      {}         → the expert's decision from what the seat may know, on its turn
    world     {}         → the seat's world (tabletop.world): what its device plays its turns
                           on between messages, everything hidden from the seat dealt again
and the game's own page commands (Génial `options`, Blokus `placements` and `why`, Qwirkle's
and Ginny-O's `options`, Ginny-O's `jokers`), on the seat's turn only: they read the hand of
the seat to move.

A game's events already name only what the whole table sees (draws and face-down trades by
their count, Génial's swap with the hand it shows by the rules), so the events of a decision
are the same for every seat: the host pushes them to its guests as they are (the conformance
suite checks that they do not depend on anything hidden).

A device that only watches asks through `watch {command, args}` (`watch`): `view`, `history`,
`position` and `record` as a seat that holds no tile sees them (Game.view with no hand): the
board, scores and counts, and no tile of any hand, no bag, no seed until the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import arguments, review, world
from .arguments import AI_PREFIX, HUMAN, REMOTE
from .errors import BridgeError
from .games import ai_of, package_of, page
from .session import Session

#: A command of a guest: (host's session, the guest's seat or None for a watcher, its
#: arguments) → the answer.
GuestCommand = Callable[[Session, Any, dict[str, Any]], Any]


def serve(session: Session, request: dict[str, Any]) -> Any:
    """Answer `request` = {seat, command, args} for that remote seat; anything else refused
    (guest_seat, guest_command, guest_args), the game unchanged."""
    seat = _remote_seat(session, request.get("seat"))
    command, args = _asked(request, commands(session))
    return command(session, seat, args)


def _asked(request: dict[str, Any],
           served: dict[str, GuestCommand]) -> tuple[GuestCommand, dict[str, Any]]:
    """The command `request` names among `served`, and its arguments (an object), or refused
    guest_command / guest_args."""
    command = request.get("command")
    if not isinstance(command, str) or command not in served:
        raise BridgeError("guest_command", value=arguments.shown(command),
                          commands=", ".join(served))
    args = request.get("args", {})
    if not isinstance(args, dict):
        raise BridgeError("guest_args", value=arguments.shown(args))
    return served[command], args


def _remote_seat(session: Session, value: Any) -> int:
    remote = [seat for seat, kind in enumerate(session.seats) if kind == REMOTE]
    if not isinstance(value, int) or isinstance(value, bool) or value not in remote:
        raise BridgeError("guest_seat", value=arguments.shown(value),
                          seats=", ".join(map(str, remote)) or "-")
    return value


def _on_turn(session: Session, seat: int) -> None:
    """Refuse a request only the seat to move may make (it reads or changes its hand)."""
    if session.game.over:
        raise BridgeError("game_over")
    if session.game.to_move != seat:
        raise BridgeError("guest_not_your_turn")


def watch(session: Session, request: dict[str, Any]) -> Any:
    """Answer a watching device's `request` = {command, args}: only what a seat without tiles
    sees (WATCHING); anything else refused (guest_command, guest_args), the game unchanged."""
    command, args = _asked(request, WATCHING)
    return command(session, None, args)


def seats_seen_by(seats: list[str], seat: int | None) -> list[str]:
    """The seats as the guest's device shows them: its own a human (a watcher, `seat` None,
    has none), the other humans (at the host or on a third device) remote, the computers as
    they are."""
    return [HUMAN if i == seat else kind if kind.startswith(AI_PREFIX) else REMOTE
            for i, kind in enumerate(seats)]


def _viewers(seat: int | None) -> list[int]:
    """The seats whose hands a device sees: its own, or none for a watcher."""
    return [] if seat is None else [seat]


def view(session: Session, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (Game.view with its hand only) with the table's part as its device
    shows it: no seed until the game is over (it would tell the bag's order), the seats from
    that device's side, and `undo` the seat itself if it has a decision to take back (its
    device may ask the others for it), else null, with `undo_from` the index of the first
    decision taken back (`undo_point`). A watcher (`seat` None) sees no hand at all and has
    nothing to undo."""
    g = session.game
    keep = None if seat is None else undo_point(session, seat)
    return {**g.view(_viewers(seat)), **session.table(), "seed": str(g.seed) if g.over else None,
            "seats": seats_seen_by(session.seats, seat), "undo": None if keep is None else seat,
            "undo_from": keep}


def undo_point(session: Session, seat: int) -> int | None:
    """How many decisions an undo asked by `seat`'s device keeps: all before the seat's
    latest decision (the decisions of everyone after it go too, which is why the other
    devices are asked first); None if the seat has not decided, or the game is over."""
    return None if session.game.over else session.undo_point([seat])


def undone(session: Session, seat: Any) -> Session:
    """The session with the latest decision of remote `seat` taken back (the host's `undo
    {seat}`, once every other device accepted); refused nothing_to_undo if it has none. Not a
    guest command: a guest cannot undo, only ask."""
    keep = undo_point(session, _remote_seat(session, seat))
    if keep is None:
        raise BridgeError("nothing_to_undo")
    return Session(review.prefix(session.game, keep), session.seats)


def play(session: Session, seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """The seat's decision, on its turn (IllegalMove for an illegal one: nothing changed)."""
    _on_turn(session, seat)
    move = package_of(session.game).parse_move(args.get("move"))
    return {"events": session.play(move), "view": view(session, seat)}


def history(session: Session, seat: int | None, args: dict[str, Any]) -> list[dict[str, Any]]:
    return review.history(session.game, viewers=_viewers(seat))


def position(session: Session, seat: int | None, args: dict[str, Any]) -> dict[str, Any]:
    return view(session.at(arguments.integer(args, "count")), seat)


def public_record(session: Session, seat: int | None, args: dict[str, Any]) -> dict[str, Any]:
    """What the seat may keep and export. During the game: the record's envelope (format,
    version, config) with `seed` null, the decisions as the seat saw them (another seat's
    face-down trade or discard null: review.seen), and `meta` {seats: as its device shows them,
    seat}: no hand, no bag, nothing a replay would need to deal. Once the game is over (its
    deal revealed, tabletop.deal): the host's full record."""
    g = session.game
    if g.over:
        record: dict[str, Any] = g.to_record()
        return record
    G = package_of(g)
    decisions = [review.seen(G, who, decision, _viewers(seat))
                 for who, decision in zip(session.deciders, g.decisions, strict=True)]
    return {**g.to_record(), "seed": None, "decisions": decisions,
            "meta": {"seats": seats_seen_by(session.seats, seat), "seat": seat}}


def hint(session: Session, seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """The expert's decision for the seat, on its turn, searched on a world in which what the
    seat cannot see (other hands, the bag) is dealt again, and seeded by what the seat knows
    (the number of decisions, not the game's secret seed): the answer is the same whatever is
    hidden from it."""
    _on_turn(session, seat)
    g = session.game
    seed = _seat_seed(g, seat)
    move = ai_of(package_of(g)).hint(g.resample(seat, seed), seed=seed)
    return review.describe(g, move)


def _seat_seed(g: Any, seat: int) -> int:
    """A seed from what the seat knows (the number of decisions, not the game's secret seed)."""
    return len(g.decisions) * 1_000_003 + seat


def seat_world(session: Session, seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """The seat's world (tabletop.world), resampled as `hint`'s, from what the seat knows."""
    g = session.game
    return world.snapshot(g.resample(seat, _seat_seed(g, seat)))


@dataclass(frozen=True)
class _Seen:
    """What a game's page command reads of a session (its game and seats), with the seats as
    the guest's device shows them: the seat asking is the human to move."""

    game: Any
    seats: list[str]


def _own(serve_own: Callable[[Any, dict[str, Any]], Any]) -> GuestCommand:
    def serve_for(session: Session, seat: int, args: dict[str, Any]) -> Any:
        _on_turn(session, seat)
        return serve_own(_Seen(session.game, seats_seen_by(session.seats, seat)), args)
    return serve_for


#: What a watching device may ask (`watch`): nothing that plays or reads a hand.
WATCHING: dict[str, GuestCommand] = {
    "view": lambda session, seat, args: view(session, seat), "history": history,
    "position": position, "record": public_record,
}

HOUSE: dict[str, GuestCommand] = {
    "view": lambda session, seat, args: view(session, seat), "play": play,
    "history": history, "position": position, "record": public_record, "hint": hint,
    "world": seat_world,
}


def commands(session: Session) -> dict[str, GuestCommand]:
    """Every command a guest may send in this game: the house's and the game's own."""
    own = page(package_of(session.game), "COMMANDS")
    return {**HOUSE, **{name: _own(serve_own) for name, serve_own in own.items()}}
