/**
 * What the browser keeps between visits, per game: the game in progress (its record, saved
 * after every decision) under `<game>.save`, and its past games (finished, or replaced by
 * another before the end) under `<game>.games`, each entry tagged with its game — so Génial's
 * `genial.save` and `genial.games` of the one-game site load as they are. `house.game` names
 * the game last saved, which the plain address resumes. Nothing is ever silently wiped: data
 * that cannot be read is moved to a backup key and the page says so.
 */

const MAX_GAMES = 30; // past games kept per game, newest first
const LAST_GAME = 'house.game';
const saveKey = (game) => `${game}.save`;
const gamesKey = (game) => `${game}.games`;

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
export function readStored(key, valid) {
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

export function writeStored(key, value) {
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
  const raw = localStorage.getItem(saveKey(game));
  if (raw !== null) backUp(saveKey(game), raw, reason);
}

/** The past games of `games` (names), newest first, each tagged with its game. */
export function pastGames(games) {
  return games.flatMap((game) => (readStored(gamesKey(game), Array.isArray) || [])
    .filter(isObject).map((entry) => ({ ...entry, game })))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)));
}

const sameGame = (a, b) => a && b && a.seed === b.seed && JSON.stringify(a.config) === JSON.stringify(b.config);

/** Whether `later` continues `earlier` or takes some of it back (undo): the same game. */
function continues(earlier, later) {
  if (!sameGame(earlier, later)) return false;
  const [short, long] = [earlier.decisions, later.decisions].sort((x, y) => x.length - y.length);
  return short.every((d, i) => d === long[i]);
}

/** Add a game to its past games (newest first). `result`: what the list shows. */
function archive(game, record, result) {
  const games = (readStored(gamesKey(game), Array.isArray) || []).filter((g) => !continues(g.record, record));
  games.unshift({ game, date: new Date().toISOString(), result, record });
  writeStored(gamesKey(game), games.slice(0, MAX_GAMES));
}

/**
 * Save the current game of `game` after a decision; `standings` (the game module's `result`)
 * once it is over, else null. A finished game goes to the past games; an unfinished one that
 * another game of the same kind replaces (new game, import, link) goes there too.
 */
export function saveGame(game, record, standings) {
  writeStored(LAST_GAME, game);
  const previous = readStored(saveKey(game), isObject);
  if (previous && previous.decisions?.length && !continues(previous, record)) archive(game, previous, { over: false });
  if (standings) {
    archive(game, record, { over: true, standings });
    localStorage.removeItem(saveKey(game));
  } else {
    writeStored(saveKey(game), record);
  }
}
