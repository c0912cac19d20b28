/**
 * The New game dialog: the game, its players and modes, the seats, a rated game. Each game is
 * preset as it was last started (storage.js `lastSetup`), the first time as two players: you
 * against one computer at the level nearest your rating (the levels' ratings are the game's
 * static facts). Options that depend on each other follow each change: a mode only with the
 * player counts that have it, the rated game only where the game and setup allow one.
 */
import { t } from './i18n.js';
import { gameTitle } from './dialogs.js';
import { HUMAN, levelName } from './seats.js';
import { modeKey, ratingOf } from './ratings.js';
import { lastSetup } from './storage.js';
import { modeKeys } from './autosave.js';

const $ = (id) => document.getElementById(id);
const form = () => $('new-form');

/** The player's rating in `entry`'s game with `config`, else the starting rating offered on
 * that game's scale (its static `rating_start`: its weakest level's rating). */
function ratingIn(entry, config) {
  return ratingOf(modeKey(entry.name, config))?.rating ?? entry.statics.rating_start?.default;
}

/** The computer seat of the rated level nearest `rating` (the engine's static `level_bands`
 * say which: tabletop.rating.nearest_bands), else the game's first computer seat. */
function nearestSeat(statics, rating) {
  const band = statics.level_bands?.find((b) => b.upto === null || rating <= b.upto);
  return (statics.seats.find((c) => band && c.level === band.level) ?? statics.seats.find((c) => c.level)).seat;
}

/** The setup New game offers for `entry`'s game ({players, seats, mode, rated}): the one last
 * started, else you against one computer at the level nearest your rating. */
export function setupFor(entry) {
  const kept = lastSetup(entry.name);
  if (kept && Number.isInteger(kept.players)) return { mode: {}, seats: [], ...kept };
  const seat = nearestSeat(entry.statics, ratingIn(entry, { players: 2 }));
  return { players: 2, seats: [HUMAN, seat], mode: {}, rated: false };
}

/** One opening of the dialog: the game chosen (`entry`, loaded), what to keep of the former
 * choices when the game or the player count changes (`keep`), and the form following them. */
class Choice {
  constructor(load) {
    this.load = load;
    this.entry = null;
    this.keep = null;
    this.loading = Promise.resolve();
  }

  modes() {
    return this.entry.statics.modes;
  }

  players() {
    return Number(form().players.value);
  }

  seatsNow() {
    return [...$('seat-list').querySelectorAll('select')].map((s) => s.value);
  }

  /** The mode chosen: each ticked box's value (e.g. Blokus's `variant: 'duo'`). */
  modeNow() {
    const value = (k) => this.modes().find((m) => k in m)[k];
    return Object.fromEntries(modeKeys(this.modes()).filter((k) => form()[k].checked).map((k) => [k, value(k)]));
  }

  config() {
    return { players: this.players(), ...this.modeNow() };
  }

  /** A seat's choice in words: a person, or a computer's level (with its rating, if measured). */
  seatLabel(choice) {
    if (!choice.level) return t('seat.human');
    const rating = this.entry.statics.ratings?.[choice.level];
    return t(rating ? 'seat.computerRated' : 'seat.computer', { level: levelName(choice.level), rating });
  }

  drawSeats(players) {
    const choices = this.entry.statics.seats;
    const chosen = this.keep?.seats ?? [];
    $('seat-list').replaceChildren(...Array.from({ length: players }, (_, i) => {
      const li = document.createElement('li');
      const id = `seat-${i}`;
      const want = choices.some((c) => c.seat === chosen[i]) ? chosen[i] : choices[i === 0 ? 0 : 1].seat;
      li.innerHTML = `<label for="${id}">${t('seat.player', { n: i + 1 })}<span class="team" data-testid="seat-team"></span></label>`
        + `<select id="${id}" data-testid="seat-select">`
        + choices.map((c) => `<option value="${c.seat}"${c.seat === want ? ' selected' : ''}>${this.seatLabel(c)}</option>`).join('')
        + '</select>';
      return li;
    }));
  }

  /** What the setup chosen is (the game's words for its mode, hot-seat, computers only) and
   * each seat's team when the mode has teams (the game's optional `modeAbout`, `seatTeam`). */
  describe() {
    const { module, statics } = this.entry;
    const config = this.config();
    const humans = this.seatsNow().filter((seat) => seat === HUMAN).length;
    const parts = [module.modeAbout?.(config, statics) ?? '',
      humans > 1 ? t('new.about.hotseat', { n: humans }) : '', humans === 0 ? t('new.about.watch') : ''];
    $('mode-about').textContent = parts.filter(Boolean).join(' ');
    $('seat-list').querySelectorAll('.team').forEach((span, seat) => {
      const team = module.seatTeam?.(config, seat, statics);
      span.textContent = team ? ` — ${team}` : '';
    });
  }

  /**
   * The rated game's choice: offered where the game's levels have measured ratings (its static
   * `ratings`), with computer seats to play and no partner (teams); the starting rating asked
   * only before the first rated game of this game and mode. Checked, the seats are the
   * engine's (their list is hidden): you against the level nearest your rating.
   */
  syncRated() {
    const f = form();
    const config = this.config();
    const why = !this.entry.statics.ratings ? 'new.ratedNone' : (config.players < 2 && 'new.ratedSolo') || (config.teams && 'new.ratedTeams');
    f.rated.disabled = Boolean(why);
    if (why) f.rated.checked = false;
    const known = ratingOf(modeKey(this.entry.name, config));
    $('rating-start').hidden = !f.rated.checked || Boolean(known);
    f.rating.disabled = $('rating-start').hidden;
    $('seat-list').hidden = f.rated.checked; // the engine seats the opponents (rated-about says how)
    $('rated-about').textContent = why ? t(why, { game: gameTitle(this.entry) })
      : t(known ? 'new.ratedKnown' : 'new.ratedAbout', { rating: known?.rating });
  }

