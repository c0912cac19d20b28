/**
 * What the browser keeps between visits: each game's games in progress, one per *slot* (a
 * game, or a game's variant played on its own board: Blokus's classic board is `blokus`, its
 * Duo `blokus.duo`), its record saved after every decision under `<slot>.save`; each game's
 * past games (finished, or unfinished ones another game of their slot replaced) under
 * `<game>.games`, each entry tagged with its game — so Génial's `genial.save` and
 * `genial.games` of the one-game site load as they are; the setup last started of each game
 * (`<game>.setup`, what New game offers next); `house.game`, the slot last shown, which the
 * plain address resumes; and the page's settings (language, theme) and a game's own data
 * (Génial's best solo results). Nothing is ever silently wiped: data that cannot be read is
 * moved to a backup key and the page says so; an unfinished game is never dropped from Past
 * games, and a finished one dropped to make room is said; a save another tab of the page
 * wrote is told to this one (`watchOtherTabs`), and a version of a game that another tab's
 * replaces is kept under the past games.
 *
 * This module is the only one to touch `localStorage`, and every touch is guarded: where the
 * browser refuses storage (disabled, some private modes, full), reading finds nothing, writing
 * does nothing, and `storageWorks()` is false so that the page can say games will not be kept.
 *
 * Records are kept as the engine wrote them: their numbers (seeds below 2**53, or larger ones
 * as decimal text) read back from JSON exactly, so a kept record replays the same game.
 */

const MAX_FINISHED = 30; // finished past games kept per game, newest first (unfinished: all)
const LAST_SLOT = 'house.game';
const SAVE = '.save';
const saveKey = (slot) => `${slot}${SAVE}`;
const turnKey = (slot) => `${slot}.turn`;
const gamesKey = (game) => `${game}.games`;
const setupKey = (game) => `${game}.setup`;
/** The game a slot belongs to (`blokus.duo`: `blokus`). */
export const gameOfSlot = (slot) => slot.split('.')[0];

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

/** The slot last shown (a name to check against the catalogue), or null. */
export function lastSlot() {
  return readStored(LAST_SLOT, (v) => typeof v === 'string');
}

/** The slot on show is `slot`: the plain address resumes it. */
export function showingSlot(slot) {
  writeStored(LAST_SLOT, slot);
}

/** The saved record of the game in progress of `slot`, or null. Only its shape is checked
 * here: the engine replays it. */
export function savedRecord(slot) {
  return readStored(saveKey(slot), isObject);
}

/** The slots that hold a game in progress (found by their keys, whatever the game). */
export function savedSlots() {
  const slots = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.endsWith(SAVE)) slots.push(key.slice(0, -SAVE.length));
    }
  } catch { /* storage disabled: nothing is saved */ }
  return slots.sort();
}

/** The engine refused the saved record of `slot` (e.g. an older format) saying `reason`:
 * back it up. */
export function refuseSaved(slot, reason) {
  const raw = getItem(saveKey(slot));
  if (raw !== null) backUp(saveKey(slot), raw, reason);
}

/** The setup last started of `game` ({players, seats, mode, rated}), or null. */
export function lastSetup(game) {
  return readStored(setupKey(game), isObject);
}

export function keepSetup(game, setup) {
  writeStored(setupKey(game), setup);
}

const sameGame = (a, b) => a && b && a.seed === b.seed && JSON.stringify(a.config) === JSON.stringify(b.config);

/** Whether `later` holds every decision of `earlier` (and maybe more): nothing of it lost. */
export const holdsAll = (later, earlier) => Boolean(sameGame(earlier, later))
  && [earlier, later].every((r) => Array.isArray(r.decisions))
  && earlier.decisions.every((d, i) => d === later.decisions[i]);

/** Whether `later` continues `earlier` or takes some of it back (undo): the same game. */
const continues = (earlier, later) => holdsAll(later, earlier) || holdsAll(earlier, later);

/**
 * How the record `theirs` (another tab's) stands to `ours`: 'same' (nothing new), 'continues'
 * (one holds all of the other: played on, or taken back), 'differs' (the same deal played
 * differently) or 'other' (another deal).
 */
export function relation(ours, theirs) {
  if (holdsAll(theirs, ours) && holdsAll(ours, theirs)) return 'same';
  if (continues(ours, theirs)) return 'continues';
  return sameGame(ours, theirs) ? 'differs' : 'other';
}

const pastOf = (game) => (readStored(gamesKey(game), Array.isArray) || []).filter(isObject);

/**
 * The past games of `games` (names), newest first, each tagged with its game, and the games in
 * progress of their slots (`saved: slot`, unfinished) with a decision played, but `shown`
 * (the record on show: not past); a past entry that a game in progress holds in full is that game, listed once.
 */
