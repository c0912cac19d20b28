/**
 * The hand: one real <button data-testid="hand-tile"> per tile, its shape drawn as a shape and
 * its colour's mark in the corner, named for screen readers ("Tile 1: red circle"). A tile
 * staged on the table stays in its place in the hand, dimmed: pressing it takes it back.
 */
import { tileSVG } from './shapes.js';
import { t, tileName } from './text.js';

export class HandView {
  /** `onClick(index)`: a tile pressed (select it, or take it back if staged). */
  constructor(container, statics, onClick) {
    Object.assign(this, { container, statics, onClick });
  }

  /** tiles: [[colour, shape]]; selected: index or -1; staged: Set of indices on the table;
   * hinted: Set of the indices the expert's hint places. */
  render(tiles, { selected, staged, enabled, hinted = new Set() }) {
    this.container.replaceChildren(...tiles.map((tile, i) => this.button(tile, i, {
      selected: i === selected, staged: staged.has(i), enabled, hinted: hinted.has(i),
    })));
  }

  button(tile, index, { selected, staged, enabled, hinted }) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `hand-tile qwirkle-tile${staged ? ' staged' : ''}`;
    b.dataset.testid = 'hand-tile';
    b.dataset.index = index;
    b.dataset.tile = tile.join('-');
    b.setAttribute('aria-pressed', String(selected));
    b.disabled = !enabled;
    const name = tileName(tile);
    const label = t(staged ? 'hand.staged' : 'hand.tile', { n: index + 1, tile: name });
    b.setAttribute('aria-label', hinted ? `${label} — ${t('hand.hinted')}` : label);
    b.classList.toggle('hinted', hinted);
    b.title = name;
    b.innerHTML = tileSVG(tile, this.statics.marks) + `<span class="key" aria-hidden="true">${index + 1}</span>`
      + (hinted ? `<span class="hint-mark" aria-hidden="true">${t('hand.hintMark')}</span>` : '');
    b.addEventListener('click', () => this.onClick(index));
    return b;
  }
}
