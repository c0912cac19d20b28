/**
 * A square grid of tiles on a canvas (Qwirkle's unbounded table, Ginny-O's 17 × 17 board): the
 * tiles on it, and what the page asks to show — the latest turn's tiles, the tiles being
 * staged, the cells the engine lists for the selected tile, a ghost move (hint, analysis), the
 * keyboard cursor. The view fits itself to `content()` — on a touch screen, to where the
 * player plays, with cells a finger can tap (`aim`) — and can be zoomed and panned (wheel,
 * pinch, drag; keys via `zoom`, `pan`, `fit`). A click that is not a drag is handed to
 * `onCell(cell)`. A game's board extends it with `paintTile` (a tile at a pixel) and may
 * redraw the ground (`drawTable`) or say what must stay in view (`content`). No rules here.
 */
import { followBox } from '../canvas.js';
import { highContrast } from '../theme.js';
import { touchScreen } from '../words.js';
import { Camera } from './camera.js';

export const key = (x, y) => `${x},${y}`;
const DRAG = 6; // px of movement before a press on the table becomes a pan
const WHEEL_STEP = 1.0015; // zoom factor per wheel pixel

/** The inks of what the page marks on any grid (a game's palette spreads them and adds its
 * own: table, edge, grid, tiles...). */
export const MARK_INKS = {
  last: '#ffb300',
  legal: 'rgba(32, 170, 150, .32)',
  played: 'rgba(255, 196, 0, .6)',
  legalDot: 'rgba(16, 120, 105, .95)',
  staged: '#0b6bcb',
  ghost: '#7b2cbf',
  entry: '#c2185b', // a history entry's frame
  cursor: '#0b3d91',
  cursorHalo: '#ffffff',
};
/** The same in high contrast. */
export const MARK_CONTRAST = {
  ...MARK_INKS,
  legal: 'rgba(0, 90, 255, .35)',
  legalDot: '#0033aa',
  played: 'rgba(255, 170, 0, .8)',
};

export class GridBoard {
  /** `statics`: the engine's static facts; `inks`: {normal, contrast} palettes (table, edge,
   * grid, last, legal, played, legalDot, staged, ghost, cursor, cursorHalo and the game's own);
   * `signal`: aborted when the game leaves the page; `onCell(cell)`: a click or tap on a cell;
   * `onView()`: zoomed or panned by hand, fitted, or focused on the play or not;
   * `beside()`: how many pixels at the right edge controls cover (kept clear when fitting);
   * `below()`: how many at the bottom (kept clear when focusing); `margin`: free cells around
   * what is fitted. */
  constructor(canvas, statics, { inks, signal, onCell, onView, beside = () => 0, below = () => 0, margin }) {
    Object.assign(this, { canvas, statics, inks, signal, onCell, onView, beside, below });
    this.ctx = canvas.getContext('2d');
    this.camera = new Camera(margin);
    this.tiles = []; // [{x, y, colour, shape}] on the table
    this.last = new Set(); // keys of the latest turn's cells
    this.marks = { legal: new Set(), staged: [], ghost: [], played: new Set(), outline: [], fresh: null, cursor: null };
    this.frame = 0;
    this.pointers = new Map(); // pointerId → {x, y} of the presses on the canvas
    this.press = null; // the press that may become a click or a drag
    this.focused = false; // the camera shows where a finger plays (aim)
    this.area = null; // where the player plays ({staged, cells}); kept while nothing is there
    this.whole = ''; // the area (as text) when the player last asked for the whole view
    this.position = ''; // the tiles' count and latest cells: a move changes it
    followBox(this, canvas, signal);
    this.listen();
    this.resize();
  }

  /** The table's tiles and the latest turn's cells ([[x, y]]). */
  setTiles(tiles, last) {
    this.tiles = tiles;
    this.last = new Set(last.map(([x, y]) => key(x, y)));
    const position = `${tiles.length} ${[...this.last].join(' ')}`;
    if (position !== this.position) { // a move: the whole table again, and what was staged
      this.area = null; // or highlighted was for the table before (the page will say anew)
      Object.assign(this.marks, { staged: [], legal: new Set() });
    }
    this.position = position;
    this.refit();
  }

