/**
 * Placing a tile by pointer: select a hand tile, click a free cell, click an adjacent one
 * (F or the flip button swaps the colours), or drag the tile onto the board. The engine lists
 * the legal placements of the selected tile with their points; this only highlights them.
 * On touch, a first tap on the second cell previews, a second tap places.
 *
 * No input is lost while the engine lists a tile's placements: a click, tap, drop or key given
 * meanwhile waits for them and is applied when they arrive, in the order given (`whenReady`).
 */
import { key } from './board.js';
import { t } from './text.js';
import { symbolSVG } from './symbols.js';
import { pointsText } from './events.js';
import { pointerWords } from '../words.js';

const DRAG_START = 8; // pixels of movement before a press on a hand tile becomes a drag
/** The hint for a finger ("tap", no hover) when the main pointer is one. */
const hint = (name) => t(pointerWords(name));

export class Placer {
  /** `fetchOptions(tile)` → the engine's placements; `commit(move)` plays one; `focus(cells)`
   * is told the cells the player may tap next whenever they change; `signal` removes the
   * listeners when the page stops showing Génial. */
  constructor({ board, hand, statics, preview, say, fetchOptions, commit, focus, signal }) {
    Object.assign(this, { board, hand, statics, preview, say, fetchOptions, commit, focus, signal });
    this.tiles = [];
    this.words = null; // the latest words said, as a function (said again in another language)
    this.hinted = null; // the expert's hint on show ({tile, cells, index in the hand})
    this.enabled = false;
    this.waiting = 0; // requests for placements on their way
    this.queued = []; // inputs given meanwhile, applied once they have arrived
    this.loads = 0; // bumps on each request and on a new hand: an older answer is dropped
    this.reset();
    this.listen();
  }

  reset() {
    this.loads += 1;
    this.queued = [];
    this.selected = -1;
    this.flipped = false;
    this.options = [];
    this.first = null;
    this.touchPending = null;
    this.drag = null;
    this.hidePreview();
    this.onReset?.();
  }

  /** New hand (as dealt) and whether the viewer may place now. The same hand drawn again (a
   * language switch) keeps the tile chosen and its first cell. */
  setHand(tiles, enabled) {
    const same = JSON.stringify(tiles) === JSON.stringify(this.tiles);
    this.tiles = tiles;
    this.enabled = enabled;
    if (!same) {
      this.hinted = null;
      this.words = null;
      this.reset();
    }
    this.render();
  }

  /** Say `words()` under the hand, and keep them to say again in another language. */
  speak(words) {
    this.words = words;
    this.say(words());
  }

  /** After a language switch: the latest words of the placement in progress, if any. */
  relabel() {
    if (this.enabled && this.words) this.say(this.words());
  }

  /** What the viewer has chosen and what is highlighted for it (for the test hooks). */
  selection() {
    if (this.selected < 0) return null;
    const first = this.first && [this.first.q, this.first.r];
    return { index: this.selected, tile: this.oriented(this.selected), first, options: this.options };
  }

  oriented(index) {
    const tile = this.tiles[index];
    return index === this.selected && this.flipped ? [tile[1], tile[0]] : tile;
  }

  render() {
    this.hand.render(this.tiles.map((_, i) => this.oriented(i)), this.selected, this.enabled, this.hinted?.index ?? -1);
    this.mark();
  }

  /** Apply an input now, or once the placements on their way have arrived (in order). */
  whenReady(apply) {
    if (this.waiting) this.queued.push(apply);
    else apply();
  }

  select(index) {
    this.whenReady(() => {
      if (!this.enabled || index < 0 || index >= this.tiles.length) return;
      if (index === this.selected) {
        this.turnOver();
        return;
      }
      this.selected = index;
      this.flipped = false;
      this.first = null;
      this.speak(() => hint('hint.chooseCell'));
      this.load();
    });
  }

  flip() {
    this.whenReady(() => this.turnOver());
  }

  /** The tile chosen, how it is turned and its first cell, to come back after a reload. */
  saved() {
    if (this.selected < 0) return null;
    return { index: this.selected, tile: this.tiles[this.selected], flipped: this.flipped, first: this.first && [this.first.q, this.first.r] };
  }

