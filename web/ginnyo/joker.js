/**
 * What a joker stands for: asked when a joker is put on a cell, offering only the cards the
 * engine lists for that cell (its `jokers` command: those that keep a legal play possible).
 * Resolves the chosen card's code, or null when cancelled.
 */
import { translatePage } from '../i18n.js';
import { cardHTML } from './cards.js';
import { t, tileName } from './text.js';

const $ = (id) => document.getElementById(id);

const MARKUP = `<dialog id="joker-dialog" class="pick-dialog" data-testid="joker-dialog" aria-labelledby="joker-title">
  <h2 id="joker-title" data-i18n="ginnyo.joker.title"></h2>
  <p id="joker-how"></p>
  <div class="pick-tiles" id="joker-cards" role="group" data-i18n-aria="ginnyo.joker.title"></div>
  <menu><button type="button" id="joker-cancel" data-testid="joker-cancel" data-i18n="common.cancel">Cancel</button></menu>
</dialog>`;

export function addJokerDialog() {
  document.body.insertAdjacentHTML('beforeend', MARKUP);
  const dialog = $('joker-dialog');
  translatePage(dialog);
  return dialog;
}

/** Ask which of `cards` the joker on `where` (words) stands for. */
export function askJoker(cards, where) {
  const dialog = $('joker-dialog');
  $('joker-how').textContent = t('joker.how', { cell: where });
  return new Promise((resolve) => {
    const answer = (card) => { dialog.close(); resolve(card); };
    $('joker-cards').replaceChildren(...cards.map((card) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'pick-tile';
      b.dataset.testid = 'joker-card';
      b.dataset.card = card;
      b.setAttribute('aria-label', tileName(card));
      b.innerHTML = cardHTML(card);
      b.onclick = () => answer(card);
      return b;
    }));
    $('joker-cancel').onclick = () => answer(null);
    dialog.oncancel = () => resolve(null);
    dialog.showModal();
  });
}

export function dismissJoker() {
  const dialog = $('joker-dialog');
  if (dialog?.open) dialog.close();
}