  /** What to show over the table: legal (a Set of keys), staged and ghost ([{x, y, colour,
   * shape}]), played (a Set of keys: the cells an analysed decision used, tinted yellow),
   * fresh ({keys, alpha}:
   * tiles fading in), cursor ({x, y} or null). */
  setMarks(marks) {
    this.marks = { ...this.marks, ...marks };
    if (['staged', 'ghost', 'legal', 'played'].some((k) => k in marks)) this.refit();
    else this.request();
  }

  /** Everything that must be in view when the camera follows the table. */
  content() {
    const cells = [...this.tiles, ...this.marks.staged, ...this.marks.ghost].map((c) => [c.x, c.y]);
    for (const k of [...this.marks.legal, ...this.marks.played]) cells.push(k.split(',').map(Number));
    return cells;
  }

  refit() {
    this.aim();
    this.request();
  }

  /**
   * Point the camera, while it follows the table: on a touch screen, at where the player
   * plays (the staged tiles and the cells listed for the selected tile, with cells a finger
   * can tap: Camera.focus) — and there it stays while nothing is selected or staged, until a
   * move changes the table: no jump back and forth while the player thinks —, unless the
   * player asked for the whole view since the play last changed; else at `content()`.
   */
  aim() {
    const { camera } = this;
    const now = {
      staged: this.marks.staged.map((c) => [c.x, c.y]),
      cells: [...this.marks.legal].map((k) => k.split(',').map(Number)),
    };
    if (now.staged.length || now.cells.length) this.area = now; // zoomed by hand too: Fit needs it
    camera.inset = this.beside(); // the controls' size now: it changes after they are made
    if (!camera.following) return;
    const focused = Boolean(this.area) && JSON.stringify(this.area) !== this.whole && touchScreen();
    if (focused) camera.focus(this.area.staged, this.area.cells, this.near(), this.below());
    else camera.fit(this.content());
    if (focused !== this.focused) {
      this.focused = focused;
      this.onView?.();
    }
  }

  /** The middle of the latest turn's cells ([x, y]), or null on an empty table. */
  near() {
    const cells = [...this.last].map((k) => k.split(',').map(Number));
    if (!cells.length) return null;
    return [0, 1].map((i) => cells.reduce((sum, c) => sum + c[i], 0) / cells.length);
  }

  /** Whether the view shows what it fits by itself: neither moved by hand nor focused. */
  get fitted() {
    return this.camera.following && !this.focused;
  }

  /** Give the view back to the table: it fits itself to the tiles again (the whole of them,
   * until the play changes). */
  fit() {
    this.camera.following = true;
    this.whole = JSON.stringify(this.area);
    this.refit();
    this.onView();
  }

  zoom(factor, px, py) {
    this.camera.zoomAt(factor, px, py);
    this.request();
    this.onView();
  }

  pan(dx, dy) {
    this.camera.pan(dx, dy);
    this.request();
    this.onView();
  }

  /** Keep a cell in view (the keyboard cursor's). */
  reveal(x, y) {
    this.camera.reveal(x, y);
    this.request();
  }

  resize() {
    const box = this.canvas.parentElement.getBoundingClientRect();
    const width = Math.max(120, Math.floor(box.width));
    const height = Math.max(120, Math.floor(box.height));
    const dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.dpr = dpr;
    this.camera.resize(width, height);
    this.aim();
    this.draw();
  }

  request() {
    if (!this.frame) this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
  }

  /** Page coordinates of a cell's centre (the tests click real pixels). */
  cellCenter(x, y) {
    const rect = this.canvas.getBoundingClientRect();
    const p = this.camera.toPixel(x, y);
    return { x: rect.left + window.scrollX + p.x, y: rect.top + window.scrollY + p.y };
  }

  /** The cell under a point of the window. */
  cellAtClient(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    return this.camera.cellAt(clientX - rect.left, clientY - rect.top);
  }

  // ------------------------------------------------------------ pointer: click, drag, pinch, wheel

