"""Why a decision is refused: each rule of rules-qwirkle.md §2–3 checked in turn, with a reason.

The move generator (`legal`) lists what is legal without asking why; this module explains a
refusal to a player, one rule at a time, and turns a legal public decision into the core's
integer form. The tests hold both to the slow oracle, so they cannot drift apart.
"""

from __future__ import annotations

from .core import REACH, STEPS, Placement, State, cell_of, xy_of
from .errors import IllegalMove, cell_text, show
from .moves import Place, Trade
from .tiles import CODE_OF_NAMES, COLOURS, SHAPES, TEXT, is_line


def tile_code(tile: object) -> int:
    """The code of a (colour, shape) tile; anything else raises IllegalMove."""
    try:
        return CODE_OF_NAMES[tile]  # type: ignore[index]
    except (KeyError, TypeError):
        raise IllegalMove("qwirkle_unknown_tile", value=show(tile), colours=", ".join(COLOURS),
                          shapes=", ".join(SHAPES)) from None


def cell_key(cell: object) -> int:
    """The core's int of an (x, y) cell; anything else raises IllegalMove."""
    if not (isinstance(cell, tuple) and len(cell) == 2
            and all(type(v) is int and -REACH <= v <= REACH for v in cell)):
        raise IllegalMove("qwirkle_bad_cell", value=show(cell))
    return cell_of(*cell)


def hand_text(tiles: list[int]) -> str:
    return ", ".join(TEXT[t] for t in tiles) or "-"


def take_from_hand(hand: list[int], tiles: list[int]) -> None:
    """Check that the hand holds these tiles (as many of each as given)."""
    left = hand[:]
    missing = []
    for t in tiles:
        if t in left:
            left.remove(t)
        else:
            missing.append(t)
    if missing:
        raise IllegalMove("qwirkle_not_in_hand", hand=hand_text(hand), tiles=hand_text(missing))


def decode_place(state: State, move: Place) -> Placement:
    """The core placement of a legal `Place`, or IllegalMove naming the rule it breaks."""
    pairs = decode_tiles(state, move)
    check_shape(state, pairs)
    check_lines(state, pairs)
    return tuple(pairs)


def decode_tiles(state: State, move: Place) -> list[tuple[int, int]]:
    """The (cell, tile) pairs of a placement, checked only to be hand tiles on free cells
    (what tiles staged on the page, a placement in the making, must be)."""
    pairs = []
    for item in move:
        if not (isinstance(item, tuple) and len(item) == 2):
            raise IllegalMove("qwirkle_unreadable_move", text=show(item))
        pairs.append((cell_key(item[1]), tile_code(item[0])))
    if not pairs:
        raise IllegalMove("qwirkle_no_tiles")
    cells = [cell for cell, _ in pairs]
    board = state.board
    for i, cell in enumerate(cells):
        if cell in cells[:i]:
            raise IllegalMove("qwirkle_cell_twice", cell=cell_text(xy_of(cell)))
        if cell in board:
            raise IllegalMove("qwirkle_cell_taken", cell=cell_text(xy_of(cell)))
    take_from_hand(state.hands[state.to_move], [t for _, t in pairs])
    return pairs


def check_shape(state: State, pairs: list[tuple[int, int]]) -> None:
    """One row or column, no gap, touching the table (or the first move's size and cell)."""
    placed = dict(pairs)
    xs = {xy_of(cell)[0] for cell in placed}
    ys = {xy_of(cell)[1] for cell in placed}
    if len(xs) > 1 and len(ys) > 1:
        raise IllegalMove("qwirkle_not_in_line")
    if len(placed) > 1:
        step = STEPS[0] if len(ys) == 1 else STEPS[1]
        cells = sorted(placed)
        for x in range(cells[0], cells[-1], step):
            if x not in placed and x not in state.board:
                raise IllegalMove("qwirkle_gap", cell=cell_text(xy_of(x)))
    if state.first_size:
        if len(placed) != state.first_size:
            raise IllegalMove("qwirkle_first_size", size=state.first_size, count=len(placed))
        if cell_of(0, 0) not in placed:
            raise IllegalMove("qwirkle_first_origin")
    elif not any(cell + d in state.board for cell in placed for s in STEPS for d in (s, -s)):
        raise IllegalMove("qwirkle_not_touching")


def check_lines(state: State, pairs: list[tuple[int, int]]) -> None:
    """Every line through a placed tile is one colour with all shapes different, or one shape
    with all colours different."""
    placed = dict(pairs)
    for cell in placed:
        for step in STEPS:
            line = sorted(state.line(cell, step, placed))
            tiles = [placed[x] if x in placed else state.board[x] for x in line]
            if not is_line(tiles):
                raise IllegalMove("qwirkle_bad_line", cell=cell_text(xy_of(cell)),
                                  tiles=hand_text(tiles))


def decode_trade(state: State, move: Trade) -> tuple[int, ...]:
    """The core trade of a legal `Trade`, or IllegalMove saying why not."""
    tiles = [tile_code(tile) for tile in move]
    if not tiles:
        raise IllegalMove("qwirkle_no_tiles")
    take_from_hand(state.hands[state.to_move], tiles)
    if state.first_size:
        raise IllegalMove("qwirkle_first_place")
    if len(tiles) > len(state.bag):
        raise IllegalMove("qwirkle_trade_bag", count=len(tiles), bag=len(state.bag))
    return tuple(sorted(tiles))


def check_pass(state: State) -> None:
    """A pass is allowed only when neither placing nor trading is."""
    if state.first_size:
        raise IllegalMove("qwirkle_first_place")
    if state.bag:
        raise IllegalMove("qwirkle_pass_trade")
    if not state.may_pass():
        raise IllegalMove("qwirkle_pass_place")
