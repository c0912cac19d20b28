/**
 * Choosing tiles of the hand to give back to the bag (Qwirkle's trade, Ginny-O's discard): each
 * tile a toggle button showing it, as many as the engine allows now, then the dialog's button.
 * Resolves the decision in notation, or null when cancelled. Ids and test ids begin with the
 * dialog's name (`trade-dialog`, `trade-tile`, `trade-go`, `trade-cancel`).
 */
import { translatePage } from '../i18n.js';

const $ = (id) => document.getElementById(id);

/** Put the dialog `name` in the page (removed by the game's dispose); `titleKey`: its title's
 * string. Returns it. */
export function addPickDialog(name, titleKey) {
  document.body.insertAdjacentHTML('beforeend', `<dialog id="${name}-dialog" class="pick-dialog" data-testid="${name}-dialog" aria-labelledby="${name}-title">
  <h2 id="${name}-title" data-i18n="${titleKey}"></h2>
  <p id="${name}-how"></p>
  <div class="pick-tiles" id="${name}-tiles" role="group" data-i18n-aria="${titleKey}"></div>
  <menu>
    <button type="button" id="${name}-cancel" data-testid="${name}-cancel" data-i18n="common.cancel">Cancel</button>
    <button type="button" id="${name}-go" class="primary" data-testid="${name}-go"></button>
  </menu>
</dialog>`);
  const dialog = $(`${name}-dialog`);
  translatePage(dialog);
  return dialog;
}

/**
 * Ask which of `tiles` to give back, at most `most`: `how` the words above them, `go(n)` the
 * button's for n chosen, `render(tile)` a tile's HTML, `label(tile)` its name, `move(chosen)`
 * the decision's notation for the chosen tiles (in hand order).
 */
export function askPick(name, { tiles, most, how, go: goText, render, label, move }) {
  const dialog = $(`${name}-dialog`);
  const chosen = new Set();
  $(`${name}-how`).textContent = how;
  const go = $(`${name}-go`);
  const sync = () => {
    go.disabled = chosen.size === 0 || chosen.size > most;
    go.textContent = goText(chosen.size);
  };
  $(`${name}-tiles`).replaceChildren(...tiles.map((tile, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'pick-tile';
    b.dataset.testid = `${name}-tile`;
    b.setAttribute('aria-pressed', 'false');
    b.setAttribute('aria-label', label(tile));
    b.innerHTML = render(tile);
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
    const answer = (decision) => { dialog.close(); resolve(decision); };
    $(`${name}-cancel`).onclick = () => answer(null);
    go.onclick = () => answer(move([...chosen].sort((a, b) => a - b).map((i) => tiles[i])));
    dialog.oncancel = () => resolve(null);
    dialog.showModal();
  });
}

/** Close an unanswered dialog (another game or an undo replaced the position). */
export function dismissPick(name) {
  const dialog = $(`${name}-dialog`);
  if (dialog?.open) dialog.close();
}
