/**
 * What the views of Qwirkle and Ginny-O share (each offers the shell the interface of
 * ../catalogue.js): staging tiles on a grid (staging.js) with the engine's points shown on the
 * latest staged tile and on the Confirm button, the hand bar's buttons — Confirm, Take back,
 * the dialog that gives tiles back to the bag (Qwirkle's trade, Ginny-O's discard) and Pass —
 * following the engine's answer, and the words under the hand. A game's view extends it: it
 * builds `board`, `stager` and `keys`, adds the hand bar's buttons with its keys in the key
 * list (`addControls`), and says in `words` its strings ({t, tn, name}) and in `giveBack` the
 * answer's field and the hint for a hand that fits nowhere ({field, hint}).
 */
import { explain, translatePage } from '../i18n.js';
import { addStyles } from '../styles.js';
import { escapeHTML, pointerWords } from '../words.js';
import { key } from './board.js';

/** The hand bar's buttons of a grid game (ids `<prefix>-…`, words `<game>.tools.…`): Confirm
 * with the staged play's points, Take back, the button giving tiles back (`field`: `trade`,
 * `discard`; its id, test id and words) and Pass. */
function toolsHTML(game, prefix, field) {
  const words = (id) => `data-i18n="${game}.tools.${id}"`;
  const hint = (id) => `data-i18n-title="${game}.tools.${id}Hint"`;
  return `<button type="button" id="${prefix}-confirm" class="primary confirm" data-testid="confirm" disabled>
  <span ${words('confirm')}></span> <span class="confirm-points" id="${prefix}-points"></span>
</button>
<button type="button" id="${prefix}-back" data-testid="take-back" ${words('back')} ${hint('back')} disabled></button>
<button type="button" id="${prefix}-${field}" data-testid="${field}" ${words(field)} ${hint(field)} disabled></button>
<button type="button" id="${prefix}-pass" data-testid="pass" ${words('pass')} hidden></button>`;
}

/** A game's keys in the key list: `keys` is [[the keys' HTML, the word's key under
 * `<game>.keys.`]], followed by the game's words for touch screens (`<game>.keys.touch`). */
function keysHTML(game, keys) {
  const rows = keys.map(([kbd, id]) => `  <dt>${kbd}</dt><dd data-i18n="${game}.keys.${id}"></dd>`);
  return `<dl class="keys">\n${rows.join('\n')}\n</dl>\n<p class="hint" data-i18n="${game}.keys.touch"></p>`;
}

/** The cells of the latest turn's placements (the house's `last`: its place events). */
export const lastCells = (view) => (view.last ?? []).flatMap((e) => e.tiles.map((c) => [c.x, c.y]));

export class StagedView {
  /** `styles`: the style sheets to add to the page, relative to `base` (the game's module). */
  constructor({ statics, elements, engine, shell }, { styles, base, words, giveBack }) {
    Object.assign(this, { statics, elements, engine, shell, words, giveBack });
    this.notice = ''; // what happened since the viewer's last turn (a computer's trade, pass...)
    this.turnNotice = ''; // that, kept for the turn it was said with
    this.turnHint = ''; // the words of the turn (said again when nothing is staged)
    this.styles = addStyles(styles, base);
  }

  /** Put the hand bar's buttons and the game's keys (see keysHTML) in the page, in the page's
   * language, and find the buttons ({confirm, back, points, giveBack, pass}); `prefix`: of
   * their ids. */
  addControls(prefix, keys) {
    const { tools, help } = this.elements;
    const { field } = this.giveBack;
    tools.innerHTML = toolsHTML(this.words.name, prefix, field);
    help.innerHTML = keysHTML(this.words.name, keys);
    for (const el of [tools, help]) translatePage(el);
    this.button = Object.fromEntries(['confirm', 'back', 'pass', 'points']
      .map((id) => [id, document.getElementById(`${prefix}-${id}`)]));
    this.button.giveBack = document.getElementById(`${prefix}-${field}`);
  }

  /** The hand bar's buttons do what their keys do. */
  listenButtons(giveBack) {
    this.button.confirm.addEventListener('click', () => this.confirm());
    this.button.back.addEventListener('click', () => this.stager.takeBackAll());
    this.button.giveBack.addEventListener('click', giveBack);
    this.button.pass.addEventListener('click', () => this.pass());
  }

  // ------------------------------------------------------------ the player's actions

  onCell(cell) {
    const { t } = this.words;
    this.stager.whenReady(() => {
      const result = this.place(cell);
      if (result === 'choose') this.shell.say(t(pointerWords('hint.chooseTile')));
      else if (result === 'not-here') this.shell.say(t('hint.notHere'));
    });
  }

  /** Stage the selected tile on a cell (a game may ask something first). */
  place(cell) {
    return this.stager.onCell(cell);
  }