  /** Choose again what `saved()` gave, if it is this hand's tile and its first cell is still
   * one the engine lists (else only the tile, or nothing, comes back). */
  restore({ index, tile, flipped, first } = {}) {
    if (JSON.stringify(this.tiles[index]) !== JSON.stringify(tile)) return;
    this.select(index);
    if (flipped === true) this.flip();
    if (!Array.isArray(first)) return;
    this.whenReady(() => {
      const [q, r] = first;
      if (this.selected !== index || !this.firstCells().has(key(q, r))) return;
      this.first = { q, r };
      this.say(hint('hint.chooseSecond'));
      this.mark();
    });
  }

  turnOver() {
    if (this.selected < 0) return;
    this.flipped = !this.flipped;
    this.load();
  }

  /**
   * Ask the engine for this orientation's placements (colour 0 goes on `first`). Until they
   * arrive nothing is highlighted, and inputs wait for them (`whenReady`).
   */
  async load() {
    const load = ++this.loads;
    this.options = [];
    this.render();
    this.waiting += 1;
    try {
      const options = await this.fetchOptions(this.oriented(this.selected));
      if (load !== this.loads) return; // a newer choice or hand won
      this.options = options;
      this.render();
      this.focus(this.nextCells());
    } finally {
      this.waiting -= 1;
      while (this.queued.length && !this.waiting) this.queued.shift()(); // one may ask again
    }
  }

  firstCells() {
    return new Set(this.options.map((o) => key(...o.first)));
  }

  optionFor(firstCell, secondCell) {
    const [a, b] = [key(firstCell.q, firstCell.r), key(secondCell.q, secondCell.r)];
    return this.options.find((o) => key(...o.first) === a && key(...o.second) === b) || null;
  }

  /** The cells the engine allows for the next tap ([[q, r]]): the first cells, or once one
   * is chosen its partners. */
  nextCells() {
    if (!this.first) return this.options.map((o) => o.first);
    const fk = key(this.first.q, this.first.r);
    return this.options.filter((o) => key(...o.first) === fk).map((o) => o.second);
  }

  /** Highlight: legal first cells, or the partners of the chosen first cell. */
  mark(ghost = null) {
    const partners = new Set(this.first ? this.nextCells().map(([q, r]) => key(q, r)) : []);
    if (!ghost && this.first) ghost = { cells: [[this.first.q, this.first.r]], colours: this.oriented(this.selected) };
    const hinted = this.hinted;
    if (!ghost && hinted && this.selected < 0) ghost = { cells: hinted.cells, colours: hinted.tile };
    this.board.setMarks({
      legal: this.first || this.selected < 0 ? new Set() : this.firstCells(), partners, ghost, outline: hinted?.cells ?? [],
    });
  }

  /** The expert's hint ({tile, cells}): its ghost stays on the board until a tile is chosen,
   * its frame until the turn ends, and the hand's tile of those colours is marked. */
  showHint(hint) {
    const same = (tile) => tile.join() === hint.tile.join() || tile.join() === [...hint.tile].reverse().join();
    this.hinted = { ...hint, index: this.tiles.findIndex(same) };
    this.render();
  }

  // ------------------------------------------------------------ board pointer

  onBoardMove(cell) {
    if (this.selected < 0 || this.drag) return;
    const colours = this.oriented(this.selected);
    if (this.first && cell) {
      const option = this.optionFor(this.first, cell);
      if (option) {
        this.mark({ cells: [option.first, option.second], colours });
        this.showPreview(option);
        return;
      }
    }
    this.hidePreview();
    const legalHere = !this.first && cell && this.firstCells().has(key(cell.q, cell.r));
    this.mark(legalHere ? { cells: [[cell.q, cell.r]], colours } : null);
  }

  onBoardClick(cell, pointerType) {
    this.whenReady(() => this.takeCell(cell, pointerType));
  }

  /** A click, tap or Enter on a cell: the first half, then the second (which places). */
  takeCell(cell, pointerType) {
    if (!this.enabled || !cell) return;
    if (this.selected < 0) {
      this.speak(() => t('hint.chooseTile'));
      return;
    }
    const k = key(cell.q, cell.r);
    if (this.first) {
      if (k === key(this.first.q, this.first.r)) {
        this.first = null;
        this.speak(() => hint('hint.chooseCell'));
        this.mark();
        this.focus(this.nextCells());
        return;
      }
      const option = this.optionFor(this.first, cell);
      if (option) {
        if (pointerType === 'touch' && this.touchPending !== k) {
          this.touchPending = k; // first tap previews, the second places
          this.mark({ cells: [option.first, option.second], colours: this.oriented(this.selected) });
          this.showPreview(option);
          this.speak(() => t('hint.tapAgain'));
          return;
        }
        this.commit(option.move);
        return;
      }
    }
    if (this.firstCells().has(k)) {
      this.first = cell;
      this.touchPending = null;
      this.speak(() => pointerType === 'keyboard' ? t('hint.chooseSecondKeys') : hint('hint.chooseSecond'));
      this.mark();
      this.focus(this.nextCells());
    } else {
      this.speak(() => t('hint.notHere'));
    }
  }

