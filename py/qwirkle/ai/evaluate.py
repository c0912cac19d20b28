"""What a placement is worth beyond its points, for the seat that plays it, in points.

A Qwirkle player's first question is the score; the next two are what the move leaves behind:

- the *gift*: a line of 5 tiles made by the move can be completed by the next players for a
  Qwirkle (12 points and more); the chance that one of them holds a completing tile comes from
  counting tiles — how many copies are unseen (not on the table, not in the seat's own hand)
  among how many unseen tiles, and how many tiles the next hands hold;
- the *leave*: the tiles kept in hand. A second copy of a tile can never share a line with
  the first, so it is dead weight until the first is played. (Rewarding kept tiles that share a
  colour or a shape was measured to lose: it makes the player hold tiles back; 600 games
  against the greedy baseline fell from 57% to 32% with a group of 3 worth 2 points.)

Everything reads only what the seat may see: the board, its own hand, the counts of tiles in
the bag and in the other hands.
"""

from __future__ import annotations

from tabletop.bitsets import bits

from ..core import Decision, Placement, State
from ..legal import placements
from ..tiles import JOIN, LINE_MAX
from .greedy import fallback

DUPLICATE_COST = 1.0  # points, per copy of a tile already in hand
#: A Qwirkle line of 5 left open is worth this much to whoever completes it (12 and the
#: crossing line that usually comes with it).
QWIRKLE_VALUE = 13.0
OWN_CHANCE = 0.5  # of a line of 5 the seat itself can complete next turn, if nobody else does


def unseen_counts(state: State, seat: int) -> list[int]:
    """How many copies of each tile `seat` cannot see: not on the table, not in its hand."""
    counts = [3] * 36
    for t in state.board.values():
        counts[t] -= 1
    for t in state.hands[seat]:
        counts[t] -= 1
    return counts


def chance_to_hold(copies: int, unseen: int, held: int) -> float:
    """The chance that `held` tiles drawn from `unseen` include one of `copies` given tiles."""
    if copies <= 0 or held <= 0:
        return 0.0
    miss = 1.0
    for i in range(min(held, unseen)):
        if unseen - i <= 0:
            break
        miss *= max(unseen - copies - i, 0) / (unseen - i)
    return 1.0 - miss


def leave_value(hand: list[int]) -> float:
    """What the tiles kept are worth for the next turns: a cost per copy of a kept tile."""
    return -DUPLICATE_COST * (len(hand) - len(set(hand)))


def kept(hand: list[int], pairs: Placement) -> list[int]:
    """The hand once a placement's tiles have left it."""
    rest = hand[:]
    for _, t in pairs:
        rest.remove(t)
    return rest


def gift(state: State, pairs: Placement, counts: list[int], rest: list[int]) -> float:
    """Expected points the lines of 5 made by this placement hand to the next players, minus
    the chance it leaves the seat itself (holding a completing tile in `rest`)."""
    board = state.board
    placed = dict(pairs)
    unseen = sum(counts)
    others = sum(len(h) for i, h in enumerate(state.hands) if i != state.to_move)
    value = 0.0
    for line in state.lines(pairs):
        if len(line) != LINE_MAX - 1:
            continue
        colours = shapes = 0
        for x in line:
            t = placed[x] if x in placed else board[x]
            colours |= 1 << t // 6
            shapes |= 1 << t % 6
        missing = bits(JOIN.get((LINE_MAX - 1) << 12 | colours << 6 | shapes, 0))
        theirs = chance_to_hold(sum(counts[t] for t in missing), unseen, others)
        value -= theirs * QWIRKLE_VALUE
        if any(t in rest for t in missing):
            value += (1 - theirs) * OWN_CHANCE * QWIRKLE_VALUE
    return value


def placement_value(state: State, pairs: Placement, points: int, counts: list[int]) -> float:
    """Points now, plus the leave, plus what the lines of 5 it makes are worth (negative when
    they are more likely a gift)."""
    rest = kept(state.hands[state.to_move], pairs)
    return points + leave_value(rest) + gift(state, pairs, counts, rest)


def ranked_placements(state: State) -> list[tuple[float, Placement]]:
    """Every placement of the seat to move with its value, best first."""
    counts = unseen_counts(state, state.to_move)
    scored = [(placement_value(state, pairs, points, counts), pairs)
              for pairs, points in placements(state)]
    scored.sort(key=lambda item: item[0], reverse=True)
    return scored


def thoughtful(state: State, rnd: object = None) -> Decision:
    """The placement of greatest value (points, leave and gift); trades only when it cannot
    place (the advanced level)."""
    ranked = ranked_placements(state)
    return ranked[0][1] if ranked else fallback(state)

