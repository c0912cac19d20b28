/**
 * The piece being placed: which piece is selected, how it is turned, where its ghost lies and
 * whether the engine lists it there. The engine answers `placements {piece}` (every legal
 * anchor cell of each orientation, with the move's notation) once per piece and decision, and
 * `why {move}` for a ghost it does not list; nothing here judges a placement.
 */
import { key } from './board.js';
import { notation } from './pieces.js';

const WHY_DELAY = 120; // ms a ghost rests before the engine is asked what is wrong with it

export class Placer {
  /** `ask(command, args)`: the engine; `onChange()`: after every change of the selection, the
   * ghost or an answer. */
  constructor({ pieces, ask, onChange }) {
    Object.assign(this, { pieces, ask, onChange });
    this.colour = null;
    this.available = []; // the colour to move's unplaced pieces
    this.enabled = false;
    this.clear();
  }

  clear() {
    this.piece = null;
    this.orientation = 0;
    this.legal = null; // [Map(anchor key → notation)] by orientation, once answered
    this.at = null; // the ghost's anchor cell {x, y}
    this.pinned = false; // put there by a tap or the cursor: waits for Confirm or Enter
    this.refusal = null; // the engine's word on an illegal ghost ({code, params, message})
    this.generation = (this.generation ?? 0) + 1; // answers for an older selection are dropped
    clearTimeout(this.whyTimer);
  }

  /** A new position: the colour to move, its unplaced pieces, whether the viewer may play. */
  position(colour, available, enabled, decisions) {
    const same = colour === this.colour && decisions === this.decisions;
    Object.assign(this, { colour, available, enabled, decisions });
    if (!same) this.clear();
    this.onChange();
  }

  get pending() {
    return this.piece !== null && this.legal === null;
  }

  /** Select a piece of the tray (the selected one again: let go of it). */
  async select(piece) {
    if (!this.enabled || !this.available.includes(piece)) return;
    if (piece === this.piece) {
      this.deselect();
      return;
    }
    const { at, pinned } = this;
    this.clear();
    Object.assign(this, { piece, at, pinned });
    this.onChange();
    const generation = this.generation;
    const answer = await this.ask('placements', { piece });
    if (generation !== this.generation) return;
    this.legal = answer.orientations.map((o) => new Map(o.legal.map((p) => [key(...p.at), p.move])));
    this.checkGhost();
  }

  deselect() {
    this.clear();
    this.onChange();
  }

  turn() {
    this.reorient(this.pieces.turned(this.piece, this.orientation));
  }

  flip() {
    this.reorient(this.pieces.flipped(this.piece, this.orientation));
  }

  reorient(o) {
    if (this.piece === null) return;
    this.orientation = o;
    this.checkGhost();
  }

  /** Put the ghost's anchor on a cell (null: take the ghost off the board). */
  moveTo(cell, pinned = false) {
    this.at = cell;
    this.pinned = pinned && cell !== null;
    this.checkGhost();
  }

  /** The anchors where the current orientation is listed ([{x, y}]); [] before the answer. */
  targets() {
    if (!this.legal) return [];
    return [...this.legal[this.orientation].keys()].map((k) => {
      const [x, y] = k.split(',').map(Number);
      return { x, y };
    });
  }

  /** The anchors listed in any orientation ([[x, y]]): where a turn of the piece may go. */
  places() {
    const keys = new Set((this.legal ?? []).flatMap((m) => [...m.keys()]));
    return [...keys].map((k) => k.split(',').map(Number));
  }

  /** Whether the piece fits anywhere in any orientation (per the engine's answer). */
  fitsSomewhere() {
    return this.legal?.some((m) => m.size > 0) ?? false;
  }

  /** The ghost: {colour, piece, cells, legal, move}, or null. */
  ghost() {
    if (this.piece === null || !this.at) return null;
    const cells = this.pieces.cells(this.piece, this.orientation, [this.at.x, this.at.y]);
    const move = this.legal?.[this.orientation].get(key(this.at.x, this.at.y)) ?? null;
    return { colour: this.colour, piece: this.piece, cells, legal: move !== null, move };
  }

  /** After the ghost moved or turned: if the engine does not list it, ask it why (once the
   * ghost rests); redraw now. */
  checkGhost() {
    clearTimeout(this.whyTimer);
    this.refusal = null;
    const ghost = this.ghost();
    if (ghost && !ghost.legal && this.legal) {
      const generation = this.generation;
      const asked = notation(this.colour, ghost.piece, ghost.cells);
      this.whyTimer = setTimeout(async () => {
        const refusal = await this.ask('why', { move: asked });
        const now = this.ghost();
        if (generation !== this.generation || !now || notation(this.colour, now.piece, now.cells) !== asked) return;
        this.refusal = refusal;
        this.onChange();
      }, WHY_DELAY);
    }
    this.onChange();
  }

  /** The piece in hand, how it is turned and where its ghost lies, to come back after a reload. */
  saved() {
    if (this.piece === null) return null;
    return { piece: this.piece, orientation: this.orientation, at: this.at, pinned: this.pinned };
  }

  /** Take again the piece `saved()` gave, if it is still in the tray, turned and put as it
   * was (a turn or a cell that makes no sense for it is left out). */
  async restore({ piece, orientation, at, pinned } = {}) {
    await this.select(piece);
    if (this.piece !== piece) return;
    if (Number.isInteger(orientation) && orientation >= 0 && orientation < this.legal.length) this.reorient(orientation);
    if (Number.isInteger(at?.x) && Number.isInteger(at?.y)) this.moveTo({ x: at.x, y: at.y }, pinned === true);
  }

  /** The move to play now: the ghost's notation when the engine lists it, else null. */
  move() {
    return this.enabled ? this.ghost()?.move ?? null : null;
  }

  state() {
    const ghost = this.ghost();
    return {
      selection: this.piece === null ? null : {
        piece: this.piece, orientation: this.orientation, at: this.at && [this.at.x, this.at.y],
        pinned: this.pinned, legal: ghost?.legal ?? false, move: ghost?.move ?? null,
        refusal: this.refusal?.code ?? null,
        // the anchors the engine lists, per orientation (for the tests' drivers)
        targets: this.legal?.map((m) => [...m.keys()].map((k) => k.split(',').map(Number))) ?? null,
      },
      pending: this.pending,
    };
  }
}
