/**
 * Ginny-O's 17 × 17 board: the shared grid (../grid/board.js) over the engine's layout — each
 * premium square tinted and marked with its effect (≡×3 the meld, □×2 the tile, ★ the centre:
 * the engine's marks, so colour is never alone), the tiles as cards (cards.js), and when the
 * board holds more than one section, each tile's section number in its corner. No rules here.
 */
import { GridBoard, MARK_CONTRAST, MARK_INKS, drawScene as drawGridScene } from '../grid/board.js';
import { paintCard } from './cards.js';

export { key } from '../grid/board.js';

const INK = {
  table: '#f3ecd9',
  edge: '#c9b98f',
  grid: 'rgba(120, 100, 60, .35)',
  squares: { C: '#f3b4a8', R: '#e7837a', B: '#8fb5e6', Y: '#f4dc7a', G: '#9fd39a' },
  mark: '#3a3426',
  card: '#fffdf6',
  joker: '#fff3c4',
  cardEdge: '#6b5d3f',
  red: '#c0262d',
  black: '#1d1e22',
  section: '#3a3426',
  ...MARK_INKS,
  legal: 'rgba(32, 170, 150, .45)', // over the premium squares' tints
};

const CONTRAST = {
  ...INK,
  ...MARK_CONTRAST,
  table: '#ffffff',
  grid: '#000000',
  squares: { C: '#ffc2b8', R: '#ff9d94', B: '#a9ccff', Y: '#ffe98a', G: '#b5f0ad' },
  mark: '#000000',
  cardEdge: '#000000',
  red: '#a0000a',
  black: '#000000',
  legal: 'rgba(0, 90, 255, .45)',
};

export class BoardView extends GridBoard {
  static INKS = { normal: INK, contrast: CONTRAST };

  /** `below()`: the pixels at the bottom of the box the zoom buttons take: the canvas stops
   * above them. */
  constructor(canvas, statics, options) {
    super(canvas, statics, { ...options, margin: 0.15, inks: BoardView.INKS });
    this.sections = 1;
  }

  /** The whole board stays in view when the camera follows. */
  content() {
    const last = this.statics.size - 1;
    return [[0, 0], [last, last]];
  }

  /** The tiles ([{x, y, tile, section}]), the latest turn's cells and the sections' count. */
  setBoard(tiles, last, sections) {
    this.sections = sections;
    this.setTiles(tiles, last);
  }

  drawTable() {
    const { ctx, camera } = this;
    const { layout, size, squares } = this.statics;
    const s = camera.size;
    ctx.fillStyle = this.ink.edge;
    ctx.fillRect(0, 0, camera.width, camera.height);
    const font = '"DejaVu Sans", sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const kind = layout[y][x];
        const p = camera.toPixel(x, y);
        ctx.fillStyle = squares[kind] ? this.ink.squares[kind] : this.ink.table;
        ctx.fillRect(p.x - s / 2, p.y - s / 2, s, s);
        ctx.strokeStyle = this.ink.grid;
        ctx.lineWidth = 1;
        ctx.strokeRect(Math.round(p.x - s / 2) + 0.5, Math.round(p.y - s / 2) + 0.5, Math.round(s), Math.round(s));
        if (!squares[kind]) continue;
        ctx.fillStyle = this.ink.mark;
        const [sign, times] = squares[kind].mark.split('×');
        if (!times) {
          ctx.font = `${Math.round(s * 0.55)}px ${font}`;
          ctx.fillText(sign, p.x, p.y);
        } else {
          ctx.font = `700 ${Math.round(s * 0.3)}px ${font}`;
          ctx.fillText(sign, p.x, p.y - s * 0.17);
          ctx.fillText(`×${times}`, p.x, p.y + s * 0.2);
        }
      }
    }
  }

  paintTile(tile, x, y, size, alpha) {
    paintCard(this.ctx, tile.tile, x, y, size, { ink: this.ink, alpha });
    if (this.sections > 1 && tile.section !== undefined) {
      const { ctx } = this;
      ctx.save();
      ctx.globalAlpha = alpha;
      ctx.fillStyle = this.ink.section;
      ctx.font = `700 ${Math.round(size * 0.22)}px "DejaVu Sans", sans-serif`;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'bottom';
      ctx.fillText(String(tile.section + 1), x - size * 0.4, y + size * 0.45);
      ctx.restore();
    }
  }
}

/** A lesson's picture (the help): a corner of the board, drawn as the board draws itself. */
export const drawScene = (canvas, statics, scene, cell) => drawGridScene(BoardView, canvas, statics, scene, cell);
