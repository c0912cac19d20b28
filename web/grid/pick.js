/**
 * The trade dialog: choose the tiles to give back to the bag (each a toggle button showing the
 * tile), as many as the engine allows now (its `trade`: the bag's count caps it), then Trade.
 * Resolves the decision in notation, or null when cancelled.
 */
import { translatePage } from '../i18n.js';
import { tileSVG } from './shapes.js';
import { t, tn, tileName } from './text.js';

const $ = (id) => document.getElementById(id);

const MARKUP = `<dialog id="trade-dialog" class="trade-dialog" data-testid="trade-dialog" aria-labelledby="trade-title">
  <h2 id="trade-title" data-i18n="qwirkle.trade.title">Trade tiles</h2>
  <p id="trade-how"></p>
  <div class="trade-tiles" id="trade-tiles" role="group" data-i18n-aria="qwirkle.trade.title"></div>
  <menu>
    <button type="button" id="trade-cancel" data-testid="trade-cancel" data-i18n="common.cancel">Cancel</button>
    <button type="button" id="trade-go" class="primary" data-testid="trade-go"></button>
  </menu>
</dialog>`;

/** Put the dialog in the page (removed by the game's dispose). Returns it. */
export function addTradeDialog() {
  document.body.insertAdjacentHTML('beforeend', MARKUP);
  const dialog = $('trade-dialog');
  translatePage(dialog);
  return dialog;
}

/** Ask which of `tiles` to trade, at most `most`; `marks`: the colours' marks. */
export function askTrade(tiles, most, marks) {
  const dialog = $('trade-dialog');
  const chosen = new Set();
  $('trade-how').textContent = tn('trade.how', most);
  const go = $('trade-go');
  const sync = () => {
    go.disabled = chosen.size === 0 || chosen.size > most;
    go.textContent = t('trade.go', { n: chosen.size });
  };
  $('trade-tiles').replaceChildren(...tiles.map((tile, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'qwirkle-tile trade-tile';
    b.dataset.testid = 'trade-tile';
    b.setAttribute('aria-pressed', 'false');
    b.setAttribute('aria-label', tileName(tile));
    b.innerHTML = tileSVG(tile, marks);
    b.onclick = () => {
      if (chosen.has(i)) chosen.delete(i);
      else if (chosen.size < most) chosen.add(i);
      b.setAttribute('aria-pressed', String(chosen.has(i)));
      sync();
    };
    return b;
  }));
  sync();
  return new Promise((resolve) => {
    const answer = (move) => { dialog.close(); resolve(move); };
    $('trade-cancel').onclick = () => answer(null);
    go.onclick = () => answer(`trade ${[...chosen].sort((a, b) => a - b).map((i) => tiles[i].join('-')).join(' ')}`);
    dialog.oncancel = () => resolve(null);
    dialog.showModal();
  });
}

/** Close an unanswered dialog (another game or an undo replaced the position). */
export function dismissTrade() {
  const dialog = $('trade-dialog');
  if (dialog?.open) dialog.close();
}