  confirm() {
    if (this.stager.ready()) this.shell.play(this.stager.answer.move);
  }

  pass() {
    const s = this.stager;
    if (s.enabled && s.answer?.pass && !s.staged.length) this.shell.play('pass');
  }

  /** Ask which tiles to give back (askPick's question) and play that, if still allowed. */
  async giveBackTiles(ask) {
    const s = this.stager;
    const most = s.answer?.[this.giveBack.field];
    if (!s.enabled || s.staged.length || !most) return;
    const move = await ask(s.tiles, most);
    if (move && s.enabled) this.shell.play(move);
  }

  /** After every change of what is staged or of the engine's answer: controls and words. */
  onChange() {
    this.syncControls();
    const s = this.stager;
    if (s.enabled && !s.pending) this.shell.say(this.say());
  }

  /** The hand bar's buttons and the points preview follow what is staged and answered. */
  syncControls() {
    const s = this.stager;
    const { answer, staged, enabled } = s;
    const idle = enabled && !s.pending && !staged.length;
    this.button.confirm.disabled = !s.ready();
    this.button.points.textContent = s.ready() ? `+${answer.points}` : '';
    this.button.back.disabled = !enabled || !staged.length;
    this.button.giveBack.disabled = !idle || !answer?.[this.giveBack.field];
    this.button.pass.hidden = !(idle && answer?.pass);
    this.showPreview();
  }

  /** What to say under the hand now (the engine's refusal when staged tiles make no move). */
  say() {
    const { t, tn, name } = this.words;
    const s = this.stager;
    const { answer } = s;
    if (s.error) return `<span class="error">${escapeHTML(explain(s.error, name))}</span>`;
    if (!answer) return this.turnHint;
    if (s.staged.length) {
      if (answer.complete) return t('hint.confirm', { points: tn('score.points', answer.points) });
      return answer.refusal ? escapeHTML(t('hint.incomplete', { why: explain(answer.refusal, name) })) : '';
    }
    const fits = Object.values(answer.cells).some((cells) => cells.length);
    if (!fits) return this.withNotice(t(answer.pass ? 'hint.mustPass' : this.giveBack.hint));
    if (s.selected >= 0) return s.legal().size ? t(pointerWords('hint.chooseCell')) : t('hint.noCell');
    return this.withNotice(this.turnHint);
  }

  withNotice(text) {
    return this.turnNotice ? `${this.turnNotice} ${text}` : text;
  }

  /** The turn's words ([notice, turn hint]): said now and again when nothing is staged. */
  startTurn(hint) {
    this.turnHint = hint;
    [this.turnNotice, this.notice] = [this.notice, ''];
    return { hint };
  }

  /** The engine's points for the staged tiles: a badge on the corner of the latest one. */
  showPreview() {
    const preview = this.elements.preview;
    const s = this.stager;
    if (!s.ready()) {
      preview.hidden = true;
      return;
    }
    const n = s.answer.points;
    preview.innerHTML = `<span class="pts" aria-hidden="true">+${n}</span><span class="sr">${this.words.tn('score.points', n)}</span>`;
    preview.dataset.points = String(n);
    const box = preview.parentElement.getBoundingClientRect();
    const { x, y } = s.staged.at(-1);
    const corner = this.board.cellCenter(x, y);
    const half = this.board.camera.size / 2;
    preview.style.left = `${corner.x - window.scrollX - box.left + half * 0.95}px`;
    preview.style.top = `${corner.y - window.scrollY - box.top - half * 0.95}px`;
    preview.hidden = false;
  }

  // ------------------------------------------------------------ the shell's interface

  setHand(tiles, enabled) {
    this.stager.setHand(tiles, enabled);
    if (!enabled) this.elements.preview.hidden = true;
  }

  enable(enabled) {
    this.stager.enabled = enabled;
    this.stager.show();
  }

  decision() {
    return null; // giving tiles back and passing are chosen with the hand bar's buttons
  }

  /** Record what a computer's events said for the viewer's next turn. */
  keepNotice(notice) {
    this.notice = notice || this.notice;
    return notice;
  }

  points(points) {
    return typeof points === 'number' ? `+${points}` : '';
  }

  analysisMarks(result) {
    return { ghost: result.best.tiles ?? [], played: new Set((result.played.tiles ?? []).map((c) => key(c.x, c.y))) };
  }

  mark(marks) {
    this.board.setMarks({ ghost: [], played: new Set(), outline: [], ...marks });
  }

  cellCenter(x, y) {
    return this.board.cellCenter(x, y);
  }

  onKey(event) {
    this.keys.onKey(event);
  }

  refresh() {
    this.syncControls();
  }

  dispose() {
    for (const link of this.styles) link.remove();
    this.elements.preview.hidden = true;
  }
}
