/**
 * The keyboard's dispatch: the shell's own keys — ? opens the help whatever is open (H too,
 * outside dialogs), Escape closes the side panel open (History, Analysis: they are not modal,
 * so the browser does not close them; modal dialogs close by themselves) — Ctrl+Z is Assist's,
 * replay's arrows and its first Escape are Replay's, caught before — and every other key
 * handed to the game on show, unless it is typed with a modifier, in a dialog or a field, on
 * the failure screen or while the curtain hides the hand (the help still opens then).
 */
const modified = (e) => e.ctrlKey || e.metaKey || e.altKey;
const typing = (e) => e.target.closest?.('input, textarea');
const busy = (e) => modified(e) || e.target.closest?.('dialog, select, input, textarea, .failure');
/** Where Escape is the game's (it lets go of the tile or piece in hand), not a panel's. */
const inPlay = (e) => e.target.closest?.('#board-wrap, .hand-bar');

/** `onHelp()` opens the help; `onEscape()` closes the latest side panel open (true if one
 * was); `game()` is the game view on show (or null). */
export function listenKeys({ onHelp, onEscape, game }) {
  document.addEventListener('keydown', (e) => {
    if (e.key === '?' && !modified(e) && !typing(e)) {
      e.preventDefault();
      onHelp();
      return;
    }
    if (e.key === 'Escape' && !modified(e) && !document.querySelector('dialog:modal') && !inPlay(e) && onEscape()) {
      e.preventDefault();
      return;
    }
    if (busy(e)) return;
    if (e.key === 'h' || e.key === 'H') onHelp();
    else if (!document.querySelector('.curtain:not([hidden])')) game()?.onKey(e);
  });
}
