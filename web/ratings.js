/**
 * The player's ratings, kept in the browser with the saves (`house.ratings`, through
 * storage.js): per game and mode the current and best rating, the rated games played and won
 * per level, the last 50 rated games with their records, and the rated game in progress (so
 * that a reload resumes it as rated). Nothing here computes a rating: every figure comes from
 * the engine's `rating` answer (tabletop.rating), stored as it came.
 *
 * A write the browser refuses (full, disabled) loses nothing on the page: the store is kept in
 * memory too, the next write tries again, and `store` says false so that the page tells the
 * player it could not save. The whole store goes out and comes back as a file
 * (`exported`, `imported`): a player moves their ratings to another device with it.
 */
import { readStored, setItem } from './storage.js';

const KEY = 'house.ratings';
export const FORMAT = 'genial-ratings';
const VERSION = 1;
const MAX_RATED = 50; // rated games kept per game and mode (the graph's)

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const empty = () => ({ format: FORMAT, version: VERSION, modes: {}, playing: null });
const valid = (data) => isObject(data) && data.format === FORMAT && isObject(data.modes);

let unsaved = null; // the store a refused write could not keep: the page's until a write works

/** The store: the one not saved yet, else the browser's (read afresh: another tab may have
 * written it), else an empty one (unreadable data is moved to a backup key by storage.js). */
function current() {
  return unsaved ?? readStored(KEY, valid) ?? empty();
}

/** Write the store; false when the browser refused (the page says so and keeps it). */
function store(data) {
  const saved = setItem(KEY, JSON.stringify(data));
  unsaved = saved ? null : data;
  return saved;
}

/** The key of a game and mode: the game and the setup's values (false ones left out, so the
 * New game dialog's choice and the record's config name the same mode). */
export function modeKey(game, config) {
  const values = Object.entries(config).filter(([, v]) => v !== false && v !== null && v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`);
  return `${game}/${values.join(',')}`;
}

/** Every game and mode rated so far: {key: {game, config, start, rating, best, played, won,
 * levels: {level: {played, won}}, games: [{date, rating, change, level, score, record}]}}. */
export function ratedModes() {
  return current().modes;
}

/** The rating record of a game and mode, or null before its first rated game. */
export function ratingOf(key) {
  return current().modes[key] ?? null;
}

/** A rated game begins: `playing` {key, game, config, seed, rating, level}; false if it
 * could not be saved. */
export function startRated(playing) {
  return store({ ...current(), playing });
}

/** The rated game in progress if it is the game of `record` (a reload resumes it), else null. */
export function ratedPlaying(record) {
  const playing = current().playing;
  const same = playing && record && String(playing.seed) === String(record.seed)
    && modeKey(playing.game, playing.config) === modeKey(record.format, record.config ?? {});
  return same ? playing : null;
}

/** The rated game `playing` ended (over, or `left`: a loss) with the engine's `rating`
 * answer: the mode's figures updated and the game kept with its `record`. False if not saved. */
export function endRated(playing, answer, { record, left }) {
  const data = current();
  const was = data.modes[playing.key] ?? { game: playing.game, config: playing.config, start: playing.rating,
    rating: playing.rating, best: playing.rating, played: 0, won: 0, levels: {}, games: [] };
  const won = answer.won ? 1 : 0; // the engine's word: first place alone
  const level = was.levels[answer.level] ?? { played: 0, won: 0 };
  data.modes[playing.key] = {
    ...was, rating: answer.rating, best: Math.max(was.best, answer.rating), played: was.played + 1,
    won: was.won + won, levels: { ...was.levels, [answer.level]: { played: level.played + 1, won: level.won + won } },
    games: [...was.games, { date: new Date().toISOString(), rating: answer.rating, change: answer.change,
      level: answer.level, score: answer.score, left, record }].slice(-MAX_RATED),
  };
  if (data.playing?.key === playing.key && data.playing.seed === playing.seed) data.playing = null;
  return store(data);
}

/** The store as a file's data (My ratings → Download). */
export function exported() {
  return current();
}

/** Whether parsed JSON is a ratings file (not a game record). */
export const isRatingsFile = (data) => valid(data);

/**
 * Take a ratings file in: each game and mode the file has played more rated games of replaces
 * this browser's (the same player moving devices); the rest is kept. Returns {modes, saved}:
 * how many modes came in, and whether it could be saved.
 */
export function imported(data) {
  const here = current();
  let modes = 0;
  for (const [key, entry] of Object.entries(data.modes)) {
    if (!isObject(entry) || !Number.isInteger(entry.rating) || !Array.isArray(entry.games)) continue;
    if ((here.modes[key]?.played ?? -1) < (entry.played ?? 0)) {
      here.modes[key] = entry;
      modes += 1;
    }
  }
  return { modes, saved: store(here) };
}
