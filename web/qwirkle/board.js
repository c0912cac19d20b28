/**
 * Qwirkle's table: the shared grid (../grid/board.js) with no edge, its tiles drawn as shapes
 * with their colour's mark (shapes.js). No rules here.
 */
import { GridBoard, MARK_CONTRAST, MARK_INKS, drawScene as drawGridScene } from '../grid/board.js';
import { drawTile, shapePaths } from './shapes.js';

export { key } from '../grid/board.js';

const INK = {
  ...MARK_INKS,
  table: '#efe6cf',
  edge: '#c9b98f',
  grid: 'rgba(120, 100, 60, .18)',
  tile: '#1d1e22',
  pip: '#e9e4d6',
  outline: 'rgba(255, 255, 255, .55)',
};

const CONTRAST = {
  ...INK,
  ...MARK_CONTRAST,
  table: '#ffffff',
  edge: '#000000',
  grid: 'rgba(0, 0, 0, .45)',
  tile: '#000000',
  pip: '#ffffff',
  outline: '#ffffff',
};

export class BoardView extends GridBoard {
  static INKS = { normal: INK, contrast: CONTRAST };

  constructor(canvas, statics, options) {
    super(canvas, statics, { ...options, inks: BoardView.INKS });
  }

  paintTile(tile, x, y, size, alpha) {
    this.paths ??= shapePaths();
    drawTile(this.ctx, tile, x, y, size, { paths: this.paths, marks: this.statics.marks, ink: this.ink, alpha });
  }
}

/** A lesson's picture (the help), drawn as the table draws itself. */
export const drawScene = (canvas, statics, scene, cell) => drawGridScene(BoardView, canvas, statics, scene, cell);
