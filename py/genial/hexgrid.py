"""Pure hexagonal-grid maths in axial coordinates (q, r), with s = -q - r.

Nothing here knows about Génial: it is the geometry any hex game can share
(see Red Blob Games' "Hexagonal Grids"). Pixel layout lives in the canvas layer.
"""

from __future__ import annotations

Hex = tuple[int, int]

#: The six directions, in the order rules.md fixes; direction d + 3 (mod 6) is its opposite.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def distance(cell: Hex, other: Hex = (0, 0)) -> int:
    """Number of steps between two cells (from the centre by default)."""
    dq, dr = cell[0] - other[0], cell[1] - other[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def neighbour(cell: Hex, direction: int) -> Hex:
    """The adjacent cell in one of the six directions."""
    dq, dr = DIRECTIONS[direction]
    return (cell[0] + dq, cell[1] + dr)


def neighbours(cell: Hex) -> list[Hex]:
    """The six adjacent cells, in direction order."""
    return [neighbour(cell, d) for d in range(6)]


def direction_between(cell: Hex, other: Hex) -> int | None:
    """The direction leading from one cell to an adjacent one, or None if they do not touch."""
    step = (other[0] - cell[0], other[1] - cell[1])
    return DIRECTIONS.index(step) if step in DIRECTIONS else None


def hexagon(radius: int) -> list[Hex]:
    """Every cell within `radius` of the centre, row by row (r, then q) for a stable order."""
    return [
        (q, r)
        for r in range(-radius, radius + 1)
        for q in range(-radius, radius + 1)
        if distance((q, r)) <= radius
    ]
