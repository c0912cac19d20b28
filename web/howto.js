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
 * (the game on show's); `guide`: offer a guided game (the game on show can be guided). */
export function showHelp(entry, { keys = true, guide = false } = {}) {
  $('guide-from-help').hidden = !guide;
  const how = entry.module.howToPlay?.(entry.statics) ?? null;
  $('how-to').hidden = !how;
  $('how-to-title').textContent = t('howto.title', { game: gameTitle(entry) });
  $('how-to-body').replaceChildren(...(how ? [how] : []));
  $('help-keys').hidden = !keys;
  const dialog = $('help-dialog');
  if (!dialog.open) dialog.showModal();
  dialog.scrollTop = 0;
}
