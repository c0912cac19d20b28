/**
 * The games dialog: export this game (a `.json` file, a share link, a link to the same deal),
 * import one (a file or a paste), reopen a past game, replay the deal of a best solo result.
 * An import the engine refuses is reported with its reason and the game in progress stays.
 */
import { explain, t } from './i18n.js';
import { checkText, dealLink, download, readFile, recordLink } from './share.js';
import { pastGames, soloBest } from './storage.js';
import { sideName } from './seats.js';

const $ = (id) => document.getElementById(id);

export class GamesDialog {
  constructor({ table, statics }) {
    Object.assign(this, { table, statics });
    this.dialog = $('games-dialog');
    $('games-button').onclick = () => this.open();
    $('games-close').onclick = () => this.dialog.close();
    $('export-file').onclick = async () => download(await this.table.engine.request('record'));
    $('share-record').onclick = async () => this.offerLink(recordLink(await this.table.engine.request('record')));
    $('share-deal').onclick = () => this.offerLink(dealLink(this.table.view));
    $('import-file').onchange = (e) => this.importFrom(() => readFile(e.target.files[0], this.limit()));
    $('import-paste').onclick = () => this.importFrom(async () => checkText($('import-text').value, this.limit()));
  }

  limit() {
    return this.statics.max_record;
  }

  open() {
    $('import-error').textContent = '';
    $('share-link').hidden = true;
    $('import-text').value = '';
    $('import-file').value = '';
    this.listPast();
    this.listBest();
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

  /** Load a record's text into the engine; on refusal say why and change nothing. */
  async importFrom(getText) {
    const error = $('import-error');
    error.textContent = '';
    try {
      const text = await getText();
      await this.load(text);
      this.dialog.close();
    } catch (err) {
      error.textContent = t('import.refused', { detail: explain(err) });
    }
  }

  /** Start the game of a record (text or data): the engine checks it first. */
  async load(record) {
    this.table.start(await this.table.engine.request('load', { record }));
  }

  listPast() {
    const games = pastGames();
    $('past-none').hidden = games.length > 0;
    $('past-games').replaceChildren(...games.map((game) => {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.testid = 'past-game';
      button.textContent = t('past.open');
      button.onclick = async () => {
        try {
          await this.load(game.record);
          this.dialog.close();
        } catch (err) {
          $('import-error').textContent = t('import.refused', { detail: explain(err) });
        }
      };
      li.append(`${new Date(game.date).toLocaleString()} · ${this.mode(game.record)} · ${this.result(game)} `, button);
      return li;
    }));
  }

  mode(record) {
    const players = record?.config?.players;
    if (players === 1) return t('mode.solo');
    return record?.config?.teams ? t('mode.teams') : t('mode.players', { n: players });
  }

  /** "1. You 12 · 2. Computer 2 (beginner) 9": each side's lowest marker, best first. */
  result(game) {
    if (!game.result?.over) return t('past.unfinished');
    const record = game.record;
    const view = { seats: record.meta?.seats || [], teams: record.config.teams };
    let place = 1;
    return (game.result.standings || []).map((group) => {
      const text = group.map((s) => `${place}. ${view.seats.length ? sideName(view, s.side) : s.side + 1} ${s.low}`).join(', ');
      place += group.length;
      return text;
    }).join(' · ');
  }

  listBest() {
    const best = soloBest();
    $('best-none').hidden = best.length > 0;
    $('best-solo').replaceChildren(...best.map((entry) => {
      const li = document.createElement('li');
      li.append(`${entry.result}${entry.date ? ` · ${new Date(entry.date).toLocaleDateString()}` : ''} `);
      if (entry.seed !== undefined) {
        const a = document.createElement('a');
        a.href = dealLink({ players: 1, seats: ['human'], seed: entry.seed, teams: false });
        a.textContent = t('best.replay');
        a.dataset.testid = 'best-replay';
        li.append(a);
      }
      return li;
    }));
  }
}
