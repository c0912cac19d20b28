/**
 * The hand: one real <button data-testid="hand-tile"> per tile, a card face, named for screen
 * readers ("Tile 1: queen of hearts"). A tile staged on the board stays in its place in the
 * hand, dimmed: pressing it takes it back. The tiles the expert's hint uses are marked.
 */
import { handTile } from '../handtile.js';
import { cardHTML } from './cards.js';
import { t, tileName } from './text.js';

export class HandView {
  /** `onClick(index)`: a tile pressed (select it, or take it back if staged). */
  constructor(container, onClick) {
    Object.assign(this, { container, onClick });
  }

  /** tiles: codes; selected: index or -1; staged: Set of indices on the board; hinted: Set
   * of the indices the expert's hint uses. */
  render(tiles, { selected, staged, enabled, hinted = new Set() }) {
    this.container.replaceChildren(...tiles.map((tile, i) => {
      const name = tileName(tile);
      const b = handTile(t, {
        index: i, face: cardHTML(tile), selected: i === selected, enabled, hinted: hinted.has(i),
        label: t(staged.has(i) ? 'hand.staged' : 'hand.tile', { n: i + 1, tile: name }),
        className: `hand-tile ginnyo-tile${staged.has(i) ? ' staged' : ''}`,
      });
      b.dataset.tile = tile;
      b.title = name;
      b.addEventListener('click', () => this.onClick(i));
      return b;
    }));
  }
}
