/**
 * Dragging a piece from the tray onto the board with a finger (or a pen). A press on a piece
 * of the tray that moves further than a tap becomes a drag: the piece is selected, its ghost
 * follows the finger on the board, drawn above it so that the finger does not hide it, and
 * the finger's release puts it down there (to be confirmed) — or, off the board, lets it go.
 * The mouse keeps its own way (the ghost follows the pointer; a click places). Where the piece
 * may go is the engine's, as for every other way of placing it.
 */

const THRESHOLD = 8; // px a finger moves before a press on a piece becomes a drag

export class TrayDrag {
  /** `container`: the tray (its buttons carry data-piece, and are redrawn as the selection
   * changes: the drag follows the container, not a button); `on`: {start(piece), move(x, y),
   * drop(x, y), cancel()} with the finger's window coordinates. */
  constructor(container, { signal, on }) {
    Object.assign(this, { container, on });
    this.press = null; // {id, piece, x, y, dragging}
    this.dropped = false; // a drag ended and no press followed: a click now is the drag's
    const opts = { signal };
    container.addEventListener('pointerdown', (e) => this.down(e), opts);
    container.addEventListener('pointermove', (e) => this.move(e), opts);
    container.addEventListener('pointerup', (e) => this.up(e), opts);
    container.addEventListener('pointercancel', (e) => this.abort(e), opts);
    // the click ending a drag is not a tap on a piece (which would select or let it go)
    container.addEventListener('click', (e) => {
      if (!this.dropped || e.detail === 0) return; // detail 0: a key pressed the button
      this.dropped = false;
      e.stopPropagation();
      e.preventDefault();
    }, { signal, capture: true });
  }

  down(e) {
    this.dropped = false;
    if (e.pointerType === 'mouse' || !e.isPrimary) return;
    const button = e.target.closest?.('button[data-piece]');
    if (!button || button.disabled) return;
    this.press = { id: e.pointerId, piece: button.dataset.piece, x: e.clientX, y: e.clientY, dragging: false };
    this.container.setPointerCapture?.(e.pointerId);
  }

  move(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    if (!p.dragging) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < THRESHOLD) return;
      p.dragging = true;
      this.on.start(p.piece);
    }
    e.preventDefault();
    this.on.move(e.clientX, e.clientY);
  }

  up(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.press = null;
    if (!p.dragging) return; // a tap: the button's click selects the piece
    this.dropped = true;
    this.on.drop(e.clientX, e.clientY);
  }

  abort(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.press = null;
    if (p.dragging) this.on.cancel();
  }
}
