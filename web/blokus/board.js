/**
 * Blokus's board on a canvas (BoardPainter: the whole board, or a part of it for the pictures
 * of How to play; BoardView: the page's board, which hands over the player's pointer): the
 * square grid (20 × 20, or 14 × 14 for Duo) with its columns
 * lettered and rows numbered, each colour's starting cell marked with its mark, the squares
 * placed (hue and mark), the latest turn's outlined, and what the page asks to show — the
 * colour to move's attach points, the ghost of the selected piece (legal or not, as the
 * engine said), a hint or an analysed decision, the keyboard cursor. Pointer moves, clicks
 * and the wheel are handed over with the cell under them. No rules here.
 */
import { followBox, framingZoom, scrollToMiddle } from '../canvas.js';
import { highContrast } from '../theme.js';
import { touchScreen } from '../words.js';
import { hue, ink, markPath } from './marks.js';

export const key = (x, y) => `${x},${y}`;
const MARGIN = 0.7; // cells of margin around the grid, for the edge labels

const INK = {
  frame: '#d8cdb0', board: '#ece6d6', grid: 'rgba(70, 60, 40, .28)', edge: '#6b5f45', label: '#5a4f38',
  last: '#111111', lastHalo: '#ffffff', illegal: '#c0001a', cursor: '#0b3d91', hint: '#111111',
  played: 'rgba(255, 190, 0, .55)',
};
const CONTRAST = { ...INK, frame: '#ffffff', board: '#ffffff', grid: 'rgba(0, 0, 0, .55)', edge: '#000000', label: '#000000' };

