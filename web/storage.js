/**
 * What the browser keeps between visits: the game in progress (its record, saved after every
 * decision), the list of past games (finished, or replaced by another before the end), the
 * best solo results with their seeds, and the page's settings (language, theme). Nothing is
 * ever silently wiped: data that cannot be read is moved to a backup key and the page says so.
 *
 * This module is the only one to touch `localStorage`, and every touch is guarded: where the
 * browser refuses storage (disabled, some private modes, full), reading finds nothing, writing
 * does nothing, and `storageWorks()` is false so that the page can say games will not be kept.
 *
 * Records are kept as the engine wrote them: their numbers (seeds below 2**53, or larger ones
 * as decimal text) read back from JSON exactly, so a kept record replays the same game.
 */

export const KEYS = { save: 'genial.save', games: 'genial.games', soloBest: 'genial.solo.best' };
const MAX_GAMES = 30; // past games kept, newest first
const MAX_BEST = 5;

const problems = []; // keys found unreadable, with their backup keys, until reported

/** The text under `key`, or null (nothing there, or storage refused). */
export function getItem(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keep `text` under `key`; false when the browser refused (disabled or full). */
export function setItem(key, text) {
  try {
    localStorage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key) {
  try {
    localStorage.removeItem(key);
  } catch { /* storage disabled: there is nothing to remove */ }
}

/** Whether this browser lets the page keep anything (a write that reads back). */
export function storageWorks() {
  const probe = 'genial.probe';
  const kept = setItem(probe, '1') && getItem(probe) === '1';
  removeItem(probe);
  return kept;
}

/** Keep an unreadable value under a backup key, then free the key for fresh data. */
function backUp(key, raw, reason = null) {
  const backup = `${key}.backup-${new Date().toISOString()}`;
  if (setItem(backup, raw)) removeItem(key); // else (full or disabled) leave the original
  problems.push({ key, backup, reason });
}

/** The parsed JSON under `key` if `valid(value)`, else null (unreadable data is backed up). */
function read(key, valid) {
  const raw = getItem(key);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw);
    if (valid(value)) return value;
  } catch { /* falls through to the backup */ }
  backUp(key, raw);
  return null;
}

function write(key, value) {
  setItem(key, JSON.stringify(value)); // refused (full or disabled): the game goes on unsaved
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The unreadable keys found so far (each with its backup key and the engine's reason, if
 * it refused the data), reported once. */
export function takeProblems() {
  return problems.splice(0);
}

/** The saved game's record, or null. Only its shape is checked here: the engine replays it. */
export function savedRecord() {
  return read(KEYS.save, isObject);
}

/** The engine refused the saved record (e.g. an older format) saying `reason`: back it up. */
export function refuseSaved(reason) {
  const raw = getItem(KEYS.save);
  if (raw !== null) backUp(KEYS.save, raw, reason);
}

export function pastGames() {
  return read(KEYS.games, Array.isArray) || [];
}

const sameGame = (a, b) => a && b && a.seed === b.seed && JSON.stringify(a.config) === JSON.stringify(b.config);

/** Whether `later` holds every decision of `earlier` (and maybe more): nothing of it lost. */
const holdsAll = (later, earlier) => Boolean(sameGame(earlier, later))
  && [earlier, later].every((r) => Array.isArray(r.decisions))
  && earlier.decisions.every((d, i) => d === later.decisions[i]);

/** Whether `later` continues `earlier` or takes some of it back (undo): the same game. */
const continues = (earlier, later) => holdsAll(later, earlier) || holdsAll(earlier, later);

/** Add a game to the past games list (newest first). `result`: what the list shows. */
function archive(record, result) {
  const games = pastGames().filter((g) => !holdsAll(record, g.record)); // kept in full by this one
  games.unshift({ date: new Date().toISOString(), result, record });
  write(KEYS.games, games.slice(0, MAX_GAMES));
}

/** A finished game's result as the list shows it: each side's lowest marker, best first. */
function resultOf(view) {
  if (!view.over) return { over: false };
  return { over: true, standings: view.standings.map((group) => group.map((s) => ({ side: s.side, low: s.markers[0][1] }))) };
}

/**
 * Save the current game after a decision. A finished game goes to the past games; an
 * unfinished one that another game replaces (`replacing`: new game, import, link, past game)
 * goes there too, unless the new one holds all its decisions — even the same deal dealt again
 * from its address does not wipe it. Without `replacing`, a game taken back (undo) is the same.
 */
export function saveGame(record, view, replacing = false) {
  const previous = read(KEYS.save, isObject);
  const kept = replacing ? holdsAll(record, previous) : continues(previous, record);
  if (previous && previous.decisions?.length && !kept) archive(previous, { over: false });
  if (view.over) {
    archive(record, resultOf(view));
    removeItem(KEYS.save);
  } else {
    write(KEYS.save, record);
  }
}

/** Keep the best solo results (rules: "keep the best results"), each with its seed and date. */
export function rememberSolo(result, seed) {
  const kept = (read(KEYS.soloBest, Array.isArray) || [])
    .map((e) => (Number.isInteger(e) ? { result: e } : e)) // the first version kept bare numbers
    .filter((e) => isObject(e) && Number.isInteger(e.result) && !(e.seed === seed && e.result === result));
  const best = [...kept, { result, seed, date: new Date().toISOString() }]
    .sort((a, b) => b.result - a.result).slice(0, MAX_BEST);
  write(KEYS.soloBest, best);
  return best;
}

export function soloBest() {
  return read(KEYS.soloBest, Array.isArray) || [];
}
