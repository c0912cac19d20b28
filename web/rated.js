/**
 * Rated games on the page: one human against computers of the level nearest their rating
 * (the engine's `rated_opponents`), undo, hint, history and analysis off until the end, the
 * new rating on the end screen (the engine's `rating`), leaving before the end a loss — asked
 * first, and counted only once the game that replaces it has been set up. The page keeps
 * the figures (ratings.js); the engine computes every one of them.
 *
 * `table.rated` is the rated game in play ({key, game, config, seed, rating, level, opponent,
 * games}), or null.
 */
import { t } from './i18n.js';
import { tell } from './dialogs.js';
import { levelName } from './seats.js';
import { endRated, modeKey, ratedPlaying, ratingOf, startRated } from './ratings.js';

const $ = (id) => document.getElementById(id);
/** The New game dialog's answers that are not the game's mode (players and mode keys). */
const NOT_MODE = new Set(['game', 'seats', 'rated', 'rating']);
/** A change of rating as the page writes it: +26, −14 (a true minus sign), 0. */
export const signed = (n) => (n > 0 ? `+${n}` : String(n).replace('-', '−'));

export class Rated {
  constructor({ table }) {
    this.table = table;
  }

  /** Whether a rated game is being played (not over yet). */
  get active() {
    return Boolean(this.table.rated && this.table.view && !this.table.view.over);
  }

  /**
   * A rated game of `setup` (the New game dialog's, with `rating`: the starting rating chosen
   * when this game and mode has none yet), set up by `newGame(setup)` with the opponents the
   * engine names, once `install(game)` has installed its package; resolves {entry, view,
   * rated}. A refusal rejects and changes nothing.
   */
  async prepare(setup, newGame, install) {
    const { game, players } = setup;
    const config = Object.fromEntries(Object.entries(setup).filter(([k]) => !NOT_MODE.has(k)));
    const key = modeKey(game, config);
    const known = ratingOf(key);
    const rating = known?.rating ?? setup.rating;
    await install(game);
    const opponents = await this.table.engine.request('rated_opponents', { game, rating, start: !known });
    const started = await newGame({ ...config, game, seats: ['human', ...Array(players - 1).fill(opponents.seat)] });
    const playing = { key, game, config, seed: started.view.seed, rating, level: opponents.level,
      opponent: opponents.rating, games: known?.played ?? 0 };
    return { ...started, rated: playing };
  }

  /** The game `started` is about to be shown: a rated one (its `rated`) is kept as in
   * progress; `show` once its first view is drawn. */
  begun(started) {
    this.table.rated = started.rated ?? null;
    $('end-rating').hidden = true;
    if (started.rated && !started.resumed && !startRated(started.rated)) tell(t('rated.notSaved'));
  }

  /** The rated game in progress, if `record` (a saved game just resumed) is it. */
  resumed(record) {
    return ratedPlaying(record);
  }

  /** The note under the hand while a rated game is played: who against whom, what is off. */
  show() {
    const playing = this.table.rated;
    const note = $('rated-note');
    note.hidden = !this.active;
    if (this.active) {
      note.textContent = t('rated.note', { rating: playing.rating, level: levelName(playing.level), opponent: playing.opponent });
    }
  }

  /**
   * Before another game replaces a rated one not over: its loss from the engine, once the
   * player has said they leave (the leave dialog); null when no rated game is in play, false
   * when the player goes on playing. Nothing is counted yet (`count` does, after the
   * replacement is set up: a refused one leaves the rated game as it was).
   */
  async leaving() {
    if (!this.active) return null;
    const playing = this.table.rated;
    const answer = await this.table.engine.request('rating', { rating: playing.rating, games: playing.games, left: true });
    const record = await this.table.engine.request('record');
    $('leave-text').textContent = t('rated.leaveText', { from: playing.rating, to: answer.rating, change: signed(answer.change) });
    const dialog = $('leave-dialog');
    const leave = await new Promise((resolve) => {
      $('leave-stay').onclick = () => { dialog.close(); resolve(false); };
      $('leave-go').onclick = () => { dialog.close(); resolve(true); };
      dialog.oncancel = () => resolve(false);
      dialog.showModal();
    });
    return leave && { playing, answer, record };
  }

  /** Count the loss of a rated game left (`leaving`'s answer). */
  count({ playing, answer, record }) {
    const saved = endRated(playing, answer, { record, left: true });
    tell(...[t('rated.lost', { rating: answer.rating, change: signed(answer.change) }), saved ? '' : t('rated.notSaved')].filter(Boolean));
  }

  /** The rated game is over (its final view on show): the engine rates it, the end screen
   * says the new rating; undo, hint, history and analysis come back. */
  async finish() {
    const playing = this.table.rated;
    if (!playing || !this.table.view?.over) return;
    this.table.rated = null;
    this.show();
    const el = $('end-rating');
    try {
      const answer = await this.table.engine.request('rating', { rating: playing.rating, games: playing.games });
      const record = await this.table.engine.request('record');
      const saved = endRated(playing, answer, { record, left: false });
      el.textContent = [t('rated.end', { from: playing.rating, to: answer.rating, change: signed(answer.change) }),
        saved ? '' : t('rated.notSaved')].filter(Boolean).join(' ');
    } catch (err) {
      el.textContent = this.table.explain(err);
    }
    el.hidden = false;
  }
}
