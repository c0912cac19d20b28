/**
 * The hand: one real <button data-testid="hand-tile"> per tile, its shape drawn as a shape and
 * its colour's mark in the corner, named for screen readers ("Tile 1: red circle"). A tile
 * staged on the table stays in its place in the hand, dimmed: pressing it takes it back.
 */
import { handTile } from '../handtile.js';
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
    const name = tileName(tile);
    const b = handTile(t, {
      index, face: tileSVG(tile, this.statics.marks), selected, enabled, hinted,
      label: t(staged ? 'hand.staged' : 'hand.tile', { n: index + 1, tile: name }),
      className: `hand-tile qwirkle-tile${staged ? ' staged' : ''}`,
    });
    b.dataset.tile = tile.join('-');
    b.title = name;
    b.addEventListener('click', () => this.onClick(index));
    return b;
  }
}
