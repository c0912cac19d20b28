"""The modes of rules-blokus.md §3: board, colours, starting cells, who plays each colour and
who scores it — every one of them (`MODES`), and `setup`, which reads a mode from the page's
address or a request.

| mode        | board | colours (in turn order)    | seats                                   |
|-------------|-------|----------------------------|-----------------------------------------|
| 4 players   | 20    | blue, yellow, red, green   | one colour each                         |
| 2 players   | 20    | blue, yellow, red, green   | seat 0 blue + red, seat 1 yellow + green|
| 3 players   | 20    | blue, yellow, red, green   | one each; green neutral, played in turn |
| 2 teams     | 20    | blue, yellow, red, green   | one each; teams blue + red, yellow + green |
| Duo         | 14    | purple, orange             | one each                                |
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.arguments import flag, integer

from .errors import Refusal, show
from .pieces import Cell


@dataclass(frozen=True)
class Variant:
    """A board and its colours: size, colour names in turn order, each colour's start cell
    and the mark that tells it apart without colour (rules-blokus.md §1)."""

    name: str
    size: int
    colours: tuple[str, ...]
    starts: tuple[Cell, ...]
    marks: tuple[str, ...]


VARIANTS: dict[str, Variant] = {
    "classic": Variant("classic", 20, ("blue", "yellow", "red", "green"),
                       ((0, 0), (19, 0), (19, 19), (0, 19)), ("●", "▲", "■", "◆")),
    "duo": Variant("duo", 14, ("purple", "orange"), ((4, 4), (9, 9)), ("★", "✚")),
}
DEFAULT_VARIANT = "classic"
#: Seats of the classic board, and the usual number of each variant (new_game's default).
CLASSIC_PLAYERS = (2, 3, 4)
DEFAULT_PLAYERS = {"classic": 4, "duo": 2}
#: Every setup the game offers, as new_game's arguments (the conformance suite plays each).
MODES: tuple[dict[str, Any], ...] = (
    {"players": 4}, {"players": 2}, {"players": 3}, {"players": 4, "teams": True},
    {"players": 2, "variant": "duo"},
)


class Mode:
    """The fixed facts of one game: variant, seats, who plays and who scores each colour.

    `colour_seat[c]` is the seat playing colour c, or None for the neutral colour (3 players);
    `colour_side[c]` the index into the scores that colour c counts for, or None (neutral).
    """

    __slots__ = ("colour_seat", "colour_side", "neutral", "players", "sides", "teams",
                 "variant")

    def __init__(self, players: int | None = None, teams: bool = False,
                 variant: str | None = None) -> None:
        variant = DEFAULT_VARIANT if variant is None else variant
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise Refusal("unknown_variant", value=show(variant), variants=", ".join(VARIANTS))
        players = DEFAULT_PLAYERS[variant] if players is None else players
        if not isinstance(teams, bool):
            raise Refusal("bad_teams", value=show(teams))
        if not isinstance(players, int) or isinstance(players, bool):
            raise Refusal("players_count", value=show(players))
        if variant == "duo" and players != 2:
            raise Refusal("duo_players", value=show(players))
        if variant == "classic" and players not in CLASSIC_PLAYERS:
            raise Refusal("players_count", value=show(players))
        if teams and players != 4:
            raise Refusal("teams_need_four")
        self.variant = VARIANTS[variant]
        self.players = players
        self.teams = teams
        n = len(self.variant.colours)
        self.neutral = 3 if players == 3 else None
        self.colour_seat = tuple(None if c == self.neutral else c % players for c in range(n))
        self.sides = 2 if teams else players
        self.colour_side = tuple(None if s is None else self.side_of(s) for s in self.colour_seat)

    def side_of(self, seat: int) -> int:
        """The index into `scores` a seat plays for: the seat, or its team (seats 0, 2 and
        1, 3, i.e. blue + red and yellow + green)."""
        return seat % self.sides

    def seat_colours(self, seat: int) -> list[int]:
        """The colours a seat plays (the neutral colour is nobody's own)."""
        return [c for c, s in enumerate(self.colour_seat) if s == seat]

    def config(self) -> dict[str, Any]:
        """The mode as a record's config."""
        return {"players": self.players, "teams": self.teams, "variant": self.variant.name}


def setup(args: dict[str, Any]) -> dict[str, Any]:
    """new_game's arguments read from a request or an address: `players` (a number or its
    text; default 4 on the classic board, 2 in Duo), `teams` (true/false, 1/0) and `variant`
    ("classic" or "duo"; none or "": classic). A value that cannot be read is refused here, one
    that makes no game by new_game (`Mode`). Other keys (seed, seats, ...) are the house's.

    >>> setup({"players": "2", "variant": "duo", "seed": "5"})
    {'players': 2, 'variant': 'duo'}
    """
    teams = flag(args, "teams", "bad_teams")
    variant = args.get("variant")
    variant = DEFAULT_VARIANT if variant in (None, "") else variant
    default = DEFAULT_PLAYERS.get(variant) if isinstance(variant, str) else None
    chosen: dict[str, Any] = {"players": integer(args, "players", default)}
    if teams:
        chosen["teams"] = True
    if variant != DEFAULT_VARIANT:
        chosen["variant"] = variant
    return chosen
