/**
 * Génial's swap offer: after a turn in which no tile of the hand shows the side's lowest
 * colour, the engine's phase is "swap" and the player answers Swap or Keep here. Its Undo
 * button (shown while the engine can take back the placement that led here) asks the shell to
 * undo instead, and the restart closes the offer (`dismissSwap`).
 */
import { translatePage } from '../i18n.js';
import { symbolSVG } from './symbols.js';
import { t } from './text.js';

const $ = (id) => document.getElementById(id);

const MARKUP = `<dialog id="swap-dialog" data-testid="swap-dialog">
  <h2 data-i18n="genial.swap.title">Swap your tiles?</h2>
  <p id="swap-reason"></p>
  <menu>
    <button type="button" id="swap-undo" class="undo" data-testid="swap-undo" data-i18n="genial.swap.undo" data-i18n-title="undo.curtain" hidden>Undo</button>
    <button type="button" id="keep" data-testid="keep" data-i18n="genial.swap.keep" autofocus>Keep</button>
    <button type="button" id="swap" class="primary" data-testid="swap" data-i18n="genial.swap.swap">Swap</button>
  </menu>
</dialog>`;

/** Put the offer's dialog in the page; `undo()` is the shell's. Returns the dialog. */
export function addSwapDialog(undo) {
  document.body.insertAdjacentHTML('beforeend', MARKUP);
  const dialog = $('swap-dialog');
  translatePage(dialog);
  $('swap-undo').onclick = undo;
  return dialog;
}

/** The offer, saying why it is allowed; resolves 'swap' or 'keep'. */
export function askSwap(lowest, statics) {
  const dialog = $('swap-dialog');
  const colours = lowest.map((c) => `${symbolSVG(c, statics.symbols, 16)} ${t(`colour.${c}`)}`).join(', ');
  $('swap-reason').innerHTML = t(lowest.length > 1 ? 'swap.reasonMany' : 'swap.reason', { colours });
  return new Promise((resolve) => {
    const answer = (choice) => { dialog.close(); resolve(choice); };
    $('swap').onclick = () => answer('swap');
    $('keep').onclick = () => answer('keep');
    dialog.oncancel = (e) => e.preventDefault(); // a decision is required
    dialog.showModal();
  });
}

/** Close an unanswered offer: the game it asked about was replaced (undo, a new game). */
export function dismissSwap() {
  $('swap-dialog')?.close();
}

/** Show the offer's Undo only while the shell can undo and the offer waits. */
export function showSwapUndo(shown) {
  $('swap-undo').hidden = !shown;
}