export function pastGames(games, shown = null) {
  const known = new Set(games);
  const saved = savedSlots().filter((slot) => known.has(gameOfSlot(slot)))
    .map((slot) => ({ slot, record: savedRecord(slot) }))
    .filter(({ record }) => record?.decisions?.length && !(shown && holdsAll(shown, record) && holdsAll(record, shown)));
  const inProgress = saved.map(({ slot, record }) => ({
    game: gameOfSlot(slot), date: record.meta?.saved ?? '', result: { over: false }, record, saved: slot }));
  const past = games.flatMap((game) => pastOf(game).map((entry) => ({ ...entry, game })))
    .filter((entry) => !saved.some(({ record }) => holdsAll(record, entry.record)));
  return [...inProgress, ...past].sort((a, b) => String(b.date).localeCompare(String(a.date)));
}

/** The newest finished game of `game` that `inSlot(record)` places in the slot shown last
 * (a reload after the end shows it), or null. */
export function lastFinished(game, inSlot) {
  return pastOf(game).find((entry) => entry.result?.over && isObject(entry.record) && inSlot(entry.record))?.record ?? null;
}

/** Call `changed(slot)` each time another tab of this page writes or removes the save of a
 * slot (the browser's `storage` event: it never fires in the tab that wrote). */
export function watchOtherTabs(changed) {
  window.addEventListener('storage', (e) => {
    if (e.key?.endsWith(SAVE)) changed(e.key.slice(0, -SAVE.length));
  });
}

/** Keep the turn in progress of `slot` (its view's `turnState()`, JSON) beside its save
 * `record`, for the position that record reaches; nothing (null) forgets it. */
export function keepTurn(slot, record, turn) {
  if (turn && record) writeStored(turnKey(slot), { at: { seed: record.seed, config: record.config, decisions: record.decisions }, turn });
  else removeItem(turnKey(slot));
}

/** The turn in progress kept for the position `record` (the save just resumed) reaches, then
 * forgotten; null when none, kept for another position, or unreadable (dropped: it was only
 * a turn not yet played). */
export function takeTurn(slot, record) {
  const raw = getItem(turnKey(slot));
  removeItem(turnKey(slot));
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

/**
 * Add a game to its past games (newest first). `result`: what the list shows. Unfinished
 * games are all kept; the finished ones beyond the newest MAX_FINISHED are dropped, and
 * returned so that the page says so.
 */
function archive(game, record, result) {
  const games = pastOf(game).filter((g) => !holdsAll(record, g.record)); // kept in full by this one
  games.unshift({ game, date: new Date().toISOString(), result, record });
  let finished = 0;
  const kept = games.filter((g) => !g.result?.over || (finished += 1) <= MAX_FINISHED);
  writeStored(gamesKey(game), kept);
  return games.filter((g) => !kept.includes(g));
}

/** This game's save under another slot of its game is this one, moved (a save from before
 * the game's variants had slots of their own: Blokus Duo's under `blokus`). */
function movedFrom(game, slot, record) {
  for (const other of savedSlots()) {
    if (other !== slot && gameOfSlot(other) === game && holdsAll(record, savedRecord(other))) removeItem(saveKey(other));
  }
}

/**
 * Save the game of `slot` (of `game`) after a decision; `standings` (the game module's
 * `result`) once it is over, else null. A game that ends goes to the past games, and leaves
 * its slot free if it was the slot's game in progress (a finished game opened again changes
 * no other game's save). An unfinished game that another one replaces in its slot
 * (`replacing`: new game, import, link, past game) goes to the past games, unless the new one
 * holds all its decisions — even the same deal dealt again from its address does not wipe it.
 * Without `replacing`, a game taken back (undo) is the same.
 * Returns {theirsKept: true when, not replacing, the save found was not this game's past
 * (another tab played it differently meanwhile) and was kept under the past games; dropped:
 * the finished past games dropped to make room}.
 */
export function saveGame(game, slot, record, standings, replacing = false) {
  showingSlot(slot);
  const previous = savedRecord(slot);
  const mine = holdsAll(record, previous);
  if (standings) {
    if (mine) removeItem(saveKey(slot));
    return { theirsKept: false, dropped: archive(game, record, { over: true, standings }) };
  }
  const kept = replacing ? mine : continues(previous, record);
  const setAside = Boolean(previous?.decisions?.length && !kept);
  const dropped = setAside ? archive(game, previous, { over: false }) : [];
  writeStored(saveKey(slot), { ...record, meta: { ...record.meta, saved: new Date().toISOString() } });
  movedFrom(game, slot, record);
  return { theirsKept: setAside && !replacing, dropped };
}