  /** The mode boxes: each enabled only with a player count that has it, unticked without. */
  syncModes() {
    const players = this.players();
    for (const k of modeKeys(this.modes())) {
      const box = form()[k];
      box.disabled = !this.modes().some((m) => m.players === players && k in m);
      if (box.disabled) box.checked = false;
    }
  }

  drawPlayers() {
    const counts = [...new Set(this.modes().map((m) => m.players))];
    const players = counts.includes(this.keep?.players) ? this.keep.players : counts[Math.min(1, counts.length - 1)];
    $('player-counts').replaceChildren(...counts.map((n) => {
      const label = document.createElement('label');
      label.innerHTML = `<input type="radio" name="players" value="${n}"${n === players ? ' checked' : ''}> ${n}`;
      return label;
    }));
    return players;
  }

  /** A mode's box, ticked when the kept setup has that very mode (Blokus's variant: `duo`,
   * not `classic`). */
  drawModes() {
    const value = (k) => this.modes().find((m) => k in m)[k];
    $('mode-list').replaceChildren(...modeKeys(this.modes()).map((k) => {
      const label = document.createElement('label');
      label.className = 'mode';
      const ticked = this.keep?.mode?.[k] === value(k);
      label.innerHTML = `<input type="checkbox" name="${k}"${ticked ? ' checked' : ''}> <span>${t(`${this.entry.name}.new.${k}`)}</span>`;
      return label;
    }));
  }

  drawGame() {
    const players = this.drawPlayers();
    this.drawModes();
    form().rated.checked = Boolean(this.keep?.rated);
    this.syncModes();
    this.drawSeats(players);
    this.drawRatingStart();
    this.refresh();
  }

  /** The starting rating asked of a newcomer, on the game's scale (its static `rating_start`:
   * from its weakest level's rating, the one offered, to its strongest's): whatever the scale,
   * a newcomer who keeps the offer meets the weakest level first. */
  drawRatingStart() {
    const start = this.entry.statics.rating_start;
    if (!start) return;
    Object.assign(form().rating, { min: start.lowest, max: start.highest, value: start.default });
    $('rating-start-words').textContent = t('new.ratingStart', { low: start.lowest, high: start.highest });
  }

  refresh() {
    this.describe();
    this.syncRated();
  }

  /** Show the game `name`, preset as last started; a later choice overtakes it. */
  choose(name) {
    this.loading = this.chooseNow(name);
    return this.loading;
  }

  async chooseNow(name) {
    $('new-error').textContent = '';
    let entry;
    try {
      entry = await this.load(name);
    } catch (err) {
      $('new-error').textContent = err.message;
      return;
    }
    if (form().game.value !== name) return; // overtaken by a later choice
    this.entry = entry;
    this.keep = setupFor(entry);
    this.drawGame();
  }

  /** A change in the form: another game (its own preset), a player count (seats and modes
   * follow), or anything else (the words and the rated choice follow). */
  changed(target) {
    if (target.name === 'game') {
      this.choose(form().game.value);
      return;
    }
    if (!this.entry) return;
    if (target.name === 'players') {
      this.keep = { seats: this.seatsNow(), mode: {} };
      this.syncModes();
      this.drawSeats(this.players());
    }
    this.refresh();
  }

  /** The setup chosen: {game, players, seats, ...mode, rated?, rating?}. */
  setup() {
    const f = form();
    const rated = f.rated.checked ? { rated: true, rating: Number(f.rating.value) } : {};
    return { game: this.entry.name, players: this.players(), seats: this.seatsNow(), ...this.modeNow(), ...rated };
  }
}

/** The dialog's answer: the setup once Start (or Start and invite: `invite`) is pressed, null
 * when cancelled. */
function answer(choice, help) {
  const dialog = $('new-dialog');
  return new Promise((resolve) => {
    $('new-cancel').onclick = () => { dialog.close(); resolve(null); };
    $('new-howto').onclick = async () => {
      await choice.loading; // the rules of the game chosen now, not of the one shown before it loaded
      if (choice.entry?.name === form().game.value) help(choice.entry, choice.config()); // in the mode chosen
    };
    form().onsubmit = async (e) => {
      e.preventDefault();
      await choice.loading;
      if (choice.entry?.name !== form().game.value) return; // its load failed: new-error says why
      dialog.close();
      const setup = choice.setup();
      resolve(e.submitter?.value === 'invite' ? { ...setup, invite: true } : setup); // then invite devices
    };
    dialog.oncancel = () => resolve(null);
    dialog.showModal();
    dialog.scrollTop = 0; // at its title, not where it was left scrolled last time
  });
}

/**
 * Ask for a game setup. `games`: the catalogue; `load(name)` resolves a game's entry (its
 * static facts: modes and seats); `name`: the game chosen first; `help(entry, setup)` opens how
 * to play the game chosen, in the mode chosen (its button). Resolves {game, players, seats, ...mode} or null when
 * cancelled.
 */
export function askNewGame(games, load, name, help) {
  const choice = new Choice(load);
  const select = form().game;
  select.replaceChildren(...games.map((g) => new Option(gameTitle(g), g.name)));
  select.value = name;
  $('new-error').textContent = '';
  form().onchange = (e) => choice.changed(e.target);
  choice.choose(name);
  return answer(choice, help);
}
