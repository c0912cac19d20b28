/**
 * The hand: one real <button data-testid="hand-tile"> per tile, a card face, named for screen
 * readers ("Tile 1: queen of hearts"). A tile staged on the board stays in its place in the
 * hand, dimmed: pressing it takes it back.
 */
import { cardHTML } from './cards.js';
import { t, tileName } from './text.js';

export class HandView {
  /** `onClick(index)`: a tile pressed (select it, or take it back if staged). */
  constructor(container, onClick) {
    Object.assign(this, { container, onClick });
  }

  /** tiles: codes; selected: index or -1; staged: Set of indices on the board. */
  render(tiles, { selected, staged, enabled }) {
    this.container.replaceChildren(...tiles.map((tile, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `hand-tile ginnyo-tile${staged.has(i) ? ' staged' : ''}`;
      b.dataset.testid = 'hand-tile';
      b.dataset.index = i;
      b.dataset.tile = tile;
      b.setAttribute('aria-pressed', String(i === selected));
      b.disabled = !enabled;
      const name = tileName(tile);
      b.setAttribute('aria-label', t(staged.has(i) ? 'hand.staged' : 'hand.tile', { n: i + 1, tile: name }));
      b.title = name;
      b.innerHTML = cardHTML(tile) + `<span class="key" aria-hidden="true">${i + 1}</span>`;
      b.addEventListener('click', () => this.onClick(i));
      return b;
    }));
  }
}
