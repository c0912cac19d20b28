/**
 * Decisions as players read them: the history, the hint, replay and the analysis show a move
 * as the game draws it (its picture and points) with a sentence a screen reader can say,
 * never in the engine's notation (which stays in exports and records). A game offers
 * `moveFigure` (see catalogue.js); without it a move shows its points and the game's words
 * (`moveText`), else a plain word.
 */
import { t } from './i18n.js';
import { escapeHTML } from './words.js';

/**
 * {picture, points, text} of a history entry (it has an `index`) or of a described decision
 * (the hint, the analysis's played and best): the game's, or the fallback.
 */
export function moveFigure(game, move, view) {
  const figure = game.moveFigure?.(move, view);
  if (figure) return figure;
  const points = move.index === undefined ? game.points(move.points ?? {}) : game.historyDetail(move);
  const words = document.createElement('span');
  words.innerHTML = game.moveText?.(move) ?? '';
  return { picture: '', points, text: words.textContent || t('move.some') };
}

/** A decision in words, as HTML (the figure's sentence). */
export const moveText = (game, move, view) => escapeHTML(moveFigure(game, move, view).text);

/** The figure as HTML: picture and points for the eyes, the sentence for screen readers. */
export function figureHTML(figure) {
  return `<span class="move-figure" aria-hidden="true">${figure.picture} ${figure.points}</span>`
    + `<span class="sr">${escapeHTML(figure.text)}</span>`;
}
