/**
 * Playing without a mouse: digits choose a hand tile, the arrows move a cursor over the
 * board, Enter takes the cell under it, F flips the tile, R turns it around the chosen first
 * cell, Escape steps back, Z zooms the board, ? opens the key list. The cursor only ever visits cells the engine
 * listed as legal for the selected tile (its `options`); this moves between them, in the
 * direction of the arrow, and never judges a cell itself.
 */
import { DIRECTIONS, key } from './board.js';
import { announce, pointsText } from './announce.js';
import { t } from './i18n.js';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class BoardKeys {
  constructor({ placer, board, onHelp, onZoom }) {
    Object.assign(this, { placer, board, onHelp, onZoom });
    this.cursor = null;
    board.canvas.tabIndex = 0;
    document.addEventListener('keydown', (e) => this.onKey(e));
    placer.onReset = () => this.setCursor(null); // a new hand: the cursor's cells are stale
  }

  /** The cells the cursor may visit now: legal first cells, or the chosen cell's partners. */
  targets() {
    const p = this.placer;
    if (p.selected < 0) return [];
    const first = p.first && key(p.first.q, p.first.r);
    const cells = p.options.filter((o) => !first || key(...o.first) === first).map((o) => (first ? o.second : o.first));
    const seen = new Set();
    return cells.filter(([q, r]) => !seen.has(key(q, r)) && seen.add(key(q, r))).map(([q, r]) => ({ q, r }));
  }

  setCursor(cell) {
    this.cursor = cell;
    this.board.setMarks({ cursor: cell });
  }

  /** Put the cursor on `cell`, show what is under it (ghost, points) and say it. */
  moveTo(cell) {
    this.setCursor(cell);
    this.board.reveal(cell.q, cell.r);
    this.placer.onBoardMove(cell);
    const p = this.placer;
    const option = p.first && p.optionFor(p.first, cell);
    const where = `${t('kbd.cell', { q: cell.q, r: cell.r })}${this.neighbours(cell)}`;
    announce(option ? `${where}: ${pointsText(option.points)}` : where);
  }

  /** ", next to: red (12-point star), blue (6-point star)": the symbols around a cell. */
  neighbours({ q, r }) {
    const around = new Set(DIRECTIONS.map(([dq, dr]) => key(q + dq, r + dr)));
    const colours = this.board.game.board.filter((c) => around.has(key(c.q, c.r))).map((c) => t(`colour.${c.colour}`));
    return colours.length ? `, ${t('kbd.nextTo', { colours: colours.join(', ') })}` : '';
  }

  /** The target nearest the cursor in the arrow's direction (in screen space). */
  step([dx, dy]) {
    const targets = this.targets();
    if (!targets.length) return null;
    const inside = this.cursor && targets.some((c) => key(c.q, c.r) === key(this.cursor.q, this.cursor.r));
    if (!inside) return targets[0];
    const from = this.board.layout.toPixel(this.cursor.q, this.cursor.r);
    let best = null;
    let bestScore = Infinity;
    for (const cell of targets) {
      const p = this.board.layout.toPixel(cell.q, cell.r);
      const along = (p.x - from.x) * dx + (p.y - from.y) * dy;
      const across = Math.abs((p.x - from.x) * dy - (p.y - from.y) * dx);
      if (along <= 1e-6) continue;
      const score = along + 2 * across;
      if (score < bestScore) [best, bestScore] = [cell, score];
    }
    return best;
  }

  /** R: the next partner cell around the chosen first cell (the tile turns 60°). */
  rotate() {
    const targets = this.targets();
    if (!this.placer.first || !targets.length) return;
    const at = targets.findIndex((c) => this.cursor && key(c.q, c.r) === key(this.cursor.q, this.cursor.r));
    this.moveTo(targets[(at + 1) % targets.length]);
  }

  /** Enter: take the cell under the cursor (first half, then the placement itself). */
  confirm() {
    const p = this.placer;
    if (!this.cursor || !p.enabled) return;
    const targets = this.targets();
    if (!targets.some((c) => key(c.q, c.r) === key(this.cursor.q, this.cursor.r))) {
      if (targets.length) this.moveTo(targets[0]); // the tile changed under the cursor
      return;
    }
    const hadFirst = Boolean(p.first);
    p.takeCell(this.cursor, 'keyboard');
    if (!hadFirst && p.first) {
      const partners = this.targets();
      announce(t('kbd.firstTaken', { n: partners.length }));
      if (partners.length) this.moveTo(partners[0]);
    }
  }

  busy(e) {
    return e.ctrlKey || e.metaKey || e.altKey || e.target.closest?.('dialog, select, input, .curtain, .failure');
  }

  onKey(e) {
    if (this.busy(e)) return;
    const p = this.placer;
    if (e.key === '?' || e.key === 'h' || e.key === 'H') {
      this.onHelp();
    } else if (e.key === 'z' || e.key === 'Z') {
      this.onZoom();
    } else if (e.key === 'f' || e.key === 'F') {
      p.flip();
    } else if (e.key === 'r' || e.key === 'R') {
      p.whenReady(() => this.rotate());
    } else if (/^[1-6]$/.test(e.key)) {
      p.select(Number(e.key) - 1);
    } else if (e.key === 'Escape') {
      p.whenReady(() => this.stepBack());
    } else if (ARROWS[e.key]) {
      if (!p.enabled) return;
      e.preventDefault();
      if (document.activeElement !== this.board.canvas) this.board.canvas.focus({ preventScroll: true });
      p.whenReady(() => this.arrow(ARROWS[e.key]));
    } else if (e.key === 'Enter' && this.enterTakesCell(e)) {
      e.preventDefault();
      p.whenReady(() => this.confirm()); // the cursor may be on its way (an arrow waiting too)
    }
  }

  /** Escape: back to choosing the first cell. */
  stepBack() {
    const p = this.placer;
    if (p.first) p.first = null;
    p.hidePreview();
    p.mark();
    this.setCursor(null);
  }

  /** An arrow: the cursor moves to the nearest legal cell that way. */
  arrow(direction) {
    if (this.placer.selected < 0) {
      announce(t('hint.chooseTile'));
      return;
    }
    const next = this.step(direction);
    if (next) this.moveTo(next);
  }

  /** Enter takes the cursor's cell, or will once the tile's cells have come (its arrow may
   * be waiting for them too); on a hand tile other than the selected one it chooses that tile. */
  enterTakesCell(e) {
    const p = this.placer;
    const coming = p.waiting && e.target === this.board.canvas;
    return (this.cursor || coming) && p.enabled && !this.choosingTile(e);
  }

  /** Enter on a hand tile other than the selected one chooses that tile (its button's job). */
  choosingTile(e) {
    const tile = e.target.closest?.('.hand-tile');
    return Boolean(tile) && Number(tile.dataset.index) !== this.placer.selected;
  }
}
