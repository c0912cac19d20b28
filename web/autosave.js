/**
 * Every game in progress kept, and tabs that never write over each other: the game on show is
 * saved after every decision in its slot (storage.js: one game in progress per game, and per
 * variant played on its own board, as Blokus Duo), so that starting another game hides none —
 * a game's tab (`resumable`) or Past games brings it back as it was, the turn in progress
 * (`keepTurn`) and the computer's move included. Another tab's save of the slot on show is
 * followed when it is the same game played on (or the same deal played differently: this
 * tab's version is kept under Past games, and said); a finished game on show, or another deal
 * started elsewhere, is left as it is: nothing another tab does rewrites it.
 *
 * Saves and other tabs' saves are handled one at a time, in order (`inTurn`).
 */
import { t } from './i18n.js';
import { tell, gameTitle } from './dialogs.js';
import { dateTime } from './words.js';
import {
  gameOfSlot, holdsAll, keepAside, keepSetup, keepTurn, lastFinished, lastSetup, relation, saveGame,
  savedRecord, savedSlots, takeTurn, watchOtherTabs,
} from './storage.js';

/** The slot of a game of `entry` in `config`: the game's name, or `<name>.<variant>` for a
 * variant its static modes name (Blokus's Duo: its own board, its own game in progress). */
export function slotOf(entry, config) {
  const variant = config?.variant;
  const named = entry.statics.modes.some((m) => m.variant !== undefined && m.variant === variant);
  return named ? `${entry.name}.${variant}` : entry.name;
}

/** The keys of a game's modes beyond the player count (e.g. Génial's `teams`). */
export const modeKeys = (modes) => [...new Set(modes.flatMap((m) => Object.keys(m)))].filter((k) => k !== 'players');

export class Autosave {
  /**
   * `table`: the game on show; `rated()`: the rated games (rated.js); `replaying()`: whether
   * a past position is on show (replay.js); `keepGuest(record)`: keep the public record of a
   * game played as a guest on another device's engine (net/keep.js); `load(record)`: a game
   * of a record set up ({entry, view}); `begin(started, how)`: show and run it.
   */
  constructor({ table, rated, replaying, keepGuest, load, begin }) {
    Object.assign(this, { table, rated, replaying, keepGuest, load, begin });
    this.storing = Promise.resolve(); // saves and other tabs' saves read, one at a time, in order
    watchOtherTabs((slot) => this.follow(slot));
  }

  /** Run `task` once the saves and syncs before it are done (none is lost to a failure). */
  inTurn(task) {
    this.storing = this.storing.then(task).catch(() => {});
    return this.storing;
  }

  /** Autosave: the engine's record of the game, after every decision; resolves once written.
   * A save that finds another tab's different version of the game says it kept that one aside,
   * and a finished game dropped from Past games to make room is said too. */
  save(view) {
    const { table } = this;
    if (table.following) return this.storing; // a view of another tab's save: nothing to write back
    const entry = table.entry;
    const replacing = table.replacing; // asked now: the record comes back later
    const standings = view.over ? entry.module.result(view) : null;
    const asked = table.engine.request('record'); // now, before any later decision
    return this.inTurn(async () => {
      const record = await asked;
      if (table.engine.remote) { // a guest keeps the public record apart: its own games stay
        this.keepGuest(record);
        return;
      }
      const { theirsKept, dropped } = saveGame(entry.name, slotOf(entry, record.config), record, standings, replacing);
      const said = dropped.map((g) => t('past.dropped', { game: gameTitle(entry), date: dateTime(g.date) }));
      if (theirsKept) said.unshift(t('tabs.keptTheirs'));
      if (said.length) tell(...said);
    });
  }

  /**
   * Another tab saved the game of `slot`: if it is this tab's game, not over, played on there
   * (or the same deal played differently), show it as that tab left it. What this tab had
   * that the other's version lacks is kept under Past games, and said. A finished game, or a
   * game another deal replaced there, stays on show as it is (that tab kept it under Past
   * games; this tab's next save keeps the other's).
   */
  follow(slot) {
    return this.inTurn(async () => {
      const { table } = this;
      if (!table.view || table.view.over || table.engine.remote || gameOfSlot(slot) !== table.name) return;
      const entry = table.entry;
      const ours = await table.engine.request('record');
      if (slotOf(entry, ours.config) !== slot || table.entry !== entry) return;
      const theirs = savedRecord(slot) ?? lastFinished(entry.name, (r) => holdsAll(r, ours));
      const how = theirs && relation(ours, theirs);
      if (how !== 'continues' && how !== 'differs') return;
      if (how === 'differs') keepAside(entry.name, ours);
      const rated = this.rated().resumed(theirs); // still the rated game, as the other tab plays it
      this.begin({ ...await this.load(theirs), rated, resumed: true },
        { notice: how === 'differs' ? '' : t('tabs.playedOn'), following: true });
      if (how === 'differs') tell(t('tabs.keptOurs'));
    });
  }

  /** The setup of the game `view` shows (`rated`: played rated) becomes the one New game
   * offers next for its game. */
  keepSetup(view, rated) {
    const { entry } = this.table;
    const mode = Object.fromEntries(modeKeys(entry.statics.modes).filter((k) => k in view).map((k) => [k, view[k]]));
    keepSetup(entry.name, { players: view.players, seats: view.seats, mode, rated: Boolean(rated) });
  }

  /** The page goes away, or another game takes its place: keep the human's turn in progress
   * beside the save, if the save is of the position on show. */
  keepTurn() {
    const { table } = this;
    if (!table.view || table.engine.remote) return; // no game on show yet, or another device's
    const slot = slotOf(table.entry, table.view);
    const record = savedRecord(slot);
    const current = record?.decisions?.length === table.view.decisions;
    const turn = current && table.awaiting === 'human' && !this.replaying() ? table.game.turnState?.() : null;
    keepTurn(slot, record, turn ?? null);
  }

  /** After the saved game `record` resumed: bring back the turn that was in progress, if it was
   * kept for this very position (the save of its slot) and it is that human's turn again. */
  resumeTurn(record) {
    const { table } = this;
    const slot = slotOf(table.entry, record.config);
    if (relation(savedRecord(slot) ?? {}, record) !== 'same') return; // a past game: no turn kept
    const turn = takeTurn(slot, record);
    if (turn && table.awaiting === 'human') table.game.restoreTurn?.(turn);
  }
}

/** The slot of `entry`'s game to go back to: that of the game of it shown last (its setup's),
 * else any of its slots holding a game in progress. */
export function slotToResume(entry) {
  const usual = slotOf(entry, lastSetup(entry.name)?.mode);
  if (savedRecord(usual)) return usual;
  return savedSlots().find((slot) => gameOfSlot(slot) === entry.name) ?? usual;
}

/** What the plain address or the game's tab shows of `slot`: its game in progress, else
 * (`ended`: a reload) the last game that finished there; null when none. */
export function resumable(entry, slot, { ended = false } = {}) {
  return savedRecord(slot) ?? (ended ? lastFinished(entry.name, (r) => slotOf(entry, r.config) === slot) : null);
}
