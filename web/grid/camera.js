/**
 * The view onto a grid of cells (Qwirkle's unbounded table, Ginny-O's board): which cell is at
 * the canvas's centre and how big a cell is. It fits itself to what is on the table (tiles,
 * staged tiles, highlights) until the player zooms or pans by hand (wheel, pinch, drag, keys);
 * "fit" gives it back to the tiles. On a touch screen it can instead focus on where the player
 * plays, every cell it may tap in view (`focus`). Pure geometry: it knows nothing of the rules.
 */

const MIN_SPAN = 7; // cells across at least: an empty table is not one giant cell
const MARGIN = 1.6; // cells of free table around what is shown (where the next tiles may go)
export const MIN_CELL = 14; // px: the smallest zoom
export const MAX_CELL = 96; // px: the largest zoom
const FIT_MAX_CELL = 64; // px: fitting never makes cells bigger than this
const FOCUS_MARGIN = 0.25; // cells around the focus: on a phone every cell counts

const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/** The smallest box holding the cells [[x, y]] ({x0, x1, y0, y1}; the origin if none). */
function bounds(cells) {
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const [x0, x1] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 0];
  const [y0, y1] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 0];
  return { x0, x1, y0, y1 };
}

export class Camera {
  /** `margin`: cells of free table fitted around what is shown. */
  constructor(margin = MARGIN) {
    this.margin = margin;
    this.width = 1;
    this.height = 1;
    this.cx = 0; // the cell coordinates at the canvas's centre
    this.cy = 0;
    this.size = 40; // px per cell
    this.following = true; // fitting itself to the table (until zoomed or panned by hand)
    this.inset = 0; // px at the right edge that controls cover: fitting keeps tiles clear of it
  }

  resize(width, height) {
    this.width = width;
    this.height = height;
  }

  /** Canvas pixels of a cell's centre. */
  toPixel(x, y) {
    return { x: this.width / 2 + (x - this.cx) * this.size, y: this.height / 2 + (y - this.cy) * this.size };
  }

  /** The cell under a canvas pixel (+ 0: never -0). */
  cellAt(px, py) {
    return {
      x: Math.round((px - this.width / 2) / this.size + this.cx) + 0,
      y: Math.round((py - this.height / 2) / this.size + this.cy) + 0,
    };
  }

  /** The cells in view, whole or in part: {x0, x1, y0, y1}. */
  visible() {
    const halfW = this.width / 2 / this.size;
    const halfH = this.height / 2 / this.size;
    return {
      x0: Math.floor(this.cx - halfW - 0.5), x1: Math.ceil(this.cx + halfW + 0.5),
      y0: Math.floor(this.cy - halfH - 0.5), y1: Math.ceil(this.cy + halfH + 0.5),
    };
  }

  /** Fit the cells [[x, y]] (and a margin of free table around them) into the canvas. */
  fit(cells) {
    this.frame(cells, this.margin, MIN_CELL);
  }

  /**
   * Focus on where a finger plays: the staged tiles and every cell where the selected tile
   * may go ([[x, y]] each), centred and clear of the controls that cover `inset` px at the
   * right, with cells as big as shows them all — none is left out of view for a finger to
   * hunt for.
   */
  focus(staged, cells) {
    this.frame([...staged, ...cells], FOCUS_MARGIN, MIN_CELL);
  }

  /**
   * Show the cells with `margin` cells around them, centred in the part of the canvas that
   * controls leave free, with cells of `smallest` px at least where that shows them all. When
   * it would not, the free margin and then the strip the controls keep give way, and at last
   * the cells shrink further: the cells themselves are never cut.
   */
  frame(cells, margin, smallest) {
    const { x0, x1, y0, y1 } = bounds(cells);
    const sized = ([free, inset]) => Math.min(
      (this.width - inset) / Math.max(MIN_SPAN, x1 - x0 + 1 + 2 * free),
      this.height / Math.max(MIN_SPAN, y1 - y0 + 1 + 2 * free));
    const ways = [[margin, this.inset], [0, this.inset], [0, 0]]; // [free cells, px kept]
    const way = ways.find((w) => sized(w) >= smallest) ?? ways[2];
    const inset = way[1];
    this.size = Math.min(sized(way), FIT_MAX_CELL);
    this.cx = (x0 + x1) / 2 + inset / 2 / this.size; // centred in the uncovered part
    this.cy = (y0 + y1) / 2;
  }

  /** Zoom by `factor` keeping the canvas point (px, py) over the same spot of the table. */
  zoomAt(factor, px = this.width / 2, py = this.height / 2) {
    const size = clamp(this.size * factor, Math.min(MIN_CELL, this.size), MAX_CELL); // a fit may be smaller
    const dx = (px - this.width / 2) / this.size;
    const dy = (py - this.height / 2) / this.size;
    this.cx += dx - (dx * this.size) / size;
    this.cy += dy - (dy * this.size) / size;
    this.size = size;
    this.following = false;
  }

  /** Move the table by (dx, dy) canvas pixels (a drag). */
  pan(dx, dy) {
    this.cx -= dx / this.size;
    this.cy -= dy / this.size;
    this.following = false;
  }

  /** Bring a cell into view if it is not (the keyboard cursor), keeping the zoom. */
  reveal(x, y) {
    const p = this.toPixel(x, y);
    const edge = this.size;
    if (p.x < edge || p.x > this.width - edge) this.cx = x;
    if (p.y < edge || p.y > this.height - edge) this.cy = y;
  }
}
