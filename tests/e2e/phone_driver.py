"""Playing on a touch phone as a finger does: each cell the engine allows for the next tap must
be where a finger can tap it — its centre on the board's canvas, inside the window, not under
the header, the hand bar, a panel or the zoom buttons — and a tap goes where the cell is
drawn, the test never scrolling the board for the player."""

from __future__ import annotations

#: For each cell [a, b]: where its centre is in the window and what a finger there touches.
_WHERE = """(cells) => cells.map(([a, b]) => {
  const c = window.genial.cellCenter(a, b);
  const [x, y] = [c.x - scrollX, c.y - scrollY];
  const inside = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
  const hit = inside ? document.elementFromPoint(x, y) : null;
  const on = hit ? (hit.dataset.testid || hit.id || hit.className || hit.tagName) : 'outside';
  return {cell: [a, b], x, y, board: hit?.id === 'board', on};
})"""


def where(page, cells: list) -> list[dict]:
    """Each cell's centre in the window ({cell, x, y, board: a finger there touches the board's
    canvas, on: what it touches})."""
    return page.evaluate(_WHERE, [list(c) for c in cells])


def out_of_reach(page, cells: list) -> list[dict]:
    """The cells of `cells` a finger cannot tap where they are drawn now."""
    return [p for p in where(page, cells) if not p["board"]]


def assert_in_reach(page, cells: list, what: str) -> None:
    """Every cell the engine allows for the next tap can be tapped without moving the view."""
    assert cells, f"no cell to tap for {what}"
    missed = out_of_reach(page, cells)
    assert missed == [], f"{what}: {len(missed)} of {len(cells)} out of a finger's reach: {missed}"


def tap_cell(page, cell) -> None:
    """Tap a cell where it is drawn (after checking a finger can)."""
    [point] = where(page, [cell])
    assert point["board"], point
    page.touchscreen.tap(point["x"], point["y"])
