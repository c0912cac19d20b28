/**
 * Playing a staged-placement game (Qwirkle, Ginny-O) without a mouse. Digits choose a hand tile
 * (a staged one comes back); the arrows move a cursor over the table — with a tile selected,
 * between the cells the engine lists for it, else cell by cell; Enter or Space puts the tile on
 * the cursor's cell (or takes back the staged tile there); Backspace takes back the latest
 * staged tile; letters do what the game's tool buttons do (C confirms; Qwirkle: T trades, P
 * passes; Ginny-O: D discards, P passes); + − zoom, 0 fits the table in view, Shift+arrows pan;
 * Escape lets go of the tile. The shell's dispatch hands these keys over (it keeps ?, H and
 * Ctrl+Z). Each cursor step is said aloud, in the game's words.
 */
import { announce } from '../announce.js';
import { key } from './board.js';
import { ZOOM } from './zoom.js';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const PAN = 60; // px per Shift+arrow

export class BoardKeys {
  /** `digits`: how many tiles a hand holds at most; `actions`: {letter: action}, what the tool buttons do (`c`: confirm...); `words`: the
   * game's {t, tn, tileName(hand tile), placedName(tile on the board or staged), cellName(x,
   * y)}; `place(cell)`: stage on a cell (default the stager's; a game may ask first, e.g.
   * what a joker stands for) → 'staged', 'back', 'choose', 'not-here' or null. */
  constructor({ stager, board, digits, actions, words, place = (cell) => stager.onCell(cell) }) {
    Object.assign(this, { stager, board, actions, words, place });
    this.cursor = null;
    this.tileKey = new RegExp(`^[1-${digits}]$`); // a digit per tile of the fullest hand
    board.canvas.tabIndex = 0;
  }

  setCursor(cell) {
    this.cursor = cell;
    this.board.setMarks({ cursor: cell });
  }

  /** Where the cursor may go with a tile selected: the cells the engine lists for it. */
  targets() {
    return [...this.stager.legal()].map((k) => k.split(',').map(Number)).map(([x, y]) => ({ x, y }));
  }

  /** The nearest target in the arrow's direction; none there: stay. From off the targets
   * (no cursor yet, or on another cell), the target nearest the cursor. */
  step([dx, dy]) {
    const targets = this.targets();
    const from = this.cursor;
    if (!from || !targets.some((c) => c.x === from.x && c.y === from.y)) {
      const distance = (c) => (from ? Math.abs(c.x - from.x) + Math.abs(c.y - from.y) : 0);
      return targets.reduce((best, c) => (distance(c) < distance(best) ? c : best), targets[0]);
    }
    let best = from;
    let bestScore = Infinity;
    for (const c of targets) {
      const along = (c.x - from.x) * dx + (c.y - from.y) * dy;
      const across = Math.abs((c.x - from.x) * dy - (c.y - from.y) * dx);
      if (along <= 0) continue;
      const score = along + 2 * across;
      if (score < bestScore) [best, bestScore] = [c, score];
    }
    return best;
  }

  /** Put the cursor on a cell and say what is there. */
  moveTo(cell) {
    this.setCursor(cell);
    this.board.reveal(cell.x, cell.y);
    announce(this.describe(cell));
  }

  describe({ x, y }) {
    const { t, placedName } = this.words;
    const where = this.words.cellName(x, y);
    const tile = this.board.tiles.find((c) => c.x === x && c.y === y);
    if (tile) return `${where}: ${placedName(tile)}`;
    const staged = this.stager.stagedTiles().find((c) => c.x === x && c.y === y);
    if (staged) return `${where}: ${t('kbd.staged', { tile: placedName(staged) })}`;
    if (this.stager.legal().has(key(x, y))) return `${where}: ${t('kbd.fits')}`;
    return `${where}: ${t('kbd.empty')}`;
  }

  arrow(e, [dx, dy]) {
    if (e.shiftKey) {
      this.board.pan(-dx * PAN, -dy * PAN);
      return;
    }
    if (document.activeElement !== this.board.canvas) this.board.canvas.focus({ preventScroll: true });
    if (this.stager.selected >= 0 && this.targets().length) {
      this.moveTo(this.step([dx, dy]));
      return;
    }
    const from = this.cursor ?? { x: 0, y: 0 };
    this.moveTo(this.cursor ? { x: from.x + dx, y: from.y + dy } : from);
  }

  /** A digit: choose that hand tile (or take it back if staged) and say where it may go. */
  choose(index) {
    const s = this.stager;
    s.select(index);
    if (s.selected >= 0 && !s.pending) announce(this.words.tn('kbd.selected', s.legal().size, { tile: this.words.tileName(s.tiles[s.selected]) }));
  }

  /** Enter or Space: stage on the cursor's cell, or take back the tile staged there. */
  take() {
    if (!this.cursor) return;
    const { t, placedName } = this.words;
    const result = this.place(this.cursor);
    if (result === 'staged') announce(t('kbd.put', { tile: placedName(this.stager.stagedTiles().at(-1)) }));
    else if (result === 'back') announce(t('kbd.back'));
    else if (result === 'choose') announce(t('hint.chooseTile'));
    else if (result === 'not-here') announce(t('hint.notHere'));
  }

  /** A key the shell hands over (not in a dialog or a field, no Ctrl/Alt/Meta). */
  onKey(e) {
    const s = this.stager;
    const k = e.key;
    if (ARROWS[k]) {
      e.preventDefault();
      s.whenReady(() => this.arrow(e, ARROWS[k]));
    } else if (this.tileKey.test(k)) {
      s.whenReady(() => this.choose(Number(k) - 1));
    } else if ((k === 'Enter' || k === ' ') && s.enabled && e.target === this.board.canvas) {
      e.preventDefault();
      s.whenReady(() => this.take());
    } else if (k === 'Backspace' || k === 'Delete') {
      s.whenReady(() => s.takeBackLast());
    } else if (this.actions[k.toLowerCase()]) {
      this.actions[k.toLowerCase()]();
    } else if (k === '+' || k === '=') {
      this.board.zoom(ZOOM);
    } else if (k === '-' || k === '_') {
      this.board.zoom(1 / ZOOM);
    } else if (k === '0') {
      this.board.fit();
    } else if (k === 'Escape') {
      s.whenReady(() => {
        if (s.selected >= 0) s.select(s.selected); // lets go of it
        this.setCursor(null);
      });
    }
  }
}
