/**
 * The high-contrast theme: a toggle that sets <html data-theme="contrast"> (styled by
 * a11y.css, read by a game's drawing, which listens for the `themechange` event on document
 * to redraw its canvas), remembered in the browser; on a first visit it follows the system's
 * "more contrast" setting.
 */
import { getItem, setItem } from './storage.js';

const STORE = 'genial.theme';

export const highContrast = () => document.documentElement.dataset.theme === 'contrast';

/** Wire the toggle button. */
export function initTheme(button) {
  const stored = getItem(STORE);
  const apply = (on) => {
    if (on === highContrast()) return; // the board was drawn in this theme already
    if (on) document.documentElement.dataset.theme = 'contrast';
    else delete document.documentElement.dataset.theme;
    button.setAttribute('aria-pressed', String(on));
    document.dispatchEvent(new Event('themechange'));
  };
  apply(stored ? stored === 'contrast' : matchMedia('(prefers-contrast: more)').matches);
  button.addEventListener('click', () => {
    const on = !highContrast();
    setItem(STORE, on ? 'contrast' : 'normal');
    apply(on);
  });
}
