/**
 * The hand: one real <button data-testid="hand-tile"> per tile, drawn with its two symbols in
 * the orientation it would be placed (first colour on the first cell clicked).
 */
import { handTile } from '../handtile.js';
import { symbolSVG } from './symbols.js';
import { t } from './text.js';

const HALF = 'M0 -1L.866 -.5L.866 .5L0 1L-.866 .5L-.866 -.5Z';

/** A tile as inline SVG, two hexes side by side: the hand's buttons, the history's pictures. */
export function tileSVG(colours, statics) {
  const halves = colours.map((c, i) => {
    const x = i ? 0.93 : -0.93;
    return `<g transform="translate(${x} 0)"><path d="${HALF}" fill="#26272d" stroke="#15161a" stroke-width=".05"/>`
      + `<g transform="scale(.62) translate(-1.1 -1.1)">${symbolSVG(c, statics.symbols, 2.2, 'rgba(255,255,255,.7)')}</g></g>`;
  }).join('');
  return `<svg viewBox="-1.95 -1.1 3.9 2.2" aria-hidden="true"><rect x="-1" y="-.56" width="2" height="1.12" fill="#26272d"/>${halves}</svg>`;
}

export class HandView {
  /** `onPointerDown(index, event)`: a press on a tile (the page turns it into select or drag). */
  constructor(container, statics, { onPointerDown, onClick }) {
    this.container = container;
    this.statics = statics;
    this.onPointerDown = onPointerDown;
    this.onClick = onClick;
  }

  /** tiles: [[colour, colour]] as oriented; selected: index or -1; enabled: may the viewer
   * play; hinted: the index of the tile the expert's hint places, or -1. */
  render(tiles, selected, enabled, hinted = -1) {
    this.container.replaceChildren(...tiles.map((colours, i) => this.button(colours, i, i === selected, enabled, i === hinted)));
  }

  button(colours, index, selected, enabled, hinted) {
    const b = handTile(t, {
      index, face: tileSVG(colours, this.statics), selected, enabled, hinted, className: 'hand-tile',
      label: t('hand.tile', { n: index + 1, a: t(`colour.${colours[0]}`), b: t(`colour.${colours[1]}`) }),
    });
    b.dataset.colours = colours.join(',');
    b.addEventListener('pointerdown', (e) => this.onPointerDown(index, e));
    b.addEventListener('click', (e) => this.onClick(index, e));
    return b;
  }
}
