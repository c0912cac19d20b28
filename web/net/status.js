/**
 * The page's connection line (#net-status): what a device says when another device joins, is
 * lost or comes back — plainly, and to screen readers (it is a live region).
 */
const line = () => document.getElementById('net-status');

/** Say `text` in the connection line; `alarm`: a connection lost (shown as a warning). */
export function sayConnection(text, alarm = false) {
  const el = line();
  el.textContent = text;
  el.classList.toggle('alarm', alarm);
  el.hidden = !text;
}
