/**
 * How to play: the help dialog's first part is the game's own (its web module's optional
 * `howToPlay(statics)`, see catalogue.js), then the keys. It opens from the ? button for the
 * game on show, and from the New game dialog for the game chosen there (keys left out: they
 * are the game on show's).
 */
import { t } from './i18n.js';
import { gameTitle } from './dialogs.js';

const $ = (id) => document.getElementById(id);

/** Open the help on a game's entry ({name, title, statics, module}); `keys`: list the keys
 * (the game on show's); `guide`: offer a guided game (the game on show can be guided);
 * `setup`: the mode played or chosen ({players, variant...}: Blokus Duo's board is not the
 * classic one). */
export function showHelp(entry, { keys = true, guide = false, setup = {} } = {}) {
  $('guide-from-help').hidden = !guide;
  const how = entry.module.howToPlay?.(entry.statics, setup) ?? null;
  $('how-to').hidden = !how;
  $('how-to-title').textContent = t('howto.title', { game: gameTitle(entry) });
  $('how-to-body').replaceChildren(...(how ? [how] : []));
  $('help-keys').hidden = !keys;
  const dialog = $('help-dialog');
  if (!dialog.open) dialog.showModal();
  dialog.scrollTop = 0;
}

/** A part of a game's how to play: its title, its text (HTML from the game's locale: only
 * <b>) and an optional figure. */
export function howtoSection(name, title, html, figure = null) {
  const part = document.createElement('section');
  part.className = 'howto-part';
  part.dataset.testid = `howto-${name}`;
  part.innerHTML = `<h4>${title}</h4><p>${html}</p>`;
  if (figure) part.append(figure);
  return part;
}

/** A picture the game draws on a fresh canvas (`draw(canvas)`), named for screen readers by
 * `label`, with its caption beside it. */
export function howtoFigure(draw, label, caption) {
  const figure = document.createElement('figure');
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'howto-picture';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  draw(canvas);
  const text = document.createElement('figcaption');
  text.textContent = caption;
  figure.append(canvas, text);
  return figure;
}
