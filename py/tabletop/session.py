"""The game being played in the page, and what each of its seats is (a human, a computer level).

A session adds to a game what only the table knows: who sits where (kept in the record's meta
so a reload finds them), the latest turn's placements (marked on the board), and how far an
undo goes back (to before the latest decision of a human at this device, the replies of the
computers and of seats played on other devices with it: the page asks those devices first).

The events a game's `play` returns are its own, but for three types the house reads: "place"
(something put on the board: marked as the latest turn), "turn" (play passed to another seat)
and "over".
"""

from __future__ import annotations

from typing import Any

from . import review
from .arguments import HUMAN, shown
from .errors import Refusal
from .protocol import Event


class Session:
    """One game and its seats ('human', 'remote' or 'ai-<level>'), with the latest turn's
    placements."""

    def __init__(self, game: Any, seats: list[str]) -> None:
        self.game = game
        self.reseat(seats)
        self.last: list[Event] = []  # place events of the latest turn (bonus placements too)
        self.turn_done = True  # the next placement starts a new "latest turn"
        self.deciders = [seat for seat, _, _ in review.replay(game)]  # seat per decision

    def play(self, move: Any) -> list[Event]:
        """Play a decision of the seat to move (IllegalMove changes nothing) and mark it."""
        seat = self.game.to_move
        events: list[Event] = self.game.play(move)
        self.deciders.append(seat)
        for event in events:
            if event["type"] == "place":
                if self.turn_done:
                    self.last, self.turn_done = [], False
                self.last.append(event)
            elif event["type"] in ("turn", "over"):
                self.turn_done = True
        return events

    def reseat(self, seats: list[str]) -> None:
        """Change what the seats are (a seat invited to another device, handed to a computer
        while its device is lost...); the decisions stay, the record's meta follows."""
        self.seats = seats
        self.game.meta["seats"] = seats

    def at(self, count: Any) -> Session:
        """The game as it was after `count` decisions (0 to all of them, else refused),
        replayed through a Session so that its latest turn is marked too."""
        last = len(self.game.decisions)
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= last:
            raise Refusal("position_range", last=last, value=shown(count))
        past = Session(review.prefix(self.game, 0), self.seats)
        for decision in self.game.decisions[:count]:
            past.play(decision)
        return past

    def humans(self) -> list[int]:
        """The seats played by a human at this device (not 'remote': their hands are never
        shown here)."""
        return [seat for seat, kind in enumerate(self.seats) if kind == HUMAN]

    def undo_point(self, seats: list[int] | None = None) -> int | None:
        """How many decisions to keep to take back the latest one of `seats` (default: the
        humans at this device), and every decision after it; None when none of them has
        decided yet."""
        takers = set(self.humans() if seats is None else seats)
        return next((i for i in range(len(self.deciders) - 1, -1, -1)
                     if self.deciders[i] in takers), None)

    def view(self) -> dict[str, Any]:
        """Everything the page shows: the game's view (`Game.view`, the humans' hands only)
        with the table's part (`table`)."""
        return {**self.game.view(self.humans()), **self.table()}

    def table(self) -> dict[str, Any]:
        """The table's part of the view: the seed (as text: JavaScript keeps any seed
        exactly), the seats, the latest turn, the number of decisions, whose decision an
        undo takes back (`undo`) and the index of the first decision it takes back
        (`undo_from`: every one from there goes, which the other devices are asked about)."""
        keep = self.undo_point()
        return {"seed": str(self.game.seed), "seats": self.seats, "last": self.last,
                "decisions": len(self.game.decisions),
                "undo": None if keep is None else self.deciders[keep], "undo_from": keep}
