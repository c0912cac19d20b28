/** Blokus's strings: its own keys (locales/<lang>.json here), else the shell's; and the names
 * of colours, pieces and cells as the page writes and a screen reader says them. */
import { gameText } from '../i18n.js';
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

/** A refusal with its cell named as the board's edges name it ("D5", not "3,4") and its
 * colour in the page's language (for i18n's explain). */
export function readable(refusal) {
  const params = { ...refusal.params };
  if (/^\d+,\d+$/.test(params.cell ?? '')) params.cell = cellName(...params.cell.split(',').map(Number));
  if (params.colour) params.colour = colourName(params.colour);
  return { ...refusal, params };
}
