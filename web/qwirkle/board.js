/**
 * Qwirkle's table: the shared grid (../grid/board.js) with no edge, its tiles drawn as shapes
 * with their colour's mark (shapes.js). No rules here.
 */
import { GridBoard } from '../grid/board.js';
import { drawTile, shapePaths } from './shapes.js';

export { key } from '../grid/board.js';

const INK = {
  table: '#efe6cf',
  edge: '#c9b98f',
  grid: 'rgba(120, 100, 60, .18)',
  tile: '#1d1e22',
  pip: '#e9e4d6',
  outline: 'rgba(255, 255, 255, .55)',
  last: '#ffb300',
  legal: 'rgba(32, 170, 150, .32)',
  played: 'rgba(255, 196, 0, .6)',
  legalDot: 'rgba(16, 120, 105, .95)',
  staged: '#0b6bcb',
  ghost: '#7b2cbf',
  cursor: '#0b3d91',
  cursorHalo: '#ffffff',
};

const CONTRAST = {
  ...INK,
  table: '#ffffff',
  edge: '#000000',
  grid: 'rgba(0, 0, 0, .45)',
  tile: '#000000',
  pip: '#ffffff',
  outline: '#ffffff',
  legal: 'rgba(0, 90, 255, .35)',
  legalDot: '#0033aa',
  played: 'rgba(255, 170, 0, .8)',
};

export class BoardView extends GridBoard {
  constructor(canvas, statics, options) {
    super(canvas, statics, { ...options, inks: { normal: INK, contrast: CONTRAST } });
  }

  paintTile(tile, x, y, size, alpha) {
    this.paths ??= shapePaths();
    drawTile(this.ctx, tile, x, y, size, { paths: this.paths, marks: this.statics.marks, ink: this.ink, alpha });
  }
}