/** Draws a board, or a square part of it (`part`: {x, y, n}, the how-to's pictures). */
export class BoardPainter {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.paths = new Map();
    this.game = { size: 20, colours: new Map(), squares: new Map(), last: new Set(), starts: [] };
    this.marks = { attach: null, ghost: null, hint: null, played: new Set(), cursor: null, outline: null };
    this.part = null; // the square of cells shown, {x, y, n}; null: the whole board
    this.dpr = 1;
  }

  /** The board: its size, the variant's colours, the squares [{x, y, colour}] and the
   * latest turn's cells [[x, y]]. Returns whether the board's size changed. */
  setGame({ size, colours, board, last }) {
    const resized = size !== this.game.size;
    this.game = {
      size, colours: new Map(colours.map((c) => [c.name, c])),
      squares: new Map(board.map((c) => [key(c.x, c.y), c.colour])),
      last: new Set(last.map(([x, y]) => key(x, y))),
      starts: colours.map((c) => ({ colour: c.name, x: c.start[0], y: c.start[1] })),
    };
    return resized;
  }

  /** The canvas `side` CSS pixels square, the cells shown filling it inside the edge labels. */
  fit(side) {
    const dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = `${side}px`;
    this.canvas.style.height = `${side}px`;
    this.canvas.width = Math.round(side * dpr);
    this.canvas.height = Math.round(side * dpr);
    this.dpr = dpr;
    this.cell = side / ((this.part?.n ?? this.game.size) + 2 * MARGIN);
    this.origin = this.cell * MARGIN;
  }

  /** What to show over the board: attach ({colour, cells}), ghost ({colour, cells, legal}),
   * hint ({colour, cells}), played (a Set of keys), cursor ({x, y} or null), outline ([[x, y]]
   * or null: a history entry's piece). */
  setMarks(marks) {
    this.marks = { ...this.marks, ...marks };
    this.request();
  }

  /** Draw at the next frame (the page's board); a picture draws at once. */
  request() {
    this.draw();
  }

  // ------------------------------------------------------------ drawing

  path(mark) {
    if (!this.paths.has(mark)) this.paths.set(mark, new Path2D(markPath(mark)));
    return this.paths.get(mark);
  }

  /** A square of a colour at (x, y): its hue and its mark. */
  square(x, y, colour, alpha = 1) {
    const { ctx, cell } = this;
    const mark = this.game.colours.get(colour)?.mark ?? '■';
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(this.origin + x * cell, this.origin + y * cell);
    ctx.fillStyle = hue(colour);
    ctx.fillRect(1, 1, cell - 2, cell - 2);
    ctx.strokeStyle = 'rgba(0, 0, 0, .45)';
    ctx.lineWidth = 1;
    ctx.strokeRect(1.5, 1.5, cell - 3, cell - 3);
    ctx.scale(cell, cell);
    ctx.fillStyle = ink(colour);
    ctx.fill(this.path(mark));
    ctx.restore();
  }

  /** The outline around a group of cells (only the edges not shared within it). */
  outline(cells, style, width, dash = []) {
    const { ctx, cell, origin } = this;
    const inside = new Set(cells.map(([x, y]) => key(x, y)));
    ctx.save();
    ctx.strokeStyle = style;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.lineCap = 'square';
    ctx.beginPath();
    for (const [x, y] of cells) {
      const [l, t] = [origin + x * cell, origin + y * cell];
      if (!inside.has(key(x, y - 1))) { ctx.moveTo(l, t); ctx.lineTo(l + cell, t); }
      if (!inside.has(key(x, y + 1))) { ctx.moveTo(l, t + cell); ctx.lineTo(l + cell, t + cell); }
      if (!inside.has(key(x - 1, y))) { ctx.moveTo(l, t); ctx.lineTo(l, t + cell); }
      if (!inside.has(key(x + 1, y))) { ctx.moveTo(l + cell, t); ctx.lineTo(l + cell, t + cell); }
    }
    ctx.stroke();
    ctx.restore();
  }

  draw() {
    const { ctx, dpr, cell, origin } = this;
    const ink = highContrast() ? CONTRAST : INK;
    const { x: x0 = 0, y: y0 = 0, n = this.game.size } = this.part ?? {};
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    this.drawFrame(ink, x0, y0, n);
    ctx.save();
    ctx.beginPath();
    ctx.rect(origin, origin, n * cell, n * cell);
    ctx.clip();
    ctx.translate(-x0 * cell, -y0 * cell); // the part shown at the frame's corner
    this.drawGrid(ink);
    this.drawStarts();
    for (const [k, colour] of this.game.squares) {
      const [x, y] = k.split(',').map(Number);
      this.square(x, y, colour);
    }
    const last = [...this.game.last].map((k) => k.split(',').map(Number));
    if (last.length) {
      this.outline(last, ink.lastHalo, 5);
      this.outline(last, ink.last, 2.5);
    }
    this.drawAttach();
    this.drawPlayed(ink);
    this.drawHint(ink);
    this.drawGhost(ink);
    this.drawCursor(ink);
    if (this.marks.outline) { // a history or analysis entry hovered: its piece framed
      this.outline(this.marks.outline, '#ffffff', 6);
      this.outline(this.marks.outline, ink.cursor, 3);
    }
    ctx.restore();
    if (this.part) { // a part's sides inside the board: the grid's line
      ctx.strokeStyle = ink.edge;
      ctx.lineWidth = 1;
      ctx.strokeRect(origin, origin, n * cell, n * cell);
    }
  }

  /** The frame around the cells shown, with their columns' letters and rows' numbers. */
  drawFrame(ink, x0, y0, n) {
    const { ctx, cell, origin } = this;
    ctx.fillStyle = ink.frame;
    ctx.fillRect(0, 0, n * cell + 2 * origin, n * cell + 2 * origin);
    this.drawLabels(ink, x0, y0, n, 0, 0);
  }

  /** The columns' letters in a row `top` px down, the rows' numbers in a column `left` px in. */
  drawLabels(ink, x0, y0, n, left, top) {
    const { ctx, cell, origin } = this;
    ctx.fillStyle = ink.label;
    ctx.font = `${Math.max(8, Math.round(cell * 0.42))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < n; i += 1) {
      ctx.fillText(String.fromCharCode(65 + x0 + i), origin + (i + 0.5) * cell, top + origin / 2);
      ctx.fillText(String(y0 + i + 1), left + origin / 2, origin + (i + 0.5) * cell);
    }
  }

  drawGrid(ink) {
    const { ctx, cell, origin } = this;
    const n = this.game.size;
    const side = n * cell;
    ctx.fillStyle = ink.board;
    ctx.fillRect(origin, origin, side, side);
    ctx.strokeStyle = ink.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 1; i < n; i += 1) {
      ctx.moveTo(origin + i * cell, origin);
      ctx.lineTo(origin + i * cell, origin + side);
      ctx.moveTo(origin, origin + i * cell);
      ctx.lineTo(origin + side, origin + i * cell);
    }
    ctx.stroke();
    ctx.strokeStyle = ink.edge;
    ctx.lineWidth = 2;
    ctx.strokeRect(origin, origin, side, side);
  }

  /** Each colour's starting cell while empty: a frame and the colour's mark in its hue. */
  drawStarts() {
    const { ctx, cell, origin } = this;
    for (const { colour, x, y } of this.game.starts ?? []) {
      if (this.game.squares.has(key(x, y))) continue;
      const mark = this.game.colours.get(colour).mark;
      ctx.save();
      ctx.translate(origin + x * cell, origin + y * cell);
      ctx.strokeStyle = hue(colour);
      ctx.lineWidth = 3;
      ctx.strokeRect(2.5, 2.5, cell - 5, cell - 5);
      ctx.scale(cell, cell);
      ctx.globalAlpha = 0.7;
      ctx.fillStyle = hue(colour);
      ctx.fill(this.path(mark));
      ctx.restore();
    }
  }

  /** The colour to move's attach points: a small disc of its hue ringed in black and white. */
  drawAttach() {
    const attach = this.marks.attach;
    if (!attach) return;
    const { ctx, cell, origin } = this;
    for (const [x, y] of attach.cells) {
      const cx = origin + (x + 0.5) * cell;
      const cy = origin + (y + 0.5) * cell;
      ctx.beginPath();
      ctx.arc(cx, cy, cell * 0.2, 0, 2 * Math.PI);
      ctx.fillStyle = hue(attach.colour);
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      ctx.lineWidth = 1;
      ctx.strokeStyle = '#000000';
      ctx.stroke();
    }
  }

  drawPlayed(ink) {
    const { ctx, cell, origin } = this;
    ctx.fillStyle = ink.played;
    for (const k of this.marks.played) {
      const [x, y] = k.split(',').map(Number);
      ctx.fillRect(origin + x * cell, origin + y * cell, cell, cell);
    }
  }

  /** A hint or the expert's choice in analysis: the piece half see-through, outlined dashed. */
  drawHint(ink) {
    const hint = this.marks.hint;
    if (!hint) return;
    for (const [x, y] of hint.cells) this.square(x, y, hint.colour, 0.55);
    this.outline(hint.cells, '#ffffff', 5);
    this.outline(hint.cells, ink.hint, 2.5, [6, 4]);
  }

  /** The selected piece under the pointer or the cursor: solid outline where the engine lists
   * it, a red outline and crosses where it does not. Cells off the board are left out. */
  drawGhost(ink) {
    const ghost = this.marks.ghost;
    if (!ghost) return;
    const n = this.game.size;
    const cells = ghost.cells.filter(([x, y]) => x >= 0 && y >= 0 && x < n && y < n);
    for (const [x, y] of cells) this.square(x, y, ghost.colour, ghost.legal ? 0.85 : 0.4);
    this.outline(cells, '#ffffff', 5);
    this.outline(cells, ghost.legal ? '#000000' : ink.illegal, 2.5, ghost.legal ? [] : [5, 3]);
    if (ghost.legal) return;
    const { ctx, cell, origin } = this;
    ctx.save();
    ctx.strokeStyle = ink.illegal;
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (const [x, y] of cells) {
      const [l, t] = [origin + x * cell + cell * 0.28, origin + y * cell + cell * 0.28];
      const s = cell * 0.44;
      ctx.moveTo(l, t); ctx.lineTo(l + s, t + s);
      ctx.moveTo(l + s, t); ctx.lineTo(l, t + s);
    }
    ctx.stroke();
    ctx.restore();
  }

  drawCursor(ink) {
    const c = this.marks.cursor;
    if (!c) return;
    const { ctx, cell, origin } = this;
    ctx.save();
    ctx.lineWidth = 5;
    ctx.strokeStyle = '#ffffff';
    ctx.strokeRect(origin + c.x * cell + 2, origin + c.y * cell + 2, cell - 4, cell - 4);
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = ink.cursor;
    ctx.strokeRect(origin + c.x * cell + 2, origin + c.y * cell + 2, cell - 4, cell - 4);
    ctx.restore();
  }
}

export class BoardView extends BoardPainter {
  /** `colours`: the variant's [{name, mark, start}]; `on`: {hover(cell|null), cell(cell,
   * pointerType), wheel(deltaY) → true if it used the wheel}. */
  constructor(canvas, { signal, on }) {
    super(canvas);
    this.on = on;
    this.frame = 0;
    this.zoom = 1; // >1: the board grows past its box, which then scrolls
    followBox(this, canvas, signal);
    canvas.parentElement.addEventListener('scroll', () => { if (this.zoom !== 1) this.request(); }, { signal, passive: true });
    this.listen(signal);
    this.resize();
  }

  setGame(game) {
    if (super.setGame(game)) this.resize();
    else this.request();
  }

  resize() {
    const box = this.canvas.parentElement.getBoundingClientRect();
    this.fit(Math.round(Math.max(120, Math.floor(Math.min(box.width, box.height))) * this.zoom));
    this.draw();
  }

  /** Grow the board `zoom` times past its box (which then scrolls, by finger or wheel), or
   * back to fit it (1). */
  setZoom(zoom) {
    this.zoom = zoom;
    this.canvas.parentElement.classList.toggle('zoomed', zoom !== 1);
    this.resize();
  }

  /** Scroll a zoomed board's box so that the middle of these cells ([[x, y]]) is at its
   * centre. */
  centreOn(cells) {
    if (cells.length && this.zoom !== 1) scrollToMiddle(this.canvas, cells.map((c) => this.centre(c)));
  }

  /** The zoom, up to `most`, that shows all these cells ([[x, y]]) a cell clear of the box's
   * edges (and of the labels kept along them). */
  framing(cells, most) {
    const points = cells.map((c) => this.centre(c)).map(({ x, y }) => ({ x: x / this.zoom, y: y / this.zoom }));
    return framingZoom(this.canvas.parentElement, points, 1.5 * this.cell / this.zoom, most);
  }

  /** A cell's centre in the canvas's CSS pixels. */
  centre([x, y]) {
    return { x: this.origin + (x + 0.5) * this.cell, y: this.origin + (y + 0.5) * this.cell };
  }

  /** A zoomed board keeps its letters and numbers in view: along the top and the left of the
   * part its box shows, over a strip of the frame's colour (the frame's own scroll away). */
  draw() {
    super.draw();
    if (this.zoom === 1) return;
    const wrap = this.canvas.parentElement;
    const ink = highContrast() ? CONTRAST : INK;
    const left = Math.max(0, wrap.scrollLeft - this.canvas.offsetLeft);
    const top = Math.max(0, wrap.scrollTop - this.canvas.offsetTop);
    const { ctx, origin } = this;
    const side = this.canvas.width / this.dpr;
    ctx.save();
    ctx.globalAlpha = 0.85;
    ctx.fillStyle = ink.frame;
    ctx.fillRect(0, top, side, origin);
    ctx.fillRect(left, 0, origin, side);
    ctx.restore();
    this.drawLabels(ink, 0, 0, this.game.size, left, top);
    ctx.fillStyle = ink.frame; // the corner where the two meet: no label half under the other
    ctx.fillRect(left, top, origin, origin);
  }

  request() {
    if (!this.frame) this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
  }

  /** Page coordinates of a cell's centre (the tests click real pixels). */
  cellCenter(x, y) {
    const rect = this.canvas.getBoundingClientRect();
    const at = this.centre([x, y]);
    return { x: rect.left + window.scrollX + at.x, y: rect.top + window.scrollY + at.y };
  }

  /** The cell under a point of the window, or null off the grid (or off the part of a
   * zoomed board in view). */
  cellAt(clientX, clientY) {
    const box = this.canvas.parentElement.getBoundingClientRect();
    if (this.zoom !== 1 && (clientX < box.left || clientX > box.right || clientY < box.top || clientY > box.bottom)) return null;
    const rect = this.canvas.getBoundingClientRect();
    const x = Math.floor((clientX - rect.left - this.origin) / this.cell);
    const y = Math.floor((clientY - rect.top - this.origin) / this.cell);
    const n = this.game.size;
    return x >= 0 && y >= 0 && x < n && y < n ? { x, y } : null;
  }

  listen(signal) {
    const canvas = this.canvas;
    canvas.addEventListener('pointermove', (e) => {
      if (e.pointerType === 'mouse' || e.pointerType === 'pen') this.on.hover(this.cellAt(e.clientX, e.clientY));
    }, { signal });
    canvas.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') this.on.hover(null);
    }, { signal });
    canvas.addEventListener('click', (e) => {
      const cell = this.cellAt(e.clientX, e.clientY);
      if (cell) this.on.cell(cell, e.pointerType || (touchScreen() ? 'touch' : 'mouse'));
    }, { signal });
    canvas.addEventListener('wheel', (e) => {
      if (this.on.wheel(e.deltaY)) e.preventDefault();
    }, { signal, passive: false });
  }
}

/** A lesson of How to play (the engine's lessons: a part of a board, its squares and one
 * placement shown as a ghost, legal or not as the engine judged it) on a canvas `side` CSS
 * pixels square. */
export function drawScene(canvas, statics, lesson, side) {
  const painter = new BoardPainter(canvas);
  painter.part = lesson.part;
  painter.setGame({ size: lesson.size, colours: statics.variants[lesson.variant].colours, board: lesson.board, last: [] });
  painter.marks.ghost = lesson.shown;
  painter.fit(side);
  painter.draw();
}
