"""The rules of Blokus written the slow, obvious way, from /work/shared/rules-blokus.md alone.

This is the oracle the fast engine (py/blokus: bitboards, placement tables, incremental attach
points) is checked against, so it shares no code and no trick with it: the board is a dict
{(x, y): colour}, a placement is a frozenset of cells, and legality tries every piece in every
orientation at every offset of the board and reads each rule of §2 directly.
"""

from __future__ import annotations

from collections.abc import Iterable

Cell = tuple[int, int]

#: The pieces as lists of cells (written independently of the engine's drawings).
PIECES: dict[str, list[Cell]] = {
    "1": [(0, 0)],
    "2": [(0, 0), (1, 0)],
    "I3": [(0, 0), (1, 0), (2, 0)],
    "V3": [(0, 0), (0, 1), (1, 1)],
    "I4": [(0, 0), (0, 1), (0, 2), (0, 3)],
    "L4": [(0, 0), (0, 1), (0, 2), (1, 2)],
    "O4": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "T4": [(0, 0), (1, 0), (2, 0), (1, 1)],
    "Z4": [(0, 0), (1, 0), (1, 1), (2, 1)],
    "F": [(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)],
    "I5": [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)],
    "L5": [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)],
    "N": [(1, 0), (1, 1), (0, 2), (1, 2), (0, 3)],
    "P": [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)],
    "T5": [(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)],
    "U": [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)],
    "V5": [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)],
    "W": [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)],
    "X": [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)],
    "Y": [(1, 0), (0, 1), (1, 1), (1, 2), (1, 3)],
    "Z5": [(0, 0), (1, 0), (1, 1), (1, 2), (2, 2)],
}
MONOMINO = "1"
CLASSIC = {"size": 20, "colours": ("blue", "yellow", "red", "green"),
           "starts": {"blue": (0, 0), "yellow": (19, 0), "red": (19, 19), "green": (0, 19)}}
DUO = {"size": 14, "colours": ("purple", "orange"),
       "starts": {"purple": (4, 4), "orange": (9, 9)}}


def orientations(piece: str) -> list[frozenset[Cell]]:
    """Every distinct orientation: the eight matrices of turning and flipping, each result
    moved to touch x = 0 and y = 0."""
    found: list[frozenset[Cell]] = []
    for a, b, c, d in ((1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1), (0, 1, -1, 0),
                       (-1, 0, 0, 1), (0, 1, 1, 0), (1, 0, 0, -1), (0, -1, -1, 0)):
        cells = [(a * x + b * y, c * x + d * y) for x, y in PIECES[piece]]
        x0, y0 = min(x for x, _ in cells), min(y for _, y in cells)
        shape = frozenset((x - x0, y - y0) for x, y in cells)
        if shape not in found:
            found.append(shape)
    return found


ORIENTATIONS = {name: orientations(name) for name in PIECES}


def edge_neighbours(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def corner_neighbours(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + 1, y + 1), (x + 1, y - 1), (x - 1, y + 1), (x - 1, y - 1)]


class OracleGame:
    """A game of any mode, decided by the obvious rules."""

    def __init__(self, players: int, teams: bool = False, variant: str = "classic") -> None:
        table = DUO if variant == "duo" else CLASSIC
        self.size = table["size"]
        self.colours = table["colours"]
        self.starts = table["starts"]
        self.players = players
        self.teams = teams
        self.board: dict[Cell, str] = {}
        self.unplaced = {c: set(PIECES) for c in self.colours}
        self.last_piece: dict[str, str] = {}
        self.turn = 0  # index of the colour to move
        self.green_turns = 0  # placements of the neutral colour (3 players)
        self.over = False

    # -- rules ---------------------------------------------------------------------------

    def legal_for(self, colour: str, first_only: bool = False) -> set[tuple[str, frozenset]]:
        """(piece, cells) of every legal placement of a colour (§2), tried everywhere."""
        found = set()
        first = not any(v == colour for v in self.board.values())
        for piece in sorted(self.unplaced[colour]):
            for shape in ORIENTATIONS[piece]:
                width = 1 + max(x for x, _ in shape)
                height = 1 + max(y for _, y in shape)
                for dy in range(self.size - height + 1):  # every offset that fits the board
                    for dx in range(self.size - width + 1):
                        cells = [(x + dx, y + dy) for x, y in shape]
                        if self.allowed(colour, cells, first):
                            found.add((piece, frozenset(cells)))
                            if first_only:
                                return found
        return found

    def allowed(self, colour: str, cells: Iterable[Cell], first: bool) -> bool:
        """§2 read line by line."""
        for x, y in cells:
            if not (0 <= x < self.size and 0 <= y < self.size):
                return False  # 1. inside the board
            if (x, y) in self.board:
                return False  # 1. covers no occupied cell
        if first:
            return self.starts[colour] in cells  # 2. the first piece covers the start
        for cell in cells:
            if any(self.board.get(n) == colour for n in edge_neighbours(cell)):
                return False  # 3. no edge neighbour of the same colour
        return any(self.board.get(n) == colour for cell in cells
                   for n in corner_neighbours(cell))  # 3. a corner neighbour of the colour

    def can_place(self, colour: str) -> bool:
        return bool(self.legal_for(colour, first_only=True))

    def legal(self) -> set[tuple[str, frozenset]]:
        return set() if self.over else self.legal_for(self.colour)

    @property
    def colour(self) -> str:
        return self.colours[self.turn]

    @property
    def to_move(self) -> int:
        """The seat: by the table of §3 (green in 3 players: seat 0, 1, 2, 0... by its turns)."""
        if self.players == 3 and self.colour == "green":
            return self.green_turns % 3
        return self.turn % self.players

    def is_legal(self, piece: str, cells: frozenset) -> bool:
        """Whether the colour to move may place `piece` on `cells` now."""
        colour = self.colour
        first = not any(v == colour for v in self.board.values())
        x0, y0 = min(x for x, _ in cells), min(y for _, y in cells)
        shape = frozenset((x - x0, y - y0) for x, y in cells)
        return (not self.over and piece in self.unplaced[colour]
                and shape in ORIENTATIONS[piece] and self.allowed(colour, cells, first))

    def play(self, piece: str, cells: frozenset) -> None:
        if not self.is_legal(piece, cells):
            raise AssertionError(f"the oracle refuses {self.colour} {piece} {sorted(cells)}")
        for cell in cells:
            self.board[cell] = self.colour
        self.unplaced[self.colour].discard(piece)
        self.last_piece[self.colour] = piece
        if self.players == 3 and self.colour == "green":
            self.green_turns += 1
        for step in range(1, len(self.colours) + 1):  # the next colour that can place
            turn = (self.turn + step) % len(self.colours)
            if self.can_place(self.colours[turn]):
                self.turn = turn
                return
        self.over = True

    # -- score (§4) ----------------------------------------------------------------------

    def colour_score(self, colour: str) -> int:
        left = self.unplaced[colour]
        if left:
            return -sum(len(PIECES[p]) for p in left)
        return 20 if self.last_piece[colour] == MONOMINO else 15

    def scores(self) -> list[int]:
        if len(self.colours) == 2:
            return [self.colour_score(c) for c in self.colours]
        blue, yellow, red, green = (self.colour_score(c) for c in self.colours)
        if self.teams or self.players == 2:
            return [blue + red, yellow + green]
        if self.players == 3:
            return [blue, yellow, red]
        return [blue, yellow, red, green]

    def ranking(self) -> list[list[int]]:
        scores = self.scores()
        return [[s for s in range(len(scores)) if scores[s] == value]
                for value in sorted(set(scores), reverse=True)]
