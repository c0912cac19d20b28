/**
 * What the browser keeps between visits: the game in progress (its record, saved after every
 * decision), the list of past games (finished, or replaced by another before the end), and
 * the best solo results with their seeds. Nothing is ever silently wiped: data that cannot be
 * read is moved to a backup key and the page says so.
 */

export const KEYS = { save: 'genial.save', games: 'genial.games', soloBest: 'genial.solo.best' };
const MAX_GAMES = 30; // past games kept, newest first
const MAX_BEST = 5;

const problems = []; // keys found unreadable, with their backup keys, until reported

/** Keep an unreadable value under a backup key, then free the key for fresh data. */
function backUp(key, raw, reason = null) {
  const backup = `${key}.backup-${new Date().toISOString()}`;
  try {
    localStorage.setItem(backup, raw);
    localStorage.removeItem(key);
  } catch { /* storage full or disabled: leave the original where it is */ }
  problems.push({ key, backup, reason });
}

/** The parsed JSON under `key` if `valid(value)`, else null (unreadable data is backed up). */
function read(key, valid) {
  let raw;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): nothing to resume, nothing to back up
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw);
    if (valid(value)) return value;
  } catch { /* falls through to the backup */ }
  backUp(key, raw);
  return null;
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch { /* storage full or disabled: the game goes on unsaved */ }
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
  const raw = localStorage.getItem(KEYS.save);
  if (raw !== null) backUp(KEYS.save, raw, reason);
}

export function pastGames() {
  return read(KEYS.games, Array.isArray) || [];
}

const sameGame = (a, b) => a && b && a.seed === b.seed && JSON.stringify(a.config) === JSON.stringify(b.config);

/** Whether `later` continues `earlier` or takes some of it back (undo): the same game. */
function continues(earlier, later) {
  if (!sameGame(earlier, later)) return false;
  const [short, long] = [earlier.decisions, later.decisions].sort((x, y) => x.length - y.length);
  return short.every((d, i) => d === long[i]);
}

/** Add a game to the past games list (newest first). `result`: what the list shows. */
function archive(record, result) {
  const games = pastGames().filter((g) => !continues(g.record, record));
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
 * unfinished one that another game replaces (new game, import, link) goes there too.
 */
export function saveGame(record, view) {
  const previous = read(KEYS.save, isObject);
  if (previous && previous.decisions?.length && !continues(previous, record)) archive(previous, { over: false });
  if (view.over) {
    archive(record, resultOf(view));
    localStorage.removeItem(KEYS.save);
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