  listen() {
    const { canvas, signal } = this;
    const local = (e) => {
      const rect = canvas.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    };
    canvas.addEventListener('pointerdown', (e) => {
      if (e.button > 0) return;
      try {
        canvas.setPointerCapture(e.pointerId); // a drag that leaves the canvas still pans
      } catch { /* a pointer the browser no longer tracks: nothing to capture */ }
      this.pointers.set(e.pointerId, local(e));
      this.press = this.pointers.size === 1 ? { ...local(e), moved: false } : null; // two: a pinch
    }, { signal });
    canvas.addEventListener('pointermove', (e) => {
      const before = this.pointers.get(e.pointerId);
      if (!before) return;
      const now = local(e);
      if (this.pointers.size === 2) {
        const [other] = [...this.pointers].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
        const apart = Math.hypot(before.x - other.x, before.y - other.y);
        const factor = Math.hypot(now.x - other.x, now.y - other.y) / Math.max(1, apart);
        this.zoom(factor, (now.x + other.x) / 2, (now.y + other.y) / 2);
      } else if (this.press) {
        if (!this.press.moved && Math.hypot(now.x - this.press.x, now.y - this.press.y) < DRAG) return;
        this.press.moved = true;
        this.pan(now.x - before.x, now.y - before.y);
      }
      this.pointers.set(e.pointerId, now);
    }, { signal });
    const release = (e) => {
      const press = this.press;
      this.pointers.delete(e.pointerId);
      if (e.type === 'pointerup' && press && !press.moved && this.pointers.size === 0) {
        this.onCell(this.cellAtClient(e.clientX, e.clientY));
      }
      if (this.pointers.size === 0) this.press = null;
    };
    canvas.addEventListener('pointerup', release, { signal });
    canvas.addEventListener('pointercancel', release, { signal });
    canvas.addEventListener('wheel', (e) => {
      e.preventDefault();
      const p = local(e);
      const pixels = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      this.zoom(WHEEL_STEP ** -pixels, p.x, p.y);
    }, { signal, passive: false });
  }

  // ------------------------------------------------------------ drawing

