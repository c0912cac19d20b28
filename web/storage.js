/**
 * What the browser keeps between visits, per game: the game in progress (its record, saved
 * after every decision) under `<game>.save`, and its past games (finished, or replaced by
 * another before the end) under `<game>.games`, each entry tagged with its game — so Génial's
 * `genial.save` and `genial.games` of the one-game site load as they are; `house.game` names
 * the game last saved, which the plain address resumes; and the page's settings (language,
 * theme) and a game's own data (Génial's best solo results). Nothing is ever silently wiped:
 * data that cannot be read is moved to a backup key and the page says so; a save another tab
 * of the page wrote is told to this one (`watchOtherTabs`), and a version of a game that
 * another tab's replaces is kept under the past games.
 *
 * This module is the only one to touch `localStorage`, and every touch is guarded: where the
 * browser refuses storage (disabled, some private modes, full), reading finds nothing, writing
 * does nothing, and `storageWorks()` is false so that the page can say games will not be kept.
 *
 * Records are kept as the engine wrote them: their numbers (seeds below 2**53, or larger ones
 * as decimal text) read back from JSON exactly, so a kept record replays the same game.
 */

const MAX_GAMES = 30; // past games kept per game, newest first
const LAST_GAME = 'house.game';
const saveKey = (game) => `${game}.save`;
const turnKey = (game) => `${game}.turn`;
const gamesKey = (game) => `${game}.games`;

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
export function readStored(key, valid) {
  const raw = getItem(key);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw);
    if (valid(value)) return value;
  } catch { /* falls through to the backup */ }
  backUp(key, raw);
  return null;
}

export function writeStored(key, value) {
  setItem(key, JSON.stringify(value)); // refused (full or disabled): the game goes on unsaved
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The unreadable keys found so far (each with its backup key and the engine's reason, if
 * it refused the data), reported once. */
export function takeProblems() {
  return problems.splice(0);
}

/** The game last saved (a name to check against the catalogue), or null. */
export function lastGame() {
  return readStored(LAST_GAME, (v) => typeof v === 'string');
}

/** The saved record of `game`, or null. Only its shape is checked here: the engine replays it. */
export function savedRecord(game) {
  return readStored(saveKey(game), isObject);
}

/** The engine refused the saved record of `game` (e.g. an older format) saying `reason`:
 * back it up. */
export function refuseSaved(game, reason) {
  const raw = getItem(saveKey(game));
  if (raw !== null) backUp(saveKey(game), raw, reason);
}

/** The past games of `games` (names), newest first, each tagged with its game. */
export function pastGames(games) {
  return games.flatMap((game) => (readStored(gamesKey(game), Array.isArray) || [])
    .filter(isObject).map((entry) => ({ ...entry, game })))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)));
}

const sameGame = (a, b) => a && b && a.seed === b.seed && JSON.stringify(a.config) === JSON.stringify(b.config);

/** Whether `later` holds every decision of `earlier` (and maybe more): nothing of it lost. */
const holdsAll = (later, earlier) => Boolean(sameGame(earlier, later))
  && [earlier, later].every((r) => Array.isArray(r.decisions))
  && earlier.decisions.every((d, i) => d === later.decisions[i]);

/** Whether `later` continues `earlier` or takes some of it back (undo): the same game. */
const continues = (earlier, later) => holdsAll(later, earlier) || holdsAll(earlier, later);

/**
 * How the record `theirs` (another tab's) stands to `ours`: 'same' (nothing new), 'continues'
 * (one holds all of the other: played on, or taken back), or 'other' (they differ: another
 * deal, or the same one played differently).
 */
export function relation(ours, theirs) {
  if (holdsAll(theirs, ours) && holdsAll(ours, theirs)) return 'same';
  return continues(ours, theirs) ? 'continues' : 'other';
}

/** The latest state of `game` that any tab saved: its save, else (just finished) the newest
 * of its past games if it is over; null if none. */
export function latestRecord(game) {
  const saved = savedRecord(game);
  if (saved) return saved;
  const newest = (readStored(gamesKey(game), Array.isArray) || [])[0];
  return newest?.result?.over && isObject(newest.record) ? newest.record : null;
}

/** Call `changed(game)` each time another tab of this page writes or removes the save of a
 * game (the browser's `storage` event: it never fires in the tab that wrote). */
export function watchOtherTabs(changed) {
  window.addEventListener('storage', (e) => {
    if (e.key?.endsWith('.save')) changed(e.key.slice(0, -'.save'.length));
  });
}

/** Keep the turn in progress of `game` (its view's `turnState()`, JSON) beside its save
 * `record`, for the position that record reaches; nothing (null) forgets it. */
export function keepTurn(game, record, turn) {
  if (turn && record) writeStored(turnKey(game), { at: { seed: record.seed, config: record.config, decisions: record.decisions }, turn });
  else removeItem(turnKey(game));
}

/** The turn in progress kept for the position `record` (the save just resumed) reaches, then
 * forgotten; null when none, kept for another position, or unreadable (dropped: it was only
 * a turn not yet played). */
export function takeTurn(game, record) {
  const raw = getItem(turnKey(game));
  removeItem(turnKey(game));
  try {
    const kept = JSON.parse(raw);
    return relation(kept.at, record) === 'same' && kept.turn ? kept.turn : null;
  } catch {
    return null;
  }
}

/** Keep an unfinished game under its past games (another tab's version took its place). */
export function keepAside(game, record) {
  if (record?.decisions?.length) archive(game, record, { over: false });
}

/** Add a game to its past games (newest first). `result`: what the list shows. */
function archive(game, record, result) {
  const games = (readStored(gamesKey(game), Array.isArray) || [])
    .filter((g) => !holdsAll(record, g.record)); // kept in full by this one
  games.unshift({ game, date: new Date().toISOString(), result, record });
  writeStored(gamesKey(game), games.slice(0, MAX_GAMES));
}

/**
 * Save the current game of `game` after a decision; `standings` (the game module's `result`)
 * once it is over, else null. A finished game goes to the past games; an unfinished one that
 * another game of the same kind replaces (`replacing`: new game, import, link, past game)
 * goes there too, unless the new one holds all its decisions — even the same deal dealt again
 * from its address does not wipe it. Without `replacing`, a game taken back (undo) is the same.
 * Returns true when, not replacing, the save found was not this game's past (another tab
 * played it differently meanwhile): that version was kept under the past games.
 */
export function saveGame(game, record, standings, replacing = false) {
  writeStored(LAST_GAME, game);
  const previous = readStored(saveKey(game), isObject);
  const kept = replacing ? holdsAll(record, previous) : continues(previous, record);
  const setAside = Boolean(previous?.decisions?.length && !kept);
  if (setAside) archive(game, previous, { over: false });
  if (standings) {
    archive(game, record, { over: true, standings });
    removeItem(saveKey(game));
  } else {
    writeStored(saveKey(game), record);
  }
  return setAside && !replacing;
}
