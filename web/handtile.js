/**
 * What a hand tile is in every game with a hand (Génial, Qwirkle, Ginny-O): a real
 * <button data-testid="hand-tile"> with its index, pressed while selected, showing its key
 * (1, 2, …) and, when the expert's hint uses it, a mark in words (never colour alone) that a
 * screen reader hears too. The game gives the face and the name, in its own words (`t`: the
 * game's text, so a game may say "the tile of the hint" where another says "a tile of it").
 */
export function handTile(t, { index, face, label, selected, enabled, hinted, className }) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.dataset.testid = 'hand-tile';
  b.dataset.index = index;
  b.setAttribute('aria-pressed', String(selected));
  b.disabled = !enabled;
  b.setAttribute('aria-label', hinted ? `${label} — ${t('hand.hinted')}` : label);
  b.classList.toggle('hinted', hinted);
  b.innerHTML = face + `<span class="key" aria-hidden="true">${index + 1}</span>`
    + (hinted ? `<span class="hint-mark" aria-hidden="true">${t('hand.hintMark')}</span>` : '');
  return b;
}
