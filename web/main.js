/**
 * The page, once boot.js has started the engine: draw the board from board.json while Python
 * loads, then open the game a share link carries, start the game the address asks for, resume
 * the saved one, or start a game against the computer. Fills in the test hooks
 * `window.genial.state()` and `cellCenter()`.
 *
 * An address or a link is read once: the game it asks for is dealt (or opened), then the
 * address bar is cleaned, so that a reload resumes the game in progress (saved after every
 * decision) instead of dealing it again; opening the address again deals it again. One that is
 * refused leaves the game in progress on the board and is explained in a message box.
 */
import { BoardView } from './board.js';
import { HandView } from './hand.js';
import { Placer } from './placing.js';
import { Table } from './table.js';
import { BoardKeys } from './keyboard.js';
import { initTheme, initZoom } from './theme.js';
import { measureBars } from './layout.js';
import { askNewGame, showFailure, tell } from './dialogs.js';
import { explain, language, preferredLanguage, setLanguage, t } from './i18n.js';
import { keepOffline } from './offline.js';
import { refuseSaved, saveGame, savedRecord, storageWorks, takeProblems } from './storage.js';
import { cleanAddress, hasLink, linkedRecord } from './share.js';
import { Replay } from './replay.js';
import { HistoryPanel } from './history.js';
import { Analysis } from './analysis.js';
import { GamesDialog } from './games.js';
import { Assist } from './assist.js';

const STAGES = ['runtime', 'packages', 'module', 'ready'];
const $ = (id) => document.getElementById(id);

let boot; // what boot.js hands over: engine, startEngine, progress, hooks, resolveReady
let table = null;
let review = null; // replay, history and analysis panels, games dialog, undo and hint

/** Take back your latest decision (the Undo button and Ctrl+Z; other keys may call it). */
export const undo = () => review?.assist.undo();

function showProgress(stage) {
  $('loader-bar').value = STAGES.indexOf(stage) + 1;
  $('loader-text').textContent = t(`loading.${stage}`);
  $('loader').dataset.stage = stage;
}

const SETUP = ['players', 'seats', 'seed', 'teams']; // what the address may ask for
const TEAMS = new Map([['1', true], ['true', true], ['0', false], ['false', false]]); // else: the engine says why

/**
 * The game the address asks for (?players=2&seats=human,ai-beginner&seed=5&teams=1), or null.
 * The values go to the engine as written (players and seed as text), so that a refusal names
 * the value the address holds; the engine checks them all.
 */
function gameFromAddress() {
  const params = new URLSearchParams(location.search);
  if (!SETUP.some((key) => params.has(key))) return null;
  const seats = params.get('seats')?.split(',').map((s) => s.trim());
  const teams = params.get('teams') ?? '0';
  const setup = { players: params.get('players') ?? seats?.length ?? 2, teams: TEAMS.get(teams) ?? teams };
  if (seats) setup.seats = seats;
  if (params.has('seed')) setup.seed = params.get('seed');
  return setup;
}

/** Autosave: the engine's record of the game, after every decision; resolves once written. */
function save(view) {
  const replacing = table.replacing; // asked now: the record comes back later
  return boot.engine.request('record').then((record) => saveGame(record, view, replacing), () => {});
}

/** After every view of the game: save it, leave replay, refresh the history. */
function onView(view) {
  save(view);
  if (!review) return;
  review.replay.leave();
  review.assist.onView();
  review.history.refresh();
}

/** A game from a share link (#record=…), or null; a refused link is said in `notices`. */
async function linkedGame(statics, notices) {
  try {
    const record = linkedRecord(statics.max_record);
    return record === null ? null : await boot.engine.request('load', { record });
  } catch (err) {
    notices.push(t('import.linkRefused', { detail: explain(err) }));
    return null;
  }
}

/**
 * The first game: from a share link, else from the address, else the saved one, else you
 * against one computer. Resolves {view, notices}: what could not be followed (a bad link or
 * address, unreadable saved data kept under a backup key, a browser that keeps nothing).
 */
async function firstGame(statics, asked) {
  const notices = storageWorks() ? [] : [t('storage.off')];
  const linked = await linkedGame(statics, notices);
  const view = linked || await gameFromPage(statics, asked, notices);
  cleanAddress(); // read: a reload resumes this game (saved) instead of asking again
  notices.push(...takeProblems().map(({ key, backup, reason }) => (reason
    ? t('storage.refused', { backup, detail: reason }) : t('storage.unreadable', { key, backup }))));
  return { view, notices };
}

/**
 * The game the address asks for, else the saved one, else you against one computer. A refused
 * address is said in `notices` and the saved game (the one in progress) resumes.
 */
