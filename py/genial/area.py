"""The board area in play for a player count, precomputed as flat integer tables.

Cells are numbered 0..n-1; index n is a sentinel "wall" beyond the edge, so that walking a line
never needs a bounds check. Everything here is computed once per radius and shared by all games.
"""

from __future__ import annotations

from functools import cache

from .colours import COLOUR_INDEX, PRINTED_SYMBOLS
from .hexgrid import DIRECTIONS, Hex, hexagon

#: Distance from the centre of the area in play, by number of players (rules.md §1).
RADIUS_BY_PLAYERS = {1: 5, 2: 5, 3: 6, 4: 7}
#: The full printed board, whatever the player count (the page draws the unused rings greyed).
FULL_RADIUS = 7


class Area:
    """Precomputed geometry of one hexagonal area.

    Attributes:
        cells: the (q, r) of each cell index.
        index: (q, r) -> cell index.
        step: step[d][c] is the neighbour of c in direction d, or `n` (the wall) outside.
        symbols: (cell index, colour index) of the printed symbols.
        symbol_cells: the (q, r) of the printed symbols.
        edge_a, edge_b: the two cells of each edge (pair of adjacent non-symbol cells).
        cell_edges: the edges touching each cell.
        edge_index: (cell, cell) -> edge, in both orders.
        edge_cells: the (q, r) pair of each edge.
    """

    def __init__(self, radius: int) -> None:
        self.radius = radius
        self.cells: list[Hex] = hexagon(radius)
        self.n = n = len(self.cells)
        self.index: dict[Hex, int] = {cell: i for i, cell in enumerate(self.cells)}
        self.step: list[list[int]] = [
            [self.index.get((q + dq, r + dr), n) for (q, r) in self.cells] + [n]
            for dq, dr in DIRECTIONS
        ]
        self.symbols: list[tuple[int, int]] = [
            (self.index[cell], COLOUR_INDEX[colour]) for cell, colour in PRINTED_SYMBOLS
        ]
        symbol_cells = {c for c, _ in self.symbols}
        self.symbol_cells: frozenset[Hex] = frozenset(self.cells[c] for c in symbol_cells)
        self.edge_a: list[int] = []
        self.edge_b: list[int] = []
        self.cell_edges: list[list[int]] = [[] for _ in range(n)]
        self.edge_index: dict[tuple[int, int], int] = {}
        for c in range(n):
            for d in (0, 1, 2):  # one of each opposite pair of directions: each edge once
                o = self.step[d][c]
                if o == n or c in symbol_cells or o in symbol_cells:
                    continue
                e = len(self.edge_a)
                self.edge_a.append(c)
                self.edge_b.append(o)
                self.cell_edges[c].append(e)
                self.cell_edges[o].append(e)
                self.edge_index[c, o] = self.edge_index[o, c] = e
        self.n_edges = len(self.edge_a)
        self.edge_cells: list[tuple[Hex, Hex]] = [
            (self.cells[a], self.cells[b]) for a, b in zip(self.edge_a, self.edge_b, strict=True)
        ]
        self.symbol_neighbours: list[list[int]] = [
            [self.step[d][c] for d in range(6) if self.step[d][c] != n] for c, _ in self.symbols
        ]

    def __repr__(self) -> str:
        return f"Area(radius={self.radius}, cells={self.n}, edges={self.n_edges})"


@cache
def area(radius: int) -> Area:
    """The shared, precomputed area of a given radius."""
    return Area(radius)
