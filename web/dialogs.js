/**
 * The shell's dialogs and overlays (New game's is newgame.js): the end screen (its content is
 * the game's), the pass-the-device curtain, notices, a celebratory banner and the engine
 * failure screen. Each returns a promise of the user's answer.
 */
import { gameText, t } from './i18n.js';

const $ = (id) => document.getElementById(id);

/** A game's name in the page's language (its engine's title when the locale has none). */
export function gameTitle({ name, title }) {
  const key = `game.${name}`;
  const text = t(key);
  return text === key ? title : text;
}

/** The end screen: the game's summary, ranking and how it ranks; resolves 'board' or 'new'. */
export function showEnd({ summary, ranking, how }) {
  $('ranking').replaceChildren(...ranking);
  $('end-summary').textContent = summary;
  $('end-how').textContent = how;
  $('end-how').hidden = !how;
  const dialog = $('end-dialog');
  return new Promise((resolve) => {
    $('end-close').onclick = () => { dialog.close(); resolve('board'); };
    $('end-new').onclick = () => { dialog.close(); resolve('new'); };
    dialog.showModal();
  });
}

/**
 * The pass-the-device curtain (named by `nameCurtain`): hides the table and the hand bar until
 * the named player says they are there. The header stays usable above it (new game, games,
 * help, language: none shows a hand); `closeCurtain` takes it down when another game replaces
 * this one.
 */
export function curtain() {
  const box = $('curtain');
  box.hidden = false;
  behind(box, true, ['top']);
  $('curtain-go').focus();
  return new Promise((resolve) => {
    $('curtain-go').onclick = () => { closeCurtain(); resolve(); };
  });
}

/** The curtain's texts for the player being handed the device (again after a language
 * switch), in the game's words where it has its own (Blokus hides no tiles). */
export function nameCurtain(playerName, game) {
  const words = gameText(game);
  $('curtain-title').textContent = words('curtain.title', { who: playerName });
  $('curtain-hint').textContent = words('curtain.hint');
  $('curtain-go').textContent = words('curtain.go', { who: playerName });
}

export function closeCurtain() {
  const box = $('curtain');
  if (box.hidden) return;
  box.hidden = true;
  behind(box, false);
}

/** A full-screen overlay is modal: the page behind it is inert (no focus, not read out), but
 * for the elements of the classes `open`. */
function behind(overlay, inert, open = []) {
  for (const el of document.body.children) {
    const kept = el === overlay || el.tagName === 'DIALOG' || el.id === 'announcer';
    if (!kept) el.inert = inert && !open.some((name) => el.classList.contains(name));
  }
}

/** A short celebratory banner (Génial's "Génial !"); stays up `ms` milliseconds. */
export function toast(html, ms = 1800) {
  const el = $('toast');
  el.innerHTML = html;
  el.hidden = false;
  el.classList.remove('pop');
  void el.offsetWidth; // restart the CSS animation
  el.classList.add('pop');
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, ms);
}

/**
 * Tell the player something they must not miss (an address or link refused, saved data set
 * aside, storage unavailable): each text a paragraph of one message box, until OK.
 */
export function tell(...texts) {
  const dialog = $('notice-dialog');
  if (!dialog.open) $('notice-text').replaceChildren();
  $('notice-text').append(...texts.map((text) => Object.assign(document.createElement('p'), { textContent: text })));
  $('notice-close').onclick = () => dialog.close();
  if (!dialog.open) dialog.showModal();
}

/** The engine failed to load: say so and offer a retry (never a blank page). */
export function showFailure(detail, onRetry) {
  $('failure-detail').textContent = detail;
  $('failure').hidden = false;
  behind($('failure'), true);
  $('retry').focus();
  $('retry').onclick = () => { $('failure').hidden = true; behind($('failure'), false); onRetry(); };
}
