/**
 * Génial's board on a canvas: hex pixel layout and pure drawing, no rules.
 *
 * The canvas is sized in device pixels (sharp on high-DPI screens) and redrawn on resize and
 * when the theme changes. What to draw comes from outside: the engine's board view and static
 * facts (the printed symbols, the area, the hex directions), and the highlights the page asks
 * for (legal cells, a ghost tile with its preview) — never computed here.
 */
import { followBox, framingZoom, scrollToMiddle } from '../canvas.js';
import { PALETTE, SHAPES } from './symbols.js';
import { highContrast } from '../theme.js';

const SQRT3 = Math.sqrt(3);
export const key = (q, r) => `${q},${r}`;

const INK = {
  table: '#2f4a3e',
  boardEdge: '#7a5a36',
  cell: '#f3ead6',
  printed: '#fbf6ea',
  cellLine: '#d8c9a8',
  outCell: '#b9ae98',
  outLine: '#a89d86',
  tile: '#26272d',
  legal: 'rgba(32, 170, 150, 0.35)',
  legalDot: 'rgba(20, 130, 115, 0.9)',
  partner: 'rgba(255, 196, 0, 0.55)',
  last: '#ffd54a',
  cursor: '#0b3d91',
  cursorHalo: '#ffffff',
  outline: '#c2185b',
  symbolLine: 'rgba(0, 0, 0, .4)',
  symbolOnTile: 'rgba(255, 255, 255, .7)',
};

/** The high-contrast theme: white cells with black edges, symbols outlined in black. */
const CONTRAST = {
  ...INK,
  boardEdge: '#000000',
  cell: '#ffffff',
  printed: '#ffffff',
  cellLine: '#000000',
  outCell: '#8a8a8a',
  outLine: '#000000',
  tile: '#000000',
  legal: 'rgba(0, 90, 255, 0.35)',
  legalDot: '#0033aa',
  partner: 'rgba(255, 170, 0, 0.7)',
  symbolLine: 'rgba(0, 0, 0, 1)',
  symbolOnTile: 'rgba(255, 255, 255, 1)',
};

/** Axial (q, r) ↔ pixel maths for pointy-top hexes (Red Blob Games' Layout). */
export class Layout {
  constructor(size, originX, originY) {
    Object.assign(this, { size, originX, originY });
  }

  toPixel(q, r) {
    return { x: this.originX + this.size * SQRT3 * (q + r / 2), y: this.originY + this.size * 1.5 * r };
  }

  /** Fractional axial coordinates of a pixel. */
  fromPixel(x, y) {
    const px = (x - this.originX) / this.size;
    const py = (y - this.originY) / this.size;
    return { q: (SQRT3 / 3) * px - py / 3, r: (2 / 3) * py };
  }

  /** The cell containing a pixel (cube rounding). */
  cellAt(x, y) {
    const { q, r } = this.fromPixel(x, y);
    const s = -q - r;
    let [rq, rr, rs] = [Math.round(q), Math.round(r), Math.round(s)];
    const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    return { q: rq + 0, r: rr + 0 };
  }

  corners(q, r, scale = 1) {
    const { x, y } = this.toPixel(q, r);
    const out = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 180) * (60 * i - 30);
      out.push([x + this.size * scale * Math.cos(a), y + this.size * scale * Math.sin(a)]);
    }
    return out;
  }
}

export const distance = (q, r) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));