  draw() {
    this.ink = highContrast() ? this.inks.contrast : this.inks.normal;
    const { ctx, dpr, camera } = this;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, camera.width, camera.height);
    this.drawTable();
    this.fillCells(this.marks.played, this.ink.played);
    this.drawLegal();
    const fresh = this.marks.fresh;
    for (const tile of this.tiles) {
      const alpha = fresh?.keys.has(key(tile.x, tile.y)) ? fresh.alpha : 1;
      this.drawTileAt(tile, alpha);
    }
    this.outline(this.tiles.filter((c) => this.last.has(key(c.x, c.y))), this.ink.last, 0.1);
    for (const tile of this.marks.staged) this.drawTileAt(tile, 1);
    this.outline(this.marks.staged, this.ink.staged, 0.12, [4, 3]);
    for (const tile of this.marks.ghost) this.drawTileAt(tile, 0.55);
    this.outline(this.marks.ghost, this.ink.ghost, 0.12, [3, 3]);
    this.frameEntry(this.marks.outline);
    if (this.marks.cursor) this.drawCursor(this.marks.cursor);
  }

  /** The cloth and its grid lines, over the whole canvas (a table with no edge). */
  drawTable() {
    const { ctx, camera } = this;
    ctx.fillStyle = this.ink.table;
    ctx.beginPath();
    ctx.roundRect(0, 0, camera.width, camera.height, 14);
    ctx.fill();
    const { x0, x1, y0, y1 } = camera.visible();
    const s = camera.size;
    ctx.beginPath();
    for (let x = x0; x <= x1 + 1; x++) {
      const px = Math.round(camera.toPixel(x - 0.5, 0).x) + 0.5;
      ctx.moveTo(px, 0);
      ctx.lineTo(px, camera.height);
    }
    for (let y = y0; y <= y1 + 1; y++) {
      const py = Math.round(camera.toPixel(0, y - 0.5).y) + 0.5;
      ctx.moveTo(0, py);
      ctx.lineTo(camera.width, py);
    }
    ctx.strokeStyle = this.ink.grid;
    ctx.lineWidth = s > 24 ? 1 : 0.6;
    ctx.stroke();
  }

  drawTileAt(tile, alpha) {
    const p = this.camera.toPixel(tile.x, tile.y);
    this.paintTile(tile, p.x, p.y, this.camera.size, alpha);
  }

  /** Cells (a Set of keys) tinted with `ink`. */
  fillCells(cells, ink) {
    const { ctx, camera } = this;
    const s = camera.size;
    ctx.fillStyle = ink;
    for (const k of cells) {
      const p = camera.toPixel(...k.split(',').map(Number));
      ctx.beginPath();
      ctx.roundRect(p.x - s * 0.46, p.y - s * 0.46, s * 0.92, s * 0.92, s * 0.1);
      ctx.fill();
    }
  }

  /** The cells the engine lists for the selected tile: tinted, with a dot. */
  drawLegal() {
    const { ctx, camera } = this;
    const s = camera.size;
    this.fillCells(this.marks.legal, this.ink.legal);
    for (const k of this.marks.legal) {
      const [x, y] = k.split(',').map(Number);
      const p = camera.toPixel(x, y);
      ctx.fillStyle = this.ink.legalDot;
      ctx.beginPath();
      ctx.arc(p.x, p.y, Math.max(2, s * 0.1), 0, Math.PI * 2);
      ctx.fill();
    }
  }

  /** A frame around cells: the latest turn's (solid), staged or ghost tiles (dashed). */
  outline(cells, ink, width, dash = []) {
    if (!cells.length) return;
    const { ctx, camera } = this;
    const s = camera.size;
    ctx.save();
    ctx.strokeStyle = ink;
    ctx.lineWidth = Math.max(2, s * width);
    ctx.setLineDash(dash.map((d) => Math.max(2, (d * s) / 24)));
    for (const { x, y } of cells) {
      const p = camera.toPixel(x, y);
      ctx.beginPath();
      ctx.roundRect(p.x - s * 0.47, p.y - s * 0.47, s * 0.94, s * 0.94, s * 0.12);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** The keyboard cursor: a dark ring inside a white one, visible on any cell or tile. */
  drawCursor({ x, y }) {
    const { ctx, camera } = this;
    const s = camera.size;
    const p = camera.toPixel(x, y);
    ctx.save();
    for (const [ink, width] of [[this.ink.cursorHalo, 0.2], [this.ink.cursor, 0.09]]) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = Math.max(2, s * width);
      ctx.beginPath();
      ctx.roundRect(p.x - s * 0.5, p.y - s * 0.5, s, s, s * 0.14);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** A history entry's cells ([{x, y}]), framed in a dashed ink over a light halo. */
  frameEntry(cells) {
    this.outline(cells, this.ink.cursorHalo, 0.22);
    this.outline(cells, this.ink.entry, 0.12, [4, 2]);
  }
}

/**
 * A small picture of part of a table drawn by a game's own board class (`Board`, a GridBoard:
 * the help's lessons): `scene` = {tiles: [{x, y, ...}] there, placed: [...] framed as a
 * history entry is}, `cell` pixels per cell, one cell of cloth around.
 */
export function drawScene(Board, canvas, statics, { tiles, placed }, cell = 34) {
  const all = [...tiles, ...placed];
  const [xs, ys] = [all.map((c) => c.x), all.map((c) => c.y)];
  const camera = new Camera();
  camera.size = cell;
  camera.cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  camera.cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  camera.resize((Math.max(...xs) - Math.min(...xs) + 2) * cell, (Math.max(...ys) - Math.min(...ys) + 2) * cell);
  const dpr = window.devicePixelRatio || 1;
  Object.assign(canvas, { width: Math.round(camera.width * dpr), height: Math.round(camera.height * dpr) });
  Object.assign(canvas.style, { width: `${camera.width}px`, height: `${camera.height}px` });
  const view = Object.assign(Object.create(Board.prototype), { canvas, statics, camera, dpr, ctx: canvas.getContext('2d') });
  view.ink = highContrast() ? Board.INKS.contrast : Board.INKS.normal;
  view.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  view.drawTable();
  for (const tile of all) view.drawTileAt(tile, 1);
  view.frameEntry(placed);
}
