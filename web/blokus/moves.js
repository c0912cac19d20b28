/**
 * A Blokus placement as a player reads it (the shell's `moveFigure`): the piece drawn as the
 * tray draws it — its colour's hue and mark in each square, turned as it lies on the board —,
 * its number of squares, and words a person can use, to be said within a sentence ("you
 * played …"): the colour and its mark, the piece, the part of the board, its cells, and what
 * it touches (its starting cell, the corner of its own square, the colours it lies against:
 * the engine's `where`).
 */
import { listName } from './events.js';
import { cellsSVG } from './marks.js';
import { cellName, colourName, pieceName, t, tn, whereName } from './text.js';

/** The piece's squares as it lies, moved to the picture's corner. */
function shape(cells) {
  const [x0, y0] = [Math.min(...cells.map(([x]) => x)), Math.min(...cells.map(([, y]) => y))];
  return cells.map(([x, y]) => [x - x0, y - y0]);
}

/** What the placement touches, in words ("" when the engine gave no facts). */
function touching(move) {
  const parts = [];
  if (move.start) parts.push(t('move.start', { cell: cellName(...move.start) }));
  else if (move.corner) parts.push(t('move.corner', { cell: cellName(...move.corner) }));
  if (move.against?.length) parts.push(t('move.against', { colours: listName(move.against.map(colourName)) }));
  return parts.map((p) => `, ${p}`).join('');
}

/** {picture, points, text} of a history entry or a described decision (hint, analysis);
 * `mark(colour)`: the colour's mark. */
export function moveFigure(move, mark) {
  const squares = move.cells.length;
  const text = t('move.place', {
    colour: `${colourName(move.colour)} ${mark(move.colour)}`, piece: pieceName(move.piece),
    squares: tn('move.squares', squares), area: move.area ? t(`area.${move.area}`) : '', where: whereName(move.cells),
  }) + touching(move);
  return {
    picture: `<span class="b-move">${cellsSVG(shape(move.cells), move.colour, mark(move.colour), { size: 11 })}</span>`,
    points: `<span class="pts">${tn('move.squares', squares)}</span>`,
    text,
  };
}