export class BoardView {
  /** `statics`: the engine's static facts (printed symbols, symbol names, radii, directions);
   * `signal`: aborted when the page stops showing Génial (the board lets go of the canvas). */
  constructor(canvas, statics, signal) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.statics = statics;
    this.signal = signal;
    this.paths = Object.fromEntries(Object.entries(SHAPES).map(([n, d]) => [n, new Path2D(d)]));
    this.game = { radius: statics.radius_by_players['2'], board: statics.printed, tiles: [], last: [] };
    this.marks = { legal: new Set(), partners: new Set(), ghost: null, outline: [], fresh: null, cursor: null };
    this.layout = new Layout(10, 0, 0);
    this.frame = 0;
    this.zoom = 1; // >1: the board grows past its box, which then scrolls
    followBox(this, canvas, signal, { onTheme: () => this.resize(), keepSize: true });
    this.resize();
    this.watchPixelRatio();
  }

  /** Redraw sharp when the window moves to a screen of another pixel density (or zooms). */
  watchPixelRatio() {
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener('change', () => {
      this.resize();
      this.watchPixelRatio();
    }, { once: true, signal: this.signal });
  }

  /** The engine's view: {radius, board: [{q, r, colour}], tiles, last}. */
  setGame(game) {
    this.game = game;
    this.request();
  }

  /** What to highlight: legal first cells, partner cells, a ghost tile, cells outlined (a
   * hint's, a history entry's: [[q, r]]), a freshly placed tile. */
  setMarks(marks) {
    this.marks = { ...this.marks, ...marks };
    this.request();
  }

  resize() {
    const box = this.canvas.parentElement.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const side = Math.max(120, Math.min(box.width, box.height)) * this.zoom;
    this.canvas.style.width = `${side}px`;
    this.canvas.style.height = `${side}px`;
    this.canvas.width = Math.round(side * dpr);
    this.canvas.height = Math.round(side * dpr);
    this.dpr = dpr;
    const rings = this.statics.full_radius + 0.75;
    const size = side / (SQRT3 * (2 * rings));
    this.layout = new Layout(size, side / 2, side / 2);
    this.draw();
  }

  setZoom(zoom) {
    this.zoom = zoom;
    this.resize();
  }

  /** Scroll a zoomed board's box so the cell is in view (the keyboard cursor follows it). */
  reveal(q, r) {
    this.centreOn([[q, r]]);
  }

  /** Scroll a zoomed board's box so the middle of these cells is at its centre. */
  centreOn(cells) {
    if (cells.length && this.zoom !== 1) scrollToMiddle(this.canvas, cells.map(([q, r]) => this.layout.toPixel(q, r)));
  }

  /** The zoom, up to `most`, that shows all these cells whole (a cell's breadth round them). */
  framing(cells, most) {
    const points = cells.map(([q, r]) => this.layout.toPixel(q, r)).map(({ x, y }) => ({ x: x / this.zoom, y: y / this.zoom }));
    return framingZoom(this.canvas.parentElement, points, this.spacing() / this.zoom, most);
  }

  /** Pixels from a cell's centre to its neighbour's: what a finger has to hit. */
  spacing() {
    return SQRT3 * this.layout.size;
  }

  request() {
    if (!this.frame) this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
  }

  /** Page coordinates of a cell's centre (the tests click real pixels). */
  cellCenter(q, r) {
    const rect = this.canvas.getBoundingClientRect();
    const { x, y } = this.layout.toPixel(q, r);
    return { x: rect.left + window.scrollX + x, y: rect.top + window.scrollY + y };
  }

  /** The board cell under a client point, or null outside the printed board. */
  cellAtClient(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const cell = this.layout.cellAt(clientX - rect.left, clientY - rect.top);
    return distance(cell.q, cell.r) <= this.statics.full_radius ? cell : null;
  }

  /** The neighbour of `cell` whose centre is nearest the client point (for drag and drop). */
  neighbourToward(cell, clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    let best = null;
    let bestD = Infinity;
    for (const [dq, dr] of this.statics.directions) {
      const p = this.layout.toPixel(cell.q + dq, cell.r + dr);
      const d = (p.x - x) ** 2 + (p.y - y) ** 2;
      if (d < bestD) [best, bestD] = [{ q: cell.q + dq, r: cell.r + dr }, d];
    }
    return best;
  }

  draw() {
    this.ink = highContrast() ? CONTRAST : INK;
    const { ctx, dpr } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.background(), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.drawTiles();
    this.drawMarks();
  }

  /**
   * The frame, the cells and the printed symbols, drawn once per size and area into an
   * offscreen canvas: redraws on hover then cost one copy instead of the whole board.
   */
  background() {
    const id = `${this.canvas.width}:${this.game.radius}:${highContrast()}`;
    if (this.cache?.id === id) return this.cache.canvas;
    const canvas = document.createElement('canvas');
    canvas.width = this.canvas.width;
    canvas.height = this.canvas.height;
    const screen = this.ctx;
    this.ctx = canvas.getContext('2d');
    this.ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    this.drawFrame();
    this.drawCells();
    this.ctx = screen;
    this.cache = { id, canvas };
    return canvas;
  }

  hexPath(q, r, scale = 1) {
    const path = new Path2D();
    this.layout.corners(q, r, scale).forEach(([x, y], i) => (i ? path.lineTo(x, y) : path.moveTo(x, y)));
    path.closePath();
    return path;
  }

  /** The wooden hexagon's corners, in the canvas's CSS pixels (the replay frame follows them). */
  edge() {
    const { size, originX, originY } = this.layout;
    const rad = size * SQRT3 * (this.statics.full_radius + 0.72);
    return Array.from({ length: 6 }, (_, i) => [originX + rad * Math.cos((Math.PI / 3) * i),
      originY + rad * Math.sin((Math.PI / 3) * i)]);
  }

  /** The wooden hexagon behind the cells. */
  drawFrame() {
    const { size } = this.layout;
    const ctx = this.ctx;
    const path = new Path2D();
    this.edge().forEach(([x, y], i) => (i ? path.lineTo(x, y) : path.moveTo(x, y)));
    path.closePath();
    ctx.save(); // an unblurred offset shadow: blurs cost tens of ms on software canvases
    ctx.translate(size * 0.15, size * 0.3);
    ctx.fillStyle = 'rgba(0, 0, 0, .28)';
    ctx.fill(path);
    ctx.restore();
    ctx.fillStyle = this.ink.boardEdge;
    ctx.fill(path);
  }

  /** All cells in a few batched paths (in play, out of play): one fill and stroke each. */
  drawCells() {
    const R = this.statics.full_radius;
    const inPlay = this.game.radius;
    const ctx = this.ctx;
    const [live, out, hatched] = [new Path2D(), new Path2D(), new Path2D()];
    for (let q = -R; q <= R; q++) {
      for (let r = -R; r <= R; r++) {
        const d = distance(q, r);
        if (d > R) continue;
        (d <= inPlay ? live : out).addPath(this.hexPath(q, r, 0.96));
        if (d > inPlay) hatched.addPath(this.hexPath(q, r, 0.8));
      }
    }
    ctx.lineWidth = Math.max(1, this.layout.size * 0.06);
    for (const [path, fill, line] of [[live, this.ink.cell, this.ink.cellLine], [out, this.ink.outCell, this.ink.outLine]]) {
      ctx.fillStyle = fill;
      ctx.fill(path);
      ctx.strokeStyle = line;
      ctx.stroke(path);
    }
    ctx.fillStyle = this.hatchPattern(); // diagonal strokes: visibly out of play
    ctx.fill(hatched);
    for (const { q, r, colour } of this.statics.printed) this.drawPrinted(q, r, colour);
  }

  hatchPattern() {
    const step = Math.max(4, Math.round(this.layout.size * 0.5 * this.dpr));
    if (this.pattern?.step === step) return this.pattern.fill;
    const tile = document.createElement('canvas');
    tile.width = tile.height = step;
    const c = tile.getContext('2d');
    c.strokeStyle = 'rgba(90, 80, 60, 0.28)';
    c.lineWidth = Math.max(1, step * 0.14);
    c.beginPath();
    for (const o of [-step, 0, step]) {
      c.moveTo(o, step);
      c.lineTo(o + step, 0);
    }
    c.stroke();
    const fill = this.ctx.createPattern(tile, 'repeat');
    fill.setTransform(new DOMMatrix().scale(1 / this.dpr));
    this.pattern = { step, fill };
    return fill;
  }

  drawPrinted(q, r, colour) {
    const { ctx } = this;
    const path = this.hexPath(q, r, 0.96);
    ctx.fillStyle = this.ink.printed;
    ctx.fill(path);
    ctx.save();
    ctx.lineWidth = this.layout.size * 0.12;
    ctx.strokeStyle = PALETTE[colour];
    ctx.globalAlpha = 0.55;
    ctx.stroke(this.hexPath(q, r, 0.84));
    ctx.restore();
    this.drawSymbol(q, r, colour, 0.62);
  }

  /** A colour's symbol; on a dark tile (`onTile`) outlined light, so dark-seeming colours
   * (red to a protanope, blue in dim light) keep their shape. */
  drawSymbol(q, r, colour, scale, alpha = 1, onTile = false) {
    const { ctx } = this;
    const { x, y } = this.layout.toPixel(q, r);
    const s = this.layout.size * scale;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = PALETTE[colour];
    ctx.fill(this.paths[this.statics.symbols[colour]], 'evenodd');
    ctx.lineWidth = this.ink === CONTRAST || onTile ? 0.09 : 0.05;
    ctx.strokeStyle = onTile ? this.ink.symbolOnTile : this.ink.symbolLine;
    ctx.stroke(this.paths[this.statics.symbols[colour]]);
    ctx.restore();
  }

  /** One tile as a domino: two dark hexes joined across their shared edge. */
  drawTile(cells, colours, alpha = 1) {
    const { ctx } = this;
    const [[q1, r1], [q2, r2]] = cells;
    const a = this.layout.toPixel(q1, r1);
    const b = this.layout.toPixel(q2, r2);
    ctx.save();
    ctx.globalAlpha = alpha;
    const joined = this.hexPath(q1, r1, 0.9);
    joined.addPath(this.hexPath(q2, r2, 0.9));
    ctx.save(); // a cheap drop shadow: the same shape, offset and translucent (no blur)
    ctx.translate(0, this.layout.size * 0.08);
    ctx.fillStyle = 'rgba(0, 0, 0, .3)';
    ctx.fill(joined);
    ctx.restore();
    ctx.fillStyle = this.ink.tile;
    ctx.fill(joined);
    ctx.lineWidth = this.layout.size * 0.5;
    ctx.strokeStyle = this.ink.tile;
    ctx.beginPath();
    ctx.moveTo(a.x + (b.x - a.x) * 0.3, a.y + (b.y - a.y) * 0.3);
    ctx.lineTo(a.x + (b.x - a.x) * 0.7, a.y + (b.y - a.y) * 0.7);
    ctx.stroke();
    ctx.restore();
    this.drawSymbol(q1, r1, colours[0], 0.6, alpha, true);
    this.drawSymbol(q2, r2, colours[1], 0.6, alpha, true);
  }

  drawTiles() {
    const fresh = this.marks.fresh;
    for (const { cells, colours } of this.game.tiles) {
      const alpha = fresh && fresh.key === cells.join(';') ? fresh.alpha : 1;
      this.drawTile(cells, colours, alpha);
    }
    this.ctx.save();
    this.ctx.strokeStyle = this.ink.last;
    this.ctx.lineWidth = Math.max(2, this.layout.size * 0.14);
    for (const { cells } of this.game.last) {
      for (const [q, r] of cells) this.ctx.stroke(this.hexPath(q, r, 0.9));
    }
    this.ctx.restore();
  }

  drawMarks() {
    const { ctx } = this;
    const { legal, partners, ghost } = this.marks;
    for (const k of legal) {
      const [q, r] = k.split(',').map(Number);
      ctx.fillStyle = this.ink.legal;
      ctx.fill(this.hexPath(q, r, 0.9));
      const { x, y } = this.layout.toPixel(q, r);
      ctx.fillStyle = this.ink.legalDot;
      ctx.beginPath();
      ctx.arc(x, y, this.layout.size * 0.12, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const k of partners) {
      const [q, r] = k.split(',').map(Number);
      ctx.fillStyle = this.ink.partner;
      ctx.fill(this.hexPath(q, r, 0.9));
    }
    if (ghost) this.drawGhost(ghost);
    this.drawOutline(this.marks.outline);
    if (this.marks.cursor) this.drawCursor(this.marks.cursor);
  }

  /** A thick dashed frame in a colour no tile or cell has, on a white halo: seen on any cell. */
  drawOutline(cells) {
    if (!cells.length) return;
    const { ctx } = this;
    ctx.save();
    for (const [ink, width, dash] of [[this.ink.cursorHalo, 0.36, []], [this.ink.outline, 0.2, [0.45, 0.25]]]) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = Math.max(3, this.layout.size * width);
      ctx.setLineDash(dash.map((d) => d * this.layout.size));
      for (const [q, r] of cells) ctx.stroke(this.hexPath(q, r, 0.92));
    }
    ctx.restore();
  }

  /** The keyboard cursor: a dark ring inside a white one, visible on any cell or tile. */
  drawCursor({ q, r }) {
    const { ctx } = this;
    ctx.save();
    for (const [ink, width] of [[this.ink.cursorHalo, 0.34], [this.ink.cursor, 0.16]]) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = Math.max(2, this.layout.size * width);
      ctx.stroke(this.hexPath(q, r, 0.86));
    }
    ctx.restore();
  }

  /** The tile about to be placed: both halves, or the first half alone. */
  drawGhost({ cells, colours }) {
    if (cells.length === 2) {
      this.drawTile(cells, colours, 0.8);
      return;
    }
    const [q, r] = cells[0];
    this.ctx.save();
    this.ctx.globalAlpha = 0.8;
    this.ctx.fillStyle = this.ink.tile;
    this.ctx.fill(this.hexPath(q, r, 0.9));
    this.ctx.restore();
    this.drawSymbol(q, r, colours[0], 0.6, 0.9, true);
  }
}

