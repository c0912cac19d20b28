/** Blokus's strings: its own keys (locales/<lang>.json here), else the shell's; and the names
 * of colours, pieces and cells as the page writes and a screen reader says them. */
import { gameText, readParams } from '../i18n.js';
import { counted } from '../words.js';

export { pointerWords } from '../words.js';

export const NAME = 'blokus';
export const t = gameText(NAME);

/** A string that depends on a count (see counted). */
export const tn = counted(t);

/** A text with its first letter in capitals (a sentence starting with a colour's name). */
export const capital = (text) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A colour's name ("blue", "bleu"). */
export const colourName = (colour) => t(`colour.${colour}`);

/** A piece's name ("the F pentomino", "le pentomino F"): its letter and its size's word. */
export const pieceName = (piece) => t(`piece.${piece}`);

/** A cell in words: columns lettered like a chess board (A at the left), rows numbered from 1
 * at the top, as the board's edges show them. */
export const cellName = (x, y) => `${String.fromCharCode(65 + x)}${y + 1}`;

/** Where a piece lies: the corners of the rows and columns it spans (a monomino: its cell). */
export function whereName(cells) {
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (x0 === x1 && y0 === y1) return t('whereOne', { cell: cellName(x0, y0) });
  return t('where', { from: cellName(x0, y0), to: cellName(x1, y1) });
}

/** "blue ● F pentomino, from B1 to D3": a placement in words. */
export const placementName = (colour, mark, piece, cells) =>
  t('placement', { colour: colourName(colour), mark, piece: pieceName(piece), where: whereName(cells) });

const CELL = /^-?\d+,-?\d+$/;
const xy = (text) => text.split(',').map(Number);

/** Where an off-board cell lies ("past the top edge"), since it has no name on the board. */
function beyond(x, y, last) {
  if (y < 0) return t('edge.top');
  if (y > last) return t('edge.bottom');
  return t(x < 0 ? 'edge.left' : 'edge.right');
}

/** A refusal's params in the board's terms: a cell as the edges name it ("D5", not "3,4"), or
 * past which edge it lies and the board's last cell ("T20"); colours in the page's language. */
function readable(params, code) {
  if (code === 'cell_off_board') {
    const last = Number(params.last);
    return { cell: beyond(...xy(params.cell), last), last: cellName(last, last) };
  }
  const shown = { ...params };
  if (CELL.test(params.cell ?? '')) shown.cell = cellName(...xy(params.cell));
  shown.cells &&= params.cells.split(' ').map((c) => cellName(...xy(c))).join(' ');
  for (const key of code === 'not_colour_turn' ? ['expected', 'value'] : ['colour']) {
    shown[key] &&= colourName(params[key]);
  }
  return shown;
}

readParams(NAME, readable);