  // ------------------------------------------------------------ drag and drop

  onHandDown(index, event) {
    if (!this.enabled || event.button > 0) return;
    this.drag = { index, x: event.clientX, y: event.clientY, moving: false, option: null };
  }

  onDragMove(event) {
    const d = this.drag;
    if (!d) return;
    if (!d.moving) {
      if (Math.hypot(event.clientX - d.x, event.clientY - d.y) < DRAG_START) return;
      d.moving = true;
      if (this.selected !== d.index) {
        this.selected = d.index;
        this.flipped = false;
        this.first = null;
        this.load();
      }
    }
    [d.x, d.y] = [event.clientX, event.clientY];
    const option = this.dropOption(d);
    if (option) {
      this.mark({ cells: [option.first, option.second], colours: this.oriented(this.selected) });
      this.showPreview(option);
    } else {
      this.mark(null);
      this.hidePreview();
    }
  }

  /** The placement a drop at the drag's latest point would make (the nearest neighbour). */
  dropOption(d) {
    const cell = this.board.cellAtClient(d.x, d.y);
    return cell && this.optionFor(cell, this.board.neighbourToward(cell, d.x, d.y));
  }

  onDragEnd() {
    const d = this.drag;
    this.drag = null;
    if (!d || !d.moving) return false;
    this.hidePreview();
    this.whenReady(() => {
      const option = this.enabled && this.dropOption(d);
      if (option) this.commit(option.move);
      else this.mark();
    });
    return true;
  }

  // ------------------------------------------------------------ preview

  showPreview(option) {
    const parts = Object.entries(option.points).map(([colour, n]) =>
      `<span class="pts">${symbolSVG(colour, this.statics.symbols, 16)}+${n}</span>`);
    this.preview.innerHTML = `${parts.join(' ')}<span class="sr">${pointsText(option.points)}</span>`;
    this.preview.dataset.points = JSON.stringify(option.points);
    // Centred above the tile's two cells, so it never hides the tile it describes.
    const box = this.preview.parentElement.getBoundingClientRect();
    const [a, b] = [option.first, option.second].map(([q, r]) => this.board.cellCenter(q, r));
    const { scrollLeft, scrollTop } = this.preview.parentElement; // a zoomed board scrolls
    const x = (a.x + b.x) / 2 - window.scrollX - box.left + scrollLeft;
    const y = Math.min(a.y, b.y) - window.scrollY - box.top + scrollTop - this.board.layout.size * 1.1;
    this.preview.style.left = `${x}px`;
    this.preview.style.top = `${Math.max(0, y)}px`;
    this.preview.hidden = false;
  }

  hidePreview() {
    this.preview.hidden = true;
  }

  listen() {
    const canvas = this.board.canvas;
    const signal = this.signal;
    canvas.addEventListener('pointermove', (e) => this.onBoardMove(this.board.cellAtClient(e.clientX, e.clientY)), { signal });
    canvas.addEventListener('pointerleave', () => { if (!this.drag) { this.hidePreview(); this.mark(); } }, { signal });
    canvas.addEventListener('click', (e) => {
      const type = e.pointerType || (e.sourceCapabilities?.firesTouchEvents ? 'touch' : 'mouse');
      this.onBoardClick(this.board.cellAtClient(e.clientX, e.clientY), type);
    }, { signal });
    document.addEventListener('pointermove', (e) => this.onDragMove(e), { signal });
    document.addEventListener('pointerup', () => {
      if (!this.onDragEnd()) return;
      this.suppressClick = true; // the click that may follow this pointerup is the drop's
      setTimeout(() => { this.suppressClick = false; }, 0);
    }, { signal });
  }

  /** A click on a hand tile (ignored right after a drag, which also ends with a click). */
  onHandClick(index) {
    if (!this.suppressClick) this.select(index);
  }
}
