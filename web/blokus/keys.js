/**
 * Playing Blokus without a mouse. A digit from 1 to 5 selects a piece of that many squares
 * (pressed again: the next one of that size); R turns it a quarter, F flips it; the arrows
 * move a cursor over the board, the ghost's anchor on it; G jumps to the next cell where the
 * engine lists the piece as turned now; Enter or Space places it as shown (or says why not);
 * Escape lets go; Z zooms the board in or out (a zoomed board follows the cursor). The shell keeps ?, H and Ctrl+Z. Each step is said aloud.
 */
import { announce } from '../announce.js';
import { cellName, pieceName, t, tn } from './text.js';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class BoardKeys {
  /** `place()`: play the ghost if the engine lists it; `zoom()`: zoom in or out. */
  constructor({ placer, board, pieces, place, zoom }) {
    Object.assign(this, { placer, board, pieces, place, zoom });
    board.canvas.tabIndex = 0;
  }

  /** The next unplaced piece of `size` squares after the selected one (wrapping). */
  pieceOfSize(size) {
    const p = this.placer;
    const ofSize = p.available.filter((name) => this.pieces.get(name).size === size);
    if (!ofSize.length) return null;
    return ofSize[(ofSize.indexOf(p.piece) + 1) % ofSize.length];
  }

  async choose(size) {
    const name = this.pieceOfSize(size);
    if (!name) {
      announce(tn('kbd.noneOfSize', size));
      return;
    }
    await this.placer.select(name);
    const p = this.placer;
    if (p.piece !== name) return;
    const count = p.legal.reduce((n, m) => n + m.size, 0);
    if (!p.at) this.jump(false);
    announce(`${tn('kbd.selected', count, { piece: pieceName(name) })} ${this.where()}`);
  }

  /** Words for the ghost where it is: its cell, and whether the engine lists it there. */
  where() {
    const ghost = this.placer.ghost();
    if (!ghost) return '';
    const { x, y } = this.placer.at;
    return t(ghost.legal ? 'kbd.fits' : 'kbd.noFit', { cell: cellName(x, y) });
  }

  moveTo(cell) {
    this.board.canvas.focus({ preventScroll: true });
    this.placer.moveTo(cell, true);
    this.board.setMarks({ cursor: cell });
    this.board.centreOn([[cell.x, cell.y]]);
    announce(this.where() || cellName(cell.x, cell.y));
  }

  arrow([dx, dy]) {
    const n = this.board.game.size;
    const from = this.placer.at ?? this.board.marks.cursor;
    if (!from) {
      this.jump(true);
      return;
    }
    const clamp = (v) => Math.max(0, Math.min(n - 1, v));
    this.moveTo({ x: clamp(from.x + dx), y: clamp(from.y + dy) });
  }

  /** To the next cell where the piece, as turned now, is listed (else the first attach point). */
  jump(say = true) {
    const targets = this.placer.targets();
    const at = this.placer.at;
    const index = at ? targets.findIndex((c) => c.x === at.x && c.y === at.y) : -1;
    const next = targets[(index + 1) % Math.max(1, targets.length)];
    if (!next) {
      if (say) announce(t('kbd.nowhere'));
      return;
    }
    if (say) this.moveTo(next);
    else {
      this.placer.moveTo(next, true);
      this.board.setMarks({ cursor: next });
    }
  }

  turned(action) {
    const p = this.placer;
    if (p.piece === null) return;
    p[action]();
    announce(`${t(`kbd.${action}`)} ${this.where()}`);
  }

  onKey(e) {
    const k = e.key;
    const p = this.placer;
    if (ARROWS[k]) {
      e.preventDefault();
      this.arrow(ARROWS[k]);
    } else if (/^[1-5]$/.test(k)) {
      this.choose(Number(k));
    } else if (k === 'r' || k === 'R') {
      this.turned('turn');
    } else if (k === 'f' || k === 'F') {
      this.turned('flip');
    } else if (k === 'g' || k === 'G') {
      this.jump();
    } else if ((k === 'Enter' || k === ' ') && !e.target.closest?.('button, a, [role="button"]')) {
      e.preventDefault();
      this.place();
    } else if (k === 'z' || k === 'Z') {
      this.zoom();
    } else if (k === 'Escape') {
      p.deselect();
      this.board.setMarks({ cursor: null });
    }
  }
}
