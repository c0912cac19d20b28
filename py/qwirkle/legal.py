"""Every legal placement of the player to move, with its points, grown the Scrabble way.

Appel and Jacobson's method (CACM 1988), grown in both directions as Gordon's GADDAG does,
fitted to Qwirkle. A placement lies in one row or one column and holds at least one *anchor*:
an open cell (free, next to the table), whose cross-checks `State.open` keeps (the tiles the
crossing line accepts, and that line's length). So for each direction and each anchor, a line
is grown from a hand tile on the anchor, first leftwards (upwards) over free cells away from the
table, then rightwards (downwards) over any free cells, the tiles already on the table taken
into the line as it reaches them. A tile is tried only if it is in three masks at once: the
line accepts it, the crossing line accepts it, the hand holds it. Every branch is a valid
partial line (a part of a valid line is valid), so there is no blind permutation; and each
placement is found once, from its leftmost anchor (a single tile only in the row pass).

Points are summed as the line grows: each placed tile's crossing line when it has 2 tiles or
more, then the line itself (rules §4).
"""

from __future__ import annotations

from tabletop.bitsets import bits

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
    found: list[Scored] = []
    for d in (0, 1):
        _grow_along(state, hand_mask, room, d, found)
    return found


def _grow_along(state: State, hand_mask: int, room: int, d: int, found: list[Scored]) -> None:
    """Every placement along STEPS[d] into `found` (single tiles only when d == 0)."""
    board, open_, step = state.board, state.open, STEPS[d]
    cross = 1 - d  # checks[cross], checks[cross + 2]: the line across this direction

    def reach(x: int, direction: int, colours: int, shapes: int,
              n: int) -> tuple[int, int, int, int] | None:
        """Take into a line (summed up by colours, shapes, n) the tiles already there from
        cell x on along `direction`: the free cell after them and the line's new summary, or
        None when one of them cannot join it."""
        while x in board:
            u = board[x]
            if not JOIN.get(n << 12 | colours << 6 | shapes, 0) >> u & 1:
                return None
            colours, shapes, n = colours | 1 << u // 6, shapes | 1 << u % 6, n + 1
            x += direction
        return x, colours, shapes, n

    def right(cell: int, colours: int, shapes: int, n: int, placed: Placement,
              points: int) -> None:
        """Each fitting tile on free `cell` past the line's end: record, then go further."""
        allowed = JOIN.get(n << 12 | colours << 6 | shapes, 0) & hand_mask
        checks = open_.get(cell)
        if checks is None:  # no tile next to this cell: nothing across it
            across = 0
        else:
            allowed &= checks[cross]
            if not allowed:
                return
            across = LINE_POINTS[checks[cross + 2] + 1]
        while allowed:
            low = allowed & -allowed
            allowed ^= low
            t = low.bit_length() - 1
            after = reach(cell + step, step, colours | 1 << t // 6, shapes | 1 << t % 6, n + 1)
            if after is not None:
                x, c2, s2, n2 = after
                now = (*placed, (cell, t))
                found.append((now, points + across + LINE_POINTS[n2]))
                if len(now) < room:
                    right(x, c2, s2, n2, now, points + across)

    def left(cell: int, colours: int, shapes: int, n: int, placed: Placement, points: int,
             end: int) -> None:
        """Record `placed` (it starts just after `cell`) and each way to go on past `end`, the
        free cell after the line; then put each fitting tile on `cell` if it is free and away
        from the table (else the placement has another anchor further left)."""
        if d == 0 or len(placed) > 1:
            found.append((placed, points + LINE_POINTS[n]))
        if len(placed) == room:
            return
        right(end, colours, shapes, n, placed, points)
        if cell in open_:  # (never a tile: the cell before a tile is open)
            return
        allowed = JOIN.get(n << 12 | colours << 6 | shapes, 0) & hand_mask
        while allowed:
            low = allowed & -allowed
            allowed ^= low
            t = low.bit_length() - 1
            left(cell - step, colours | 1 << t // 6, shapes | 1 << t % 6, n + 1,
                 ((cell, t), *placed), points, end)

    for anchor, checks in open_.items():
        # the tiles already there before the anchor: a valid line, so `reach` takes them all
        x, colours, shapes, n = reach(anchor - step, -step, 0, 0, 0)  # type: ignore[misc]
        allowed = JOIN.get(n << 12 | colours << 6 | shapes, 0) & hand_mask & checks[cross]
        across = LINE_POINTS[checks[cross + 2] + 1] if allowed else 0
        while allowed:
            low = allowed & -allowed
            allowed ^= low
            t = low.bit_length() - 1
            after = reach(anchor + step, step, colours | 1 << t // 6, shapes | 1 << t % 6, n + 1)
            if after is not None:
                end, c2, s2, n2 = after
                left(x, c2, s2, n2, ((anchor, t),), across, end)


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
        for t in bits(JOIN.get(len(line) << 12 | colours << 6 | shapes, 0) & hand_mask):
            extend((*line, t), colours | 1 << t // 6, shapes | 1 << t % 6)

    extend((), 0, 0)
    points = LINE_POINTS[size] or 1  # a tile alone scores 1
    found: list[Scored] = []
    for step in STEPS if size > 1 else STEPS[:1]:
        for lo in range(1 - size, 1):
            cells = [ORIGIN + (lo + i) * step for i in range(size)]
            found += [(tuple(zip(cells, line, strict=True)), points) for line in lines]
    return found
