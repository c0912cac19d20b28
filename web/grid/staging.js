/**
 * Staging a placement (Qwirkle, Ginny-O): select a hand tile, click a highlighted cell to put
 * it there (not yet played), repeat, then Confirm plays them all. After every change the
 * engine is asked (the game's `options` with the staged tiles in notation): where each hand
 * tile may still go (`cells`, by tile code), whether the staged tiles are a placement now and
 * what it scores (`complete`, `points`, `move`, or the `refusal`), and the game's own fields
 * (whether a trade or a pass is allowed...). This keeps what is staged and selected and shows
 * the engine's answer; it never judges a cell itself.
 *
 * No input is lost while the engine answers: a click, tap or key given meanwhile waits for the
 * answer and is applied when it arrives, in the order given (`whenReady`).
 */
import { key } from './board.js';

export class Stager {
  /** `ask(staged)`: the engine's answer for staged tiles in notation; `onChange()`: after
   * every change of what is staged, selected or answered (the controls and words follow);
   * `code(tile)`: a hand tile's notation (the key of its cells in the answer); `placed(entry,
   * tile)`: a staged tile's notation (a declared joker: `JK=QH`); `look(entry, tile)`: the
   * fields the board draws a staged tile with. */
  constructor({ board, hand, ask, onChange, code, placed = (entry, tile) => code(tile), look }) {
    Object.assign(this, { board, hand, ask, onChange, code, placed, look });
    this.tiles = [];
    this.enabled = false;
    this.asked = 0; // bumps with every question, so only the latest answer counts
    this.at = null; // the position the staged tiles are for
    this.clear();
  }

  clear() {
    this.selected = -1;
    this.staged = []; // [{index, x, y}] in the order they were put down
    this.answer = null; // the engine's answer for what is staged now
    this.error = null; // or why the engine would not answer
    this.pending = false;
    this.queued = []; // inputs given while the answer is on its way
    this.hinted = new Set(); // the hand's tiles the expert's hint places
  }

  /** Mark the hand's tiles that the hint uses (their codes, as `code` gives them), each once. */
  showHint(codes) {
    this.hinted = new Set();
    for (const code of codes) {
      const index = this.tiles.findIndex((tile, i) => this.code(tile) === code && !this.hinted.has(i));
      if (index >= 0) this.hinted.add(index);
    }
    this.show();
  }

  /** Apply an input now, or once the engine's answer about what is staged has come. */
  whenReady(input) {
    if (this.pending) this.queued.push(input);
    else input();
  }

  /** The game moved on (another decision, another game): what was staged is for a turn that
   * is gone. `position` names the game's state (its number of decisions). */
  position(position) {
    if (position === this.at) return;
    this.at = position;
    this.asked += 1;
    this.clear();
  }

  /** A new hand (or the same one again: what is staged on it stays) and whether it may play. */
  setHand(tiles, enabled) {
    const same = tiles.length === this.tiles.length && tiles.every((tile, i) => this.code(tile) === this.code(this.tiles[i]));
    if (!same) this.clear();
    this.tiles = tiles;
    this.enabled = enabled;
    if (enabled && !this.answer) this.refresh();
    else this.show();
  }

  /** Forget everything staged (a new game, an undo: the turn it was for is gone). */
  dismiss() {
    this.asked += 1;
    this.clear();
    this.show();
  }

  notation() {
    return this.staged.map((s) => `${this.placed(s, this.tiles[s.index])}@${s.x},${s.y}`).join(' ');
  }

  stagedTiles() {
    return this.staged.map((s) => ({ x: s.x, y: s.y, ...this.look(s, this.tiles[s.index]), index: s.index }));
  }

  stagedAt(x, y) {
    return this.staged.find((s) => s.x === x && s.y === y) ?? null;
  }

  /** The cells the engine lists for the selected tile, given what is staged (keys). */
  legal() {
    if (this.selected < 0 || !this.answer || this.pending) return new Set();
    const cells = this.answer.cells[this.code(this.tiles[this.selected])] ?? [];
    return new Set(cells.map(([x, y]) => key(x, y)));
  }

  /** Ask the engine about what is staged now. */
  async refresh() {
    const asked = ++this.asked;
    this.pending = true;
    this.show();
    try {
      const answer = await this.ask(this.notation());
      if (asked !== this.asked) return;
      [this.answer, this.error] = [answer, null];
    } catch (err) {
      if (asked !== this.asked) return;
      this.answer = null;
      this.error = err;
    }
    this.pending = false;
    this.show();
    while (this.queued.length && !this.pending) this.queued.shift()(); // one may ask again
  }

