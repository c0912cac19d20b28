/**
 * A Ginny-O decision as a player reads it (the shell's `moveFigure`): the tiles played as small
 * cards laid as they lie on the board (a joker shows the card it stands for, starred), the
 * points, and a sentence naming the melds the play made or lengthened, where it went (from the
 * centre, opening a section, or next to which tiles) and the premium squares it covered — all
 * the engine's facts (page.where). A discard shows its cards to their owner and only a count
 * to the others (the engine gives no tiles then); a pass says so.
 */
import { cardHTML } from './cards.js';
import { cardWords as list, squareName, t, tn } from './text.js';

/** The tiles at their places relative to one another (a row, or a column), as small cards. */
function picture(tiles) {
  const [x0, y0] = [Math.min(...tiles.map((c) => c.x)), Math.min(...tiles.map((c) => c.y))];
  const cells = tiles.map((c) => `<span class="move-card" style="grid-area: ${c.y - y0 + 1} / ${c.x - x0 + 1}">${cardHTML(c.tile)}</span>`);
  return `<span class="move-cards">${cells.join('')}</span>`;
}

/** Where a play went: from the centre, opening a section, or laid next to tiles there. */
function whereText(move) {
  if (move.start === 'centre') return t('move.centre');
  if (move.start === 'section') return t('move.section', { n: move.section });
  return t('move.laid', { tiles: list(move.tiles.map((c) => c.tile)), list: list(move.near ?? []) });
}

function placeText(move) {
  const melds = (move.melds ?? []).map((m) => t(`move.${m.kind}`, { tiles: list(m.tiles) }));
  const squares = (move.squares ?? []).map(squareName);
  return t('move.place', {
    melds: melds.join(t('move.and')), where: whereText(move),
    squares: squares.length ? t('move.squares', { list: squares.join('; ') }) : '',
    points: tn('score.points', move.points),
  });
}

const flag = (text) => `<span class="flag">${text}</span>`;

/** {picture, points, text} of a history entry or a described decision (hint, analysis). */
export function moveFigure(move) {
  if (move.kind === 'place') {
    return { picture: picture(move.tiles), points: `<span class="pts">+${move.points}</span>`, text: placeText(move) };
  }
  if (move.kind === 'discard') {
    const tiles = move.discard ?? (move.move ? move.move.split(' ').slice(1) : null);
    if (!tiles) { // another seat's discard: the table saw how many tiles went back
      const text = tn('move.discarded', move.count);
      return { picture: '', points: flag(text), text };
    }
    const text = t('move.discardTiles', { tiles: list(tiles) });
    return { picture: picture(tiles.map((tile, x) => ({ x, y: 0, tile }))), points: flag(t('move.discard')), text };
  }
  const text = t('history.pass');
  return { picture: '', points: flag(text), text };
}
