/**
 * A Génial decision as a player reads it (the shell's `moveFigure`): the tile drawn as in the
 * hand, its points as the score tracks show them, and a sentence for screen readers naming its
 * colours and what it was placed next to (the engine's `near`: printed symbols, tile halves),
 * or its cells on an empty spot. Used by the history, the hint, replay and the analysis.
 */
import { tileSVG } from './hand.js';
import { pointsText } from './events.js';
import { symbolSVG } from './symbols.js';
import { t } from './text.js';

const colour = (c) => t(`colour.${c}`);

/** "next to the printed purple (ring) and green (disc)", or "on cells 1, 0 and 2, 0". */
function whereText(move) {
  const near = move.near ?? [];
  if (!near.length) {
    const [a, b] = move.cells.map(([q, r]) => `${q}, ${r}`);
    return t('move.at', { a, b });
  }
  const names = near.map((n) => (n.printed ? t('move.printed', { colour: colour(n.colour) }) : colour(n.colour)));
  return t('move.near', { list: names.join(', ') });
}

/** The points with each colour's symbol (as the score tracks show them), or "+0". */
export function pointsHTML(points, statics) {
  const parts = Object.entries(points ?? {}).map(([c, n]) => `<span class="pts">${symbolSVG(c, statics.symbols, 13)}+${n}</span>`);
  return parts.length ? parts.join(' ') : '<span class="pts">+0</span>';
}

/** {picture, points, text} of a history entry or a described decision (hint, analysis). */
export function moveFigure(move, statics) {
  if (!move.tile) {
    const word = t(move.move === 'swap' ? 'move.swap' : 'move.keep');
    return { picture: '', points: `<span class="flag">${word}</span>`, text: word };
  }
  const [a, b] = move.tile.map(colour);
  return {
    picture: `<span class="move-tile">${tileSVG(move.tile, statics)}</span>`,
    points: pointsHTML(move.points, statics),
    text: t('move.place', { a, b, where: whereText(move), points: pointsText(move.points ?? {}) }),
  };
}
