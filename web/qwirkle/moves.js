/**
 * A Qwirkle decision as a player reads it (the shell's `moveFigure`): its tiles drawn as in
 * the hand, laid out as they lie on the table, its points, and a sentence for screen readers
 * naming the tiles and the ones already on the table they were put beside (the engine's
 * `near`), or the cell of a move on an empty table. Trades and passes say what they were.
 */
import { tileSVG } from './shapes.js';
import { cellName, t, tileName, tn } from './text.js';

const name = ({ colour, shape }) => tileName([colour, shape]);

/** The tiles at their places relative to one another, each as the hand draws it. */
function picture(tiles, marks) {
  const xs = tiles.map((c) => c.x);
  const ys = tiles.map((c) => c.y);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  const [w, h] = [Math.max(...xs) - x0 + 1, Math.max(...ys) - y0 + 1];
  const cells = tiles.map((c) => tileSVG([c.colour, c.shape], marks)
    .replace('<svg ', `<svg x="${c.x - x0}" y="${c.y - y0}" width="1" height="1" `)).join('');
  return `<svg class="move-tiles" viewBox="0 0 ${w} ${h}" width="${w * 22}" height="${h * 22}" aria-hidden="true">${cells}</svg>`;
}

/** {picture, points, text} of a history entry or a described decision (hint, analysis). */
export function moveFigure(move, statics) {
  if (move.kind === 'trade') {
    const text = tn('move.trade', move.count);
    return { picture: '', points: `<span class="flag">${text}</span>`, text };
  }
  if (move.kind !== 'place') {
    const text = t('history.pass');
    return { picture: '', points: `<span class="flag">${text}</span>`, text };
  }
  const near = move.near ?? [];
  const where = near.length ? t('move.near', { list: near.map(name).join(', ') })
    : t('move.at', { cell: cellName(move.tiles[0].x, move.tiles[0].y) });
  return {
    picture: picture(move.tiles, statics.marks),
    points: `<span class="pts">+${move.points}</span>`,
    text: t('move.place', { tiles: move.tiles.map(name).join(', '), where, points: tn('move.points', move.points) }),
  };
}