  show() {
    this.hand.render(this.tiles, {
      selected: this.selected, staged: new Set(this.staged.map((s) => s.index)), enabled: this.enabled, hinted: this.hinted,
    });
    this.board.setMarks({ legal: this.enabled ? this.legal() : new Set(), staged: this.stagedTiles() });
    this.onChange();
  }

  /** A hand tile pressed: select it (again: unselect), or take it back if it is staged. */
  select(index) {
    if (!this.enabled || index < 0 || index >= this.tiles.length) return;
    if (this.staged.some((s) => s.index === index)) {
      this.takeBack(index);
      return;
    }
    this.selected = this.selected === index ? -1 : index;
    this.show();
  }

  /** A cell clicked: take back the staged tile there, or stage the selected tile if the
   * engine lists the cell. Returns what happened: 'staged', 'back', 'choose', 'not-here'. */
  onCell({ x, y }) {
    if (!this.enabled) return null;
    const there = this.stagedAt(x, y);
    if (there) {
      this.takeBack(there.index);
      return 'back';
    }
    if (this.selected < 0) return 'choose';
    if (!this.legal().has(key(x, y))) return 'not-here';
    this.stage({ x, y });
    return 'staged';
  }

  /** Put the selected tile on a cell the engine lists; `extra`: what the entry also holds
   * (a joker's declaration, `as`). */
  stage({ x, y }, extra = {}) {
    this.staged.push({ index: this.selected, x, y, ...extra });
    this.selected = -1;
    this.refresh();
  }

  /** Put a staged tile back in the hand, selected (to put it elsewhere). */
  takeBack(index) {
    this.staged = this.staged.filter((s) => s.index !== index);
    this.selected = index;
    this.refresh();
  }

  /** Take back the latest staged tile (Backspace), or all of them. */
  takeBackLast() {
    const last = this.staged.at(-1);
    if (last && this.enabled) this.takeBack(last.index);
  }

  takeBackAll() {
    if (!this.enabled || !this.staged.length) return;
    this.staged = [];
    this.selected = -1;
    this.refresh();
  }

  /** What is staged and selected (each staged tile with its code), to come back after a
   * reload (`restore`). */
  saved() {
    return { staged: this.staged.map((s) => ({ ...s, code: this.code(this.tiles[s.index]) })), selected: this.selected };
  }

  /** Stage again what `saved()` gave, tile by tile as the engine lists each cell given what is
   * staged before it; a tile that is not this hand's, or a cell no longer listed, ends it
   * there (the rest is dropped, nothing else changes). Then select what was selected. */
  restore({ staged = [], selected = -1 } = {}) {
    let going = true;
    const mine = (index, code) => Number.isInteger(index) && index >= 0 && index < this.tiles.length
      && this.code(this.tiles[index]) === code && !this.staged.some((s) => s.index === index);
    for (const { index, x, y, code, ...extra } of staged) {
      this.whenReady(() => {
        going &&= this.enabled && mine(index, code);
        if (!going) return;
        this.selected = index;
        going = this.legal().has(key(x, y));
        if (going) this.stage({ x, y }, extra);
        else this.selected = -1;
      });
    }
    this.whenReady(() => {
      if (going && this.enabled && this.selected < 0 && Number.isInteger(selected)) this.select(selected);
    });
  }

  /** The placement to play, when the engine says the staged tiles make one now. */
  ready() {
    return this.enabled && !this.pending && this.staged.length > 0 && Boolean(this.answer?.complete);
  }

  /** For the test hooks: what is selected and staged, and the engine's answer to it (the
   * game adds its own fields of the answer). */
  state() {
    const tile = this.selected >= 0 ? this.tiles[this.selected] : null;
    const cells = [...this.legal()].map((k) => k.split(',').map(Number));
    return {
      selection: tile && { index: this.selected, tile, cells },
      staged: this.stagedTiles(),
      cells: this.answer?.cells ?? {}, // every hand tile's cells, by tile code
      points: this.answer?.points ?? null,
      complete: this.ready(),
      pass: Boolean(this.answer?.pass),
      pending: this.pending,
    };
  }
}
