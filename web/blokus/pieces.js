/**
 * The pieces' shapes as the engine's static facts give them (`pieces`: each orientation's
 * cells and anchor square, and the maps turning or flipping one orientation into another):
 * where a ghost's squares fall on the board, and the notation naming a ghost for the engine.
 * Whether a ghost may be placed is never decided here (the engine's `placements` and `why`).
 */

export class Pieces {
  constructor(statics) {
    this.byName = new Map(statics.pieces.map((p) => [p.name, p]));
    this.names = statics.pieces.map((p) => p.name);
  }

  get(name) {
    return this.byName.get(name);
  }

  /** The orientation after a quarter turn clockwise, or after flipping it over. */
  turned(name, o) {
    return this.get(name).rotate[o];
  }

  flipped(name, o) {
    return this.get(name).flip[o];
  }

  /** The board cells a ghost covers: orientation `o` with its anchor square on `at` ([x, y]). */
  cells(name, o, [x, y]) {
    const { cells, anchor } = this.get(name).orientations[o];
    return cells.map(([cx, cy]) => [x + cx - anchor[0], y + cy - anchor[1]]);
  }
}

/** A placement's notation (rules-blokus.md §6): the colour, the piece, its cells in (y, x)
 * order — the name of a ghost the engine is asked about (`why`). */
export function notation(colour, piece, cells) {
  const sorted = [...cells].sort(([ax, ay], [bx, by]) => ay - by || ax - bx);
  return `${colour}:${piece}@${sorted.map(([x, y]) => `${x},${y}`).join(' ')}`;
}
