/**
 * The games dialog: export this game (a `.json` file, the game's own file if it has one — Blokus:
 * Pentobi's `.blksgf` — a share link, a link to the same deal), import one (a file, a paste or
 * a file dropped on the page), reopen a past game or a game in progress of any game of the
 * site, and what the game on show adds (Génial: its best solo results). An import the engine refuses is reported with
 * its reason and the game in progress stays.
 */
import { t } from './i18n.js';
import { gameTitle } from './dialogs.js';
import { checkText, dealLink, download, readFile, recordLink } from './share.js';
import { pastGames } from './storage.js';
import { seatName } from './seats.js';
import { dateTime } from './words.js';
import { imported, isRatingsFile } from './ratings.js';

const $ = (id) => document.getElementById(id);
/** The engine's refusals of a text that is no saved game at all (not JSON, not a record, not
 * one of this site's games): said in plain words first, the engine's reason as a detail. */
const NOT_A_GAME = new Set(['record_not_json', 'record_not_object', 'record_format', 'record_missing',
  'unknown_fields', 'record_not_utf8', 'record_too_deep', 'record_huge_number', 'record_not_number',
  'sgf_not_sgf']);

/** A game's mode in words: the game's name for it, else "solo" or "2 players". */
export function modeText(config, entry) {
  const named = entry?.module.modeName?.(config);
  if (named) return named;
  return config.players === 1 ? t('mode.solo') : t('mode.players', { n: config.players });
}

/** The JSON data of a text, or null if it is none (a game's own file, say). */
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export class GamesDialog {
  /** `catalogue`: the site's games; `load(name)`: a game's entry; `open(record)`: start the
   * game of a record (text or data), rejecting with the engine's refusal. */
  constructor({ table, catalogue, load, open }) {
    Object.assign(this, { table, catalogue, load, open });
    this.dialog = $('games-dialog');
    $('games-button').onclick = () => this.show();
    $('games-close').onclick = () => this.dialog.close();
    $('export-file').onclick = async () => download(await this.record());
    $('export-other').onclick = async () => download(await this.record(), this.file(),
      (await this.table.engine.request('file')).text);
    $('share-record').onclick = async () => this.offerLink(recordLink(await this.record()));
    $('share-deal').onclick = async () => {
      const record = await this.record();
      this.offerLink(dealLink({ game: record.format, config: record.config, seats: record.meta.seats, seed: record.seed }));
    };
    $('import-file').onchange = (e) => this.importFrom(() => readFile(e.target.files[0], this.limit()));
    $('import-paste').onclick = () => this.importFrom(async () => checkText($('import-text').value, this.limit()));
    $('import-file').accept = ['.json', 'application/json',
      ...catalogue.filter((g) => g.file).flatMap((g) => [g.file.extension, g.file.type])].join(',');
    document.addEventListener('dragover', (e) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault(); // a file may be dropped
    });
    document.addEventListener('drop', (e) => this.dropped(e));
  }

  /** A file dropped anywhere on the page: opened as an import, the dialog showing why not. */
  async dropped(e) {
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault(); // the browser would open the file in place of the page
    if (!this.dialog.open) await this.show();
    await this.importFrom(() => readFile(file, this.limit()));
  }

  /** The game's own file beside the record (its static `file`), or null. */
  file() {
    return this.table.entry.statics.file ?? null;
  }

  record() {
    return this.table.engine.request('record');
  }

  limit() {
    return this.table.entry.statics.max_record;
  }

  async show() {
    $('import-error').textContent = '';
    $('share-link').hidden = true;
    const file = this.file();
    $('export-other').hidden = !file;
    if (file) $('export-other').textContent = t('share.fileFor', file);
    $('import-text').value = '';
    $('import-file').value = '';
    $('game-sections').replaceChildren(...[this.table.game?.gamesSection?.()].filter(Boolean));
    await this.listPast();
    this.dialog.showModal();
  }

  /** Show a link ready to copy (and copy it when the browser allows). */
  offerLink(link) {
    const field = $('share-link');
    field.value = link;
    field.hidden = false;
    field.select();
    navigator.clipboard?.writeText(link).then(() => { $('share-copied').textContent = t('share.copied'); }, () => {});
  }

  /** Open a record's text (or take in a ratings file: My ratings); on refusal say why and
   * change nothing. */
  async importFrom(getText) {
    const error = $('import-error');
    error.textContent = '';
    try {
      const text = await getText();
      const data = parsed(text);
      if (isRatingsFile(data)) {
        const { modes, saved } = imported(data);
        error.textContent = [t('ratings.imported', { n: modes }), saved ? '' : t('rated.notSaved')].filter(Boolean).join(' ');
        return;
      }
      if (await this.open(text) !== false) this.dialog.close();
    } catch (err) {
      error.textContent = this.refusal(err);
    }
  }

  /** A button opening a past game's record (in replay and analysis as any past game), the
   * refusal said in `error` if the engine refuses it. */
  openButton(record, error, close) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'past-game';
    button.textContent = t('past.open');
    button.onclick = async () => {
      try {
        if (await this.open(record) !== false) close();
      } catch (err) {
        error.textContent = this.refusal(err);
      }
    };
    return button;
  }

  /** Why a game was not opened, and that the one on the board is kept (in progress or over). */
  refusal(err) {
    const detail = this.table.explain(err);
    const why = NOT_A_GAME.has(err.code) ? `${t('import.notAGame')} ${t('import.detail', { detail })}`
      : t('import.refused', { detail });
    return `${why} ${t(this.table.view?.over ? 'import.keptOver' : 'import.keptPlaying')}`;
  }

  /** Every past game of every game, and every game in progress but the one on show (each
   * unfinished one marked so), newest first. */
  async listPast() {
    const local = this.table.view && !this.table.engine.remote;
    const shown = local ? await this.record().catch(() => null) : null;
    const games = pastGames(this.catalogue.map((g) => g.name), shown);
    const entries = await Promise.all(games.map((game) => this.load(game.game).catch(() => null)));
    $('past-none').hidden = games.length > 0;
    $('past-games').replaceChildren(...games.map((game, i) => {
      const li = document.createElement('li');
      const button = this.openButton(game.record, $('import-error'), () => this.dialog.close());
      const title = document.createElement('strong');
      const name = entries[i] ? gameTitle(entries[i]) : game.game;
      title.textContent = game.date ? `${name} · ${dateTime(game.date)}` : name; // a save older than its date
      const detail = document.createElement('span');
      detail.textContent = `${modeText(game.record?.config ?? {}, entries[i])} · ${this.result(game, entries[i])}`;
      li.append(title, button, detail);
      return li;
    }));
  }

  /** "1. You 12 · 2. Computer 2 (beginner) 9": each side's figure, best first. */
  result(game, entry) {
    if (!game.result?.over) return t('past.unfinished');
    const record = game.record;
    const view = { seats: record.meta?.seats || [], ...record.config };
    const bySeat = (s) => (view.seats.length && entry ? seatName(view, s, entry.statics.seats) : String(s + 1));
    const name = (side) => entry?.module.sideName?.(view, side, bySeat) ?? bySeat(side);
    let place = 1;
    return (game.result.standings || []).map((group) => {
      // `low` in the entries of the one-game site (Génial's lowest marker)
      const text = group.map((s) => `${place}. ${name(s.side)} ${s.value ?? s.low}`).join(', ');
      place += group.length;
      return text;
    }).join(' · ');
  }
}
