"""Every legal placement of the player to move, with its points, grown the Scrabble way.

Appel and Jacobson's method (CACM 1988) fitted to Qwirkle: a placement lies in one row or one
column and holds at least one *open* cell (free, next to the table); `State.open` keeps each
open cell's cross-checks (the tiles the crossing line accepts, and that line's length). So for
each direction, lines are grown rightwards (downwards) from every free cell that could be the
first one placed — an open cell, or a free cell up to five steps before one — one hand tile at
a time, only with tiles in three masks at once: the line being grown accepts them, the crossing
line accepts them, the hand holds them. Tiles already on the table are taken into the line as
it reaches them. Every branch is a valid partial line, so there is no blind permutation and no
placement is found twice (it is grown from its own first cell only; a single tile is listed
in the row pass only).

Points are summed as the line grows: each placed tile's crossing line when it has 2 tiles or
more, then the line itself (rules §4).
"""

from __future__ import annotations

from .core import ORIGIN, STEPS, Placement, State
from .tiles import JOIN, LINE_MAX, LINE_POINTS

Scored = tuple[Placement, int]


def placements(state: State) -> list[Scored]:
    """Every legal placement of the player to move, each once, with the points it scores."""
    hand = state.hands[state.to_move]
    if state.first_size:
        return first_placements(hand, state.first_size)
    hand_mask = 0
    for t in hand:
        hand_mask |= 1 << t
    room = min(len(set(hand)), LINE_MAX)  # tiles one placement can hold
    board = state.board
    found: list[Scored] = []
    for d, step in enumerate(STEPS):
        grow = _grower(state, hand_mask, room, d, found)
        starts = set()
        for cell in state.open:
            for k in range(room):
                x = cell - k * step
                if x in board:
                    break
                starts.add(x)
        for lo in starts:
            colours = shapes = n = 0
            x = lo - step
            while x in board:  # the tiles already there just before the first placed one
                u = board[x]
                colours, shapes, n = colours | 1 << u // 6, shapes | 1 << u % 6, n + 1
                x -= step
            grow(lo, colours, shapes, n, (), 0, False)
    return found


def _grower(state: State, hand_mask: int, room: int, d: int, found: list[Scored]):
    """The function growing lines along STEPS[d] into `found` (single tiles only when d == 0)."""
    board, open_, step = state.board, state.open, STEPS[d]
    cross = 1 - d  # checks[cross], checks[cross + 2]: the line across this direction

    def grow(cell: int, colours: int, shapes: int, n: int, placed: Placement, points: int,
             touching: bool) -> None:
        """Place each fitting tile on free `cell`, record the placement, go on past it."""
        allowed = JOIN.get(n << 12 | colours << 6 | shapes, 0) & hand_mask
        checks = open_.get(cell)
        if checks is None:  # no tile next to this cell: nothing across it
            across = 0
        else:
            allowed &= checks[cross]
            if not allowed:
                return
            across = LINE_POINTS[checks[cross + 2] + 1]
            touching = True
        while allowed:
            low = allowed & -allowed
            allowed ^= low
            t = low.bit_length() - 1
            c2, s2, n2 = colours | 1 << t // 6, shapes | 1 << t % 6, n + 1
            x = cell + step
            while x in board:  # the tiles already there that the line now reaches
                u = board[x]
                if not JOIN.get(n2 << 12 | c2 << 6 | s2, 0) >> u & 1:
                    break
                c2, s2, n2 = c2 | 1 << u // 6, s2 | 1 << u % 6, n2 + 1
                x += step
            else:
                now = (*placed, (cell, t))
                if touching and (d == 0 or len(now) > 1):
                    found.append((now, points + across + LINE_POINTS[n2]))
                if len(now) < room:
                    grow(x, c2, s2, n2, now, points + across, touching)

    return grow


def first_placements(hand: list[int], size: int) -> list[Scored]:
    """The first move: every line of exactly `size` hand tiles covering (0, 0) (rules §2)."""
    hand_mask = 0
    for t in hand:
        hand_mask |= 1 << t
    lines: list[tuple[int, ...]] = []

    def extend(line: tuple[int, ...], colours: int, shapes: int) -> None:
        if len(line) == size:
            lines.append(line)
            return
        allowed = JOIN.get(len(line) << 12 | colours << 6 | shapes, 0) & hand_mask
        while allowed:
            low = allowed & -allowed
            allowed ^= low
            t = low.bit_length() - 1
            extend((*line, t), colours | 1 << t // 6, shapes | 1 << t % 6)

    extend((), 0, 0)
    points = LINE_POINTS[size] or 1  # a tile alone scores 1
    found: list[Scored] = []
    for step in STEPS if size > 1 else STEPS[:1]:
        for lo in range(1 - size, 1):
            cells = [ORIGIN + (lo + i) * step for i in range(size)]
            found += [(tuple(zip(cells, line, strict=True)), points) for line in lines]
    return found


def best_points(state: State) -> int:
    """The most points a placement of the player to move scores now (0 when none)."""
    return max((points for _, points in placements(state)), default=0)