async function gameFromPage(statics, asked, notices) {
  if (asked) {
    try {
      return await boot.engine.request('new', asked);
    } catch (err) {
      notices.push(t('error.address', { detail: explain(err) }));
    }
  }
  const record = savedRecord();
  if (record) {
    try {
      return await boot.engine.request('load', { record });
    } catch (err) {
      refuseSaved(explain(err)); // a save this engine cannot replay: backed up, start afresh
    }
  }
  return boot.engine.request('new', { players: 2, seats: ['human', `ai-${statics.levels[0]}`] });
}

async function newGameDialog(statics) {
  const previous = table?.view && { players: table.view.players, teams: table.view.teams, seats: table.view.seats };
  const setup = await askNewGame(statics.levels, previous);
  if (!setup) return;
  try {
    table.start(await boot.engine.request('new', setup));
  } catch (err) {
    $('message').textContent = explain(err);
  }
}

/** A share link pasted into this tab's address bar: open its game, or say why not. */
async function openLinked(statics) {
  if (!hasLink() || !table?.view) return; // before the first game, boot reads the link
  const notices = [];
  const view = await linkedGame(statics, notices);
  if (view) table.start(view); // the game it replaces is kept under Past games (storage.js)
  else tell(...notices);
}

async function bootEngine(statics, asked) {
  try {
    await boot.engine.ready;
    const { view, notices } = await firstGame(statics, asked);
    $('loader').hidden = true;
    table.start(view);
    if (notices.length) tell(...notices);
    boot.resolveReady();
  } catch (err) {
    $('loader').hidden = true;
    showFailure(explain(err), () => {
      boot.engine.terminate();
      boot.engine = boot.startEngine();
      table.engine = boot.engine;
      $('loader').hidden = false;
      bootEngine(statics, asked);
    });
  }
}

function state() {
  const view = table?.view;
  if (!view) return { ready: false, awaiting: table?.awaiting ?? 'loading' };
  return {
    board: view.board, scores: view.scores, to_move: view.to_move, phase: view.phase,
    players: view.players, teams: view.teams, seats: view.seats, bag: view.bag, bonus: view.bonus,
    hand: table.viewer === null ? [] : view.hands[table.viewer] || [], viewer: table.viewer,
    over: view.over, ranking: view.ranking, last: view.last, awaiting: table.awaiting,
    lang: language(), selection: table.placer.selection(),
    replay: review.replay.count, hint: review.assist.hint?.move ?? null,
  };
}

/** Called by boot.js with the engine it started. */
export async function start(handover) {
  boot = handover;
  const statics = await (await fetch(new URL('./board.json', import.meta.url))).json();
  await setLanguage(preferredLanguage());
  $('lang').value = language();
  showProgress(boot.progress.stage);
  boot.progress.listener = showProgress;
  const board = new BoardView($('board'), statics);
  performance.mark('genial:board-drawn'); // the first paint of the board (measured by the tests)
  const hand = new HandView($('hand'), statics, {
    onPointerDown: (i, e) => placer.onHandDown(i, e),
    onClick: (i) => placer.onHandClick(i),
  });
  const say = (text) => { $('message').textContent = text; };
  const placer = new Placer({ board, hand, statics, preview: $('preview'), say });
  table = new Table({ engine: boot.engine, board, placer, statics, onView });
  const replay = new Replay(table);
  review = {
    replay, assist: new Assist({ table, statics }), history: new HistoryPanel({ table, replay, statics }),
    analysis: new Analysis({ table, replay, statics }), games: new GamesDialog({ table, statics }),
  };
  table.onAwait = () => review.assist.refresh(replay.active);
  replay.listeners.add(() => review.assist.refresh(replay.active));
  boot.hooks.state = state;
  boot.hooks.cellCenter = (q, r) => board.cellCenter(q, r);
  const help = () => $('help-dialog').showModal();
  new BoardKeys({ placer, board, onHelp: help, onZoom: () => $('zoom').click() });
  initZoom($('zoom'), board);
  measureBars();
  initTheme($('theme'), () => board.resize());
  $('help').addEventListener('click', help);
  $('help-close').addEventListener('click', () => $('help-dialog').close());
  $('flip').addEventListener('click', () => placer.flip());
  $('new-game').addEventListener('click', () => newGameDialog(statics));
  $('lang').addEventListener('change', async (e) => {
    await setLanguage(e.target.value, true);
    table.relabel();
  });
  window.addEventListener('hashchange', () => openLinked(statics));
  bootEngine(statics, gameFromAddress()); // read before anything can clean the address
  window.genial.ready.then(() => keepOffline(() => save(table.view)));
}