/**
 * A small picture of part of the board, drawn by the board's own code (the help's lessons):
 * `scene` = {tiles: [{cells, colours}], placed: {cells, colours} (framed, as a hint is),
 * counted: [[q, r]] (ringed: the symbols a placement counts)}, on a canvas `width` pixels wide.
 * The cells shown are those around the scene, printed symbols included.
 */
export function drawScene(canvas, statics, scene, width) {
  const cells = [...scene.tiles.flatMap((tile) => tile.cells), ...scene.placed.cells, ...scene.counted];
  const centre = [0, 1].map((i) => Math.round(cells.reduce((sum, c) => sum + c[i], 0) / cells.length));
  const reach = Math.max(...cells.map(([q, r]) => distance(q - centre[0], r - centre[1]))) + 1;
  const dpr = window.devicePixelRatio || 1;
  const size = width / (SQRT3 * (2 * reach + 1));
  const height = Math.ceil(size * (3 * reach + 2));
  Object.assign(canvas, { width: Math.round(width * dpr), height: Math.round(height * dpr) });
  Object.assign(canvas.style, { width: `${width}px`, height: `${height}px` });
  const at = new Layout(size, 0, 0).toPixel(...centre);
  const view = Object.assign(Object.create(BoardView.prototype), {
    canvas, statics, ctx: canvas.getContext('2d'), dpr, ink: highContrast() ? CONTRAST : INK,
    layout: new Layout(size, width / 2 - at.x, height / 2 - at.y),
    paths: Object.fromEntries(Object.entries(SHAPES).map(([n, d]) => [n, new Path2D(d)])),
  });
  const { ctx } = view;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.lineWidth = Math.max(1, size * 0.06);
  for (let q = centre[0] - reach; q <= centre[0] + reach; q++) {
    for (let r = centre[1] - reach; r <= centre[1] + reach; r++) {
      if (distance(q - centre[0], r - centre[1]) > reach || distance(q, r) > statics.full_radius) continue;
      const path = view.hexPath(q, r, 0.96);
      ctx.fillStyle = view.ink.cell;
      ctx.fill(path);
      ctx.strokeStyle = view.ink.cellLine;
      ctx.stroke(path);
    }
  }
  const near = ({ q, r }) => distance(q - centre[0], r - centre[1]) <= reach;
  for (const { q, r, colour } of statics.printed.filter(near)) view.drawPrinted(q, r, colour);
  for (const { cells: pair, colours } of scene.tiles) view.drawTile(pair, colours);
  view.drawTile(scene.placed.cells, scene.placed.colours);
  view.drawOutline(scene.placed.cells);
  for (const cell of scene.counted) view.drawCursor({ q: cell[0], r: cell[1] });
}
