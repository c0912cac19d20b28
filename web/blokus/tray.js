/**
 * The tray of the colour to move in the hand bar: its 21 pieces as real buttons
 * (<button data-testid="hand-piece" data-piece="F">), each drawn in the colour's hue with its
 * mark, named for screen readers; the selected one pressed and drawn as it is turned; placed
 * ones greyed and disabled. Which pieces are left is the engine's (the view's `colours`).
 */
import { language } from '../i18n.js';
import { cellsSVG } from './marks.js';
import { pieceName, t, tn } from './text.js';

export class TrayView {
  /** `onPick(piece)`: a piece pressed. */
  constructor(container, pieces, onPick) {
    Object.assign(this, { container, pieces, onPick });
    container.classList.add('blokus-tray');
  }

  /** colour: {name, mark, pieces (unplaced)}; selected: {piece, orientation} or null. */
  render(colour, { selected, enabled }) {
    // The ghost moves with every pointer move; the tray is redrawn only when it changes.
    const shown = JSON.stringify([colour.name, colour.pieces, selected, enabled, language()]);
    if (shown === this.shown && this.container.childElementCount) return;
    this.shown = shown;
    const left = new Set(colour.pieces);
    this.container.setAttribute('aria-label', t('tray.label', { colour: t(`colour.${colour.name}`) }));
    this.container.setAttribute('role', 'group');
    this.container.replaceChildren(...this.pieces.names.map((name) => {
      const placed = !left.has(name);
      const chosen = selected?.piece === name;
      const piece = this.pieces.get(name);
      const o = chosen ? selected.orientation : 0;
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `hand-tile blokus-piece${placed ? ' placed' : ''}`;
      b.dataset.testid = 'hand-piece';
      b.dataset.piece = name;
      b.dataset.size = piece.size;
      b.setAttribute('aria-pressed', String(chosen));
      b.disabled = placed || !enabled;
      const label = placed ? t('tray.placed', { piece: pieceName(name) })
        : tn('tray.piece', piece.size, { piece: pieceName(name) });
      b.setAttribute('aria-label', label);
      b.title = label;
      b.innerHTML = cellsSVG(piece.orientations[o].cells, colour.name, colour.mark, { size: 9, grey: placed });
      b.addEventListener('click', () => this.onPick(name));
      return b;
    }));
  }
}
