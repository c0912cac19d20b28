/**
 * The keyboard's dispatch: the shell's own keys — ? and H open the key list (Ctrl+Z is
 * Assist's, replay's arrows are Replay's, caught before) — and every other key handed to the
 * game on show, unless it is typed with a modifier, in a dialog or a field, on the failure
 * screen or while the curtain hides the hand (the key list still opens then).
 */
const busy = (e) => e.ctrlKey || e.metaKey || e.altKey || e.target.closest?.('dialog, select, input, textarea, .failure');

/** `onHelp()` opens the key list; `game()` is the game view on show (or null). */
export function listenKeys({ onHelp, game }) {
  document.addEventListener('keydown', (e) => {
    if (busy(e)) return;
    if (e.key === '?' || e.key === 'h' || e.key === 'H') onHelp();
    else if (!document.querySelector('.curtain:not([hidden])')) game()?.onKey(e);
  });
}
