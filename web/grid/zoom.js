/**
 * The buttons that zoom a grid board (Qwirkle's table, Ginny-O's board) in and out and fit it
 * in view again, for players who cannot pinch or turn a wheel: each a real button reachable by
 * Tab, named by the game's words (`<game>.view.zoomIn`, `.zoomOut`, `.fit`, the group
 * `.view.label`) and showing its symbol with that word (a game's style may keep the symbol
 * only where room is short). "Fit" is pressed while the view shows what it fits by itself
 * (not zoomed by hand, nor focused on the play on a touch screen). The keys
 * + − 0 do the same (keys.js).
 */
import { translatePage } from '../i18n.js';

export const ZOOM = 1.25; // one step of the buttons and of the + and − keys

const BUTTONS = [['zoom-in', '+', 'zoomIn'], ['zoom-out', '−', 'zoomOut'], ['fit', '⤢', 'fit']];

export class ViewTools {
  /** Add the buttons over `board`'s canvas (in its box); `game`: the game's name, for its
   * words. Remove them with `remove()` when the game leaves the page. */
  constructor(board, game) {
    this.board = board;
    const group = document.createElement('div');
    group.className = `view-tools ${game}-view-tools`;
    group.setAttribute('role', 'group');
    group.dataset.i18nAria = `${game}.view.label`;
    group.innerHTML = BUTTONS.map(([id, symbol, key]) => `<button type="button" class="${id}" data-testid="${id}"`
      + ` data-i18n-aria="${game}.view.${key}" data-i18n-title="${game}.view.${key}"><span aria-hidden="true">${symbol}</span>`
      + `<span class="label" aria-hidden="true" data-i18n="${game}.view.${key}"></span></button>`).join('');
    board.canvas.parentElement.append(group);
    translatePage(group.parentElement); // the group's own name too
    this.element = group;
    this.fitButton = group.querySelector('.fit');
    group.querySelector('.zoom-in').addEventListener('click', () => board.zoom(ZOOM));
    group.querySelector('.zoom-out').addEventListener('click', () => board.zoom(1 / ZOOM));
    this.fitButton.addEventListener('click', () => board.fit());
    // The board keeps its tiles clear of the buttons (or its canvas above them), so it sizes
    // itself again whenever their size changes, not only when its own box does: the game's
    // style sheet arrives after the buttons (it turns their row into a column) and a
    // language's words widen them.
    this.observer = new ResizeObserver(() => board.resize());
    this.observer.observe(group);
    this.sync();
  }

  /** The Fit button follows the view (call it when the board is zoomed, panned, fitted or
   * focused). */
  sync() {
    this.fitButton.setAttribute('aria-pressed', String(this.board.fitted));
  }

  get width() {
    return this.element.offsetWidth;
  }

  get height() {
    return this.element.offsetHeight;
  }

  remove() {
    this.observer.disconnect();
    this.element.remove();
  }
}
