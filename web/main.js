/**
 * The page, once boot.js has started the engine: show the game the page opens on (drawn from
 * its static facts while Python loads), then open the game a share link carries, start the
 * game the address asks for, resume the saved one, or start a game against the computer.
 * Games are loaded by name (catalogue.js): a game's module, strings and Python package the
 * first time it is opened. Fills in the test hooks `window.genial.state()` and `cellCenter()`.
 *
 * An address or a link is read once: the game it asks for is dealt (or opened), then the
 * address bar is cleaned, so that a reload resumes the game in progress (saved after every
 * decision) instead of dealing it again; opening the address again deals it again. One that is
 * refused leaves the game in progress on the board and is explained in a message box.
 */
import * as catalogue from './catalogue.js';
import { Table } from './table.js';
import { listenKeys } from './keyboard.js';
import { initTheme } from './theme.js';
import { fitScores, measureBars } from './layout.js';
import { gameTitle, showFailure, tell } from './dialogs.js';
import { askNewGame, setupFor } from './newgame.js';
import { language, preferredLanguage, setLanguage, t } from './i18n.js';
import { keepOffline } from './offline.js';
import { gameOfSlot, lastSlot, refuseSaved, storageWorks, takeProblems } from './storage.js';
import { Autosave, resumable, slotToResume } from './autosave.js';
import { cleanAddress, hasLink, linkedRecord } from './share.js';
import { Replay } from './replay.js';
import { HistoryPanel } from './history.js';
import { GamesDialog } from './gamesdialog.js';
import { Assist } from './assist.js';
import { showHelp } from './howto.js';
import { Guide } from './guide.js';
import { showGames } from './switcher.js';
import { Rated } from './rated.js';
import { isInvitation } from './net/codes.js';
import { isLetter } from './net/letters.js';
import { aheadWanted, readyAhead } from './ahead.js';

const STAGES = ['runtime', 'packages', 'module', 'ready'];
const $ = (id) => document.getElementById(id);

let boot; // what boot.js hands over: engine, startEngine, progress, hooks, resolveReady
let table = null;
let review = null; // replay, history and analysis panels, games dialog, undo and hint
let autosave = null; // the games in progress kept, and other tabs' saves followed (autosave.js)
let host = null; // the invitations and the room of guests, when this device hosts (net/host.js)
let net = null; // later.js once loaded: network play, the analysis, My ratings
let post = null; // the games played by messages (net/post.js), once later.js is loaded
let loadingLater = null; // its loading, once begun
let games = []; // the catalogue: the games this site offers
let shown = null; // the AbortController of the game on show (aborted when another opens)
let installed = new Set(); // the games whose Python package the worker has installed

/** Take back your latest decision (the Undo button and Ctrl+Z; other keys may call it). */
export const undo = () => review?.assist.undo();

function showProgress(stage) {
  const step = STAGES.indexOf(stage) + 1;
  $('loader-bar').value = step;
  $('loader-title').textContent = t('loading.title');
  $('loader-text').textContent = t('loading.step', { n: step, total: STAGES.length, what: t(`loading.${stage}`) });
  $('loader').dataset.stage = stage;
}

/** The game the address names (?game=), if the site offers it; else null. */
function addressedGame() {
  const name = new URLSearchParams(location.search).get('game');
  return games.some((g) => g.name === name) ? name : null;
}

/** The slot (storage.js) the plain address resumes: the one shown last, else the flagship's. */
function resumedSlot() {
  const last = lastSlot();
  return last && games.some((g) => g.name === gameOfSlot(last)) ? last : catalogue.FLAGSHIP;
}

/** The game shown first: the address's, else the one the plain address resumes. */
function firstGameName() {
  return addressedGame() ?? gameOfSlot(resumedSlot());
}

/** An address's flag (a mode the engine's static facts give as true/false, e.g. teams): 1 or
 * true, 0 or false; anything else is left as written, for the engine to refuse. */
const flag = (text) => ({ 1: true, true: true, 0: false, false: false, '': false })[text] ?? text;

/**
 * The game the address asks for (?game=genial&players=2&seats=human,ai-beginner&seed=5&teams=1;
 * no game: the flagship), or null when it asks for none (no players, seats, seed or mode).
 * The values go to the engine as written (players and seed as text), but for seats (a list)
 * and flags, so that a refusal names the value the address holds; the engine checks them all.
 */
async function gameFromAddress() {
  const params = new URLSearchParams(location.search);
  const game = addressedGame() ?? catalogue.FLAGSHIP;
  const { modes } = (await catalogue.load(game)).statics;
  const modeKeys = modes.flatMap((m) => Object.keys(m));
  const flags = new Set(modes.flatMap((m) => Object.keys(m).filter((k) => typeof m[k] === 'boolean')));
  const asks = new Set(['players', 'seats', 'seed', ...modeKeys]);
  if (![...params.keys()].some((name) => asks.has(name))) return null;
  const setup = { game };
  for (const [name, value] of params) {
    if (name === 'seats') setup.seats = value.split(',').map((s) => s.trim());
    else if (asks.has(name)) setup[name] = flags.has(name) ? flag(value) : value;
  }
  setup.players ??= setup.seats?.length ?? 2;
  return setup;
}

/** The page's parts a game draws into (catalogue.js), emptied when another game opens. */
const elements = () => ({
  board: $('board'), hand: $('hand'), tools: $('game-tools'), preview: $('preview'),
  scores: $('scores'), strip: $('score-strip'), help: $('game-help'),
});

/** What the shell offers a game's view. */
const shellFor = () => ({
  play: (move) => table.play(move),
  say: (html) => { $('message').innerHTML = html; },
  seatName: (view, seat) => table.seatName(seat, view),
  undo,
});

/** Make `entry`'s game the one on show (its view created; the previous one's removed). */
function show(entry) {
  if (table.name === entry.name) return;
  table.game?.dispose();
  shown?.abort();
  for (const el of [$('hand'), $('game-tools'), $('game-help'), $('scores'), $('score-strip')]) el.replaceChildren();
  $('preview').hidden = true;
  shown = new AbortController();
  const game = entry.module.create({
    statics: entry.statics, elements: elements(), signal: shown.signal, shell: shellFor(),
    engine: { request: (command, args) => table.engine.request(command, args) },
  });
  table.use(entry, game);
  nameGame(entry);
}

/** The game on show named in the header and the tab, among the site's games. */
function nameGame(entry) {
  $('logo').textContent = document.title = gameTitle(entry);
  showGames($('site-games'), games, entry.name, (name) => goToGame(name));
}

/** The worker installs a game's Python package the first time it is opened (a loader shows). */
async function install(entry) {
  if (installed.has(entry.name)) return;
  const loader = $('loader');
  const wasHidden = loader.hidden;
  $('loader-title').textContent = t('loading.game', { game: gameTitle(entry) });
  $('loader-text').textContent = '';
  $('loader-bar').removeAttribute('value'); // indeterminate: the download's size is unknown
  loader.dataset.stage = 'game';
  loader.hidden = false;
  try {
    await table.engine.request('install', { packages: [entry.name] });
    installed.add(entry.name);
  } finally {
    loader.hidden = wasHidden;
  }
}

/** A new game: {entry, view} once the engine has set it up (a refusal rejects, nothing changes). */
async function newGame(setup) {
  leaveRemote();
  const entry = await catalogue.load(setup.game);
  await install(entry);
  return { entry, view: await table.engine.request('new', setup) };
}

/** The game a record names (its `format`), or whose own file a text opens like (its `file`,
 * e.g. Blokus's Pentobi .blksgf), if the site offers it; else the one on show (the engine
 * then says what is wrong with the text). */
function recordGame(record) {
  let format = record?.format;
  if (typeof record === 'string') {
    try {
      format = JSON.parse(record)?.format;
    } catch {
      format = games.find((g) => g.file && record.trimStart().startsWith(g.file.opening))?.name;
    }
  }
  return games.some((g) => g.name === format) ? format : table.name;
}

/** The game of a record or a game's file (text or data): {entry, view} once the engine has
 * replayed it. */
async function loadRecord(record) {
  leaveRemote();
  const entry = await catalogue.load(recordGame(record));
  await install(entry);
  return { entry, view: await table.engine.request('load', { record, game: entry.name }) };
}

/** Show and run a game the engine has set up (`rated`: as a rated game, rated.js); `how`:
 * Table.start's notice and following. */
function begin(started, how = {}) {
  review?.guide.stop(); // a guide is for the game it was started on
  review?.analysis?.dismiss(); // and an analysis: the panel closes
  if (started.rated && review?.history.panel.open) review.history.close(); // off while rated
  show(started.entry);
  if (!table.engine.remote) autosave.keepSetup(started.view, started.rated); // New game offers it next
  review?.rated.begun(started); // before the first view: its tools follow
  table.start(started.view, how);
  review?.rated.show();
}

/**
 * Replace the game on show by the one `obtain()` sets up (a new game, a past game, an import,
 * a link, another game's tab); the turn in progress is kept with the game it leaves. Leaving
 * a rated game counts as a loss (not when `keeps`: a game's tab, which keeps it in
 * progress): the page asks first (false: the player stays) and counts it once the new game
 * is set up — a refused one changes nothing.
 */
async function replaceWith(obtain, how = {}, { keeps = false } = {}) {
  const loss = keeps ? null : await review.rated.leaving();
  if (loss === false) return false;
  const started = await obtain();
  if (loss) review.rated.count(loss);
  autosave.keepTurn();
  begin(started, how);
  return true;
}

/** A game of a record (a past game, an import, a link) set up, still rated if it is the
 * rated game in progress. */
async function reopen(record) {
  return { ...await loadRecord(record), rated: review.rated.resumed(record), resumed: true };
}

/**
 * A game's tab (the header): back to that game's game in progress, as it was left (the turn
 * in progress too; the computer goes on if it was its turn); New game with it chosen where it
 * has none. The game in progress on show stays as it is.
 */
async function goToGame(name) {
  if (name === table.name && table.view && !table.view.over) return;
  try {
    const entry = await catalogue.load(name);
    const record = resumable(entry, slotToResume(entry));
    if (!record) {
      await newGameDialog(name);
      return;
    }
    if (await replaceWith(() => reopen(record), {}, { keeps: true })) autosave.resumeTurn(record);
  } catch (err) {
    $('message').textContent = table.explain(err);
  }
}

/** After every view of the game: save it, leave replay, refresh the history. */
function onView(view) {
  autosave.save(view);
  host?.onView();
  post?.onView();
  if (!review) return;
  if (view.over) review.rated.finish();
  review.replay.leave();
  review.assist.onView();
  review.history.refresh();
}

/** A game from a share link (#record=…) opened by `open(record)` (default: loaded), or null;
 * a refused link is said in `notices`. */
async function linkedGame(notices, open = loadRecord) {
  try {
    const record = linkedRecord(table.entry.statics.max_record);
    return record === null ? null : await open(record);
  } catch (err) {
    notices.push(t('import.linkRefused', { detail: table.explain(err) }));
    return null;
  }
}

/**
 * The first game: from a share link, else from the address, else the saved one, else you
 * against one computer. `address`: what the address asked for, read before anything cleans
 * it ({game, asked, unknown}). Resolves {entry, view, notices}: what could not be followed (a
 * bad link or address, unreadable saved data kept under a backup key, a browser that keeps
 * nothing).
 */
async function firstGame(address) {
  const notices = storageWorks() ? [] : [t('storage.off')];
  if (address.unknown) notices.push(t('error.game', { name: address.unknown }));
  const started = await linkedGame(notices) || await gameFromPage(address, notices);
  cleanAddress(); // read: a reload resumes this game (saved) instead of asking again
  notices.push(...takeProblems().map(({ key, backup, reason }) => (reason
    ? t('storage.refused', { backup, detail: reason }) : t('storage.unreadable', { key, backup }))));
  return { ...started, notices };
}

/**
 * The game the address asks for, else the saved one, else you against one computer. A refused
 * address is said in `notices` and the game in progress resumes, whichever game the address
 * named: the one the plain address resumes (`house.game`), so the site does not switch games.
 */
async function gameFromPage({ game, asked }, notices) {
  if (asked) {
    try {
      return await newGame(asked);
    } catch (err) {
      notices.push(t('error.address', { detail: table.explain(err) }));
      game = gameOfSlot(resumedSlot());
    }
  }
  const entry = await catalogue.load(game);
  const last = resumedSlot();
  const slot = gameOfSlot(last) === game ? last : slotToResume(entry);
  const record = resumable(entry, slot, { ended: true }); // a game that ended stays on show
  if (record) {
    try {
      return { ...await loadRecord(record), resumed: record };
    } catch (err) {
      refuseSaved(slot, table.explain(err)); // a save this engine cannot replay: backed up, start afresh
    }
  }
  const { players, seats, mode } = setupFor(entry);
  return newGame({ game, players, seats, ...mode });
}

/** Say, beside what starts a new game (New game, the help's guided game), that the game in
 * progress is not lost: it is kept under Past games (storage.js) — if there is one. */
function noteKeeping() {
  const playing = Boolean(table.view && !table.view.over && table.view.decisions > 0);
  for (const note of document.querySelectorAll('.keeps')) note.hidden = !playing;
}

/** Ask for a new game: of the game on show, or of `name` (chosen in the header), each game's
 * setup preset as last started (newgame.js). */
async function newGameDialog(name = table.name) {
  noteKeeping();
  const setup = await askNewGame(games, catalogue.load, name,
    (entry, setup) => showHelp(entry, { keys: entry.name === table.name, setup }));
  if (!setup) return;
  const { invite, ...asked } = setup;
  const installing = async (game) => install(await catalogue.load(game));
  try {
    table.hold(Boolean(invite) && !asked.rated); // no computer moves before the seats are invited
    const replaced = await replaceWith(() => (asked.rated ? review.rated.prepare(asked, newGame, installing) : newGame(asked)));
    if (replaced && invite && !asked.rated) (await later()).host.open(); // its deal waits for the devices' nonces (net/deal.js)
  } catch (err) {
    $('message').textContent = table.explain(err);
  }
}

/** A new game of the game on show against a beginner, guided from its first move. */
async function guidedGame() {
  const beginner = table.entry.statics.seats.find((c) => c.level)?.seat;
  try {
    const guided = await replaceWith(() => newGame({ game: table.name, players: 2, seats: ['human', beginner] }));
    if (guided) review.guide.start();
  } catch (err) {
    $('message').textContent = table.explain(err);
  }
}

/** A game's name in the player's language, or null if the site has no such game. */
function titleOf(name) {
  const entry = games.find((g) => g.name === name);
  return entry ? gameTitle(entry) : null;
}

/**
 * Play the game an invitation (the address's fragment, `hash`) is for, on this device as a
 * guest: once connected, the table asks the host's engine through the remote engine. The game
 * shown until then stays if the player gives up.
 */
async function joinGame(hash) {
  history.replaceState(null, '', location.href.split('#')[0]); // a reload does not answer it again
  const joined = await (await later()).join({ hash, local: boot.engine, title: titleOf, explain: (err) => table.explain(err) });
  if (!joined) return;
  try {
    leaveRemote();
    const entry = await catalogue.load(joined.game);
    await install(entry);
    const view = await joined.remote.request('view');
    table.engine = joined.remote;
    joined.remote.onPush = (message) => heard(joined, message);
    joined.remote.onLost = (text) => table.cutOff(text);
    begin({ entry, view });
  } catch (err) {
    joined.remote.peer.close();
    tell(t('net.joinFailed', { detail: table.explain(err) }));
  }
}

/** A push from the host: a view after a decision, a question of undo; at the end, the deal
 * revealed (checked here). */
async function heard(joined, message) {
  const { push, view, events, ...reveal } = message;
  if (push === 'view' && view) table.pushed(view, Array.isArray(events) ? events : []);
  if (net.hearQuestion(table, message)) return; // an undo asked of this device (net/undo.js)
  if (push !== 'reveal') return;
  const said = await net.checkReveal(boot.engine, joined, reveal, table.view.decisions, (err) => table.explain(err));
  net.sayConnection(said);
  tell(said);
}

/** A guest's game by messages (net/post.js): the seat's `world` restored on this device's
 * engine, `view` shown, the game played through `engine` (a PostEngine). */
async function showPosted(name, view, engine, world) {
  leaveRemote();
  const entry = await catalogue.load(name);
  await install(entry);
  await boot.engine.request('world', { game: name, world, seats: view.seats });
  table.engine = engine;
  begin({ entry, view });
}

/** Back to this device alone, for another game: a guest's game left (its own engine again),
 * a host's guests let go, a game by messages put away. */
function leaveRemote() {
  host?.leave();
  post?.leave();
  if (!table.engine.remote) return;
  table.engine.peer?.close(); // a guest by messages has no connection
  table.engine = boot.engine;
  net.sayConnection('');
}

/** The channel to the other device (a guest's to its host; a host's to its first guest). */
const currentPeer = () => (table?.engine.remote ? table.engine.peer : host?.peer()) ?? null;

/** A share link pasted into this tab's address bar: open its game, or say why not. */
async function openLinked() {
  if (isLetter() && table?.view) {
    const hash = location.hash;
    later().then(() => post.receive(hash)).catch(() => {}); // a refusal is said in the connection line
    return;
  }
  if (isInvitation() && table?.view) {
    joinGame(location.hash);
    return;
  }
  if (!hasLink() || !table?.view) return; // before the first game, boot reads the link
  const notices = [];
  // the game it replaces is kept under Past games (storage.js); a rated one is asked first
  await linkedGame(notices, (record) => replaceWith(() => loadRecord(record)));
  if (notices.length) tell(...notices);
}

async function bootEngine(address, invitation, letter) {
  try {
    const booted = await boot.engine.ready;
    installed = new Set(booted.packages);
    window.genial.snapshot = booted.snapshot; // for the tests: whether it started from one
    const { notices, resumed, ...started } = await firstGame(address);
    $('loader').hidden = true;
    begin({ ...started, rated: resumed && review.rated.resumed(resumed), resumed: Boolean(resumed) });
    if (resumed) {
      autosave.resumeTurn(resumed);
      later().then(() => host.resumed()); // its guests, if it had any, were let go
    }
    if (notices.length) tell(...notices);
    boot.resolveReady();
    later().then(async () => { // the game by messages on show before a reload; a letter opened
      await post.resume();
      if (letter) await post.receive(letter);
    }).catch(() => {}); // a refusal is said in the connection line
    window.genial.prepared = aheadWanted() ? readyAhead(boot.engine, games, catalogue.load)
      .then((packages) => packages.forEach((name) => installed.add(name))) : Promise.resolve();
    if (invitation) joinGame(invitation);
    else later().then(() => net.sayAway(games)); // this device was a guest until it reloaded: how to go back
  } catch (err) {
    $('loader').hidden = true;
    showFailure(table.explain(err), () => {
      boot.engine.terminate();
      boot.engine = boot.startEngine();
      table.engine = boot.engine;
      $('loader').hidden = false;
      showProgress(boot.progress.stage);
      bootEngine(address, invitation, letter);
    });
  }
}

function state() {
  const view = table?.view;
  if (!view) return { ready: false, awaiting: table?.awaiting ?? 'loading' };
  return {
    game: table.name, seed: view.seed, scores: view.scores, to_move: view.to_move, phase: view.phase,
    players: view.players, seats: view.seats, bag: view.bag, decisions: view.decisions,
    hand: table.viewer === null ? [] : view.hands[table.viewer] || [], viewer: table.viewer,
    over: view.over, ranking: view.ranking, last: view.last, awaiting: table.awaiting,
    lang: language(), replay: review.replay.count, hint: review.assist.hint?.move ?? null,
    ...table.game.state(view),
  };
}

/** Close the first of `panels` that is open (each with `panel` and `close()`); false if none. */
function closePanel(panels) {
  const open = panels.find((p) => p.panel.open);
  open?.close();
  return Boolean(open);
}

/**
 * What the first screen does not need (later.js), loaded once the board is ready, or at the
 * first click that needs it: resolves {host} once its parts are set up.
 */
function later() {
  loadingLater ??= import('./later.js').then((module) => {
    earlyClicks.forEach(([button, early]) => button.removeEventListener('click', early));
    net = module;
    review.analysis = new module.Analysis({ table, replay: review.replay });
    review.ratings = new module.RatingsPanel({ catalogue: games, load: catalogue.load, games: review.games });
    host = new module.Host({ table, restart: (view) => table.start(view, { replacing: false }) });
    post = new module.Post({ table, local: boot.engine, host, open: (record) => replaceWith(() => loadRecord(record)),
      showGuest: showPosted, title: titleOf });
    host.post = post;
    return { host, join: module.join };
  });
  loadingLater.catch(() => { loadingLater = null; }); // a failed download may be tried again
  return loadingLater;
}
const earlyClicks = []; // [button, listener]: a click before later.js loaded

/** A click on one of the buttons `ids` before later.js has loaded loads it, then clicks again
 * (its own handler answers then). */
function clickLater(ids) {
  for (const button of ids.map($)) {
    const early = () => later().then(() => button.click());
    button.addEventListener('click', early);
    earlyClicks.push([button, early]);
  }
}

/** Called by boot.js with the engine it started. */
export async function start(handover) {
  boot = handover;
  const languageSet = setLanguage(preferredLanguage());
  games = await catalogue.games();
  const params = new URLSearchParams(location.search); // read before anything cleans it
  const invitation = isInvitation() ? location.hash : null;
  const letter = isLetter() ? location.hash : null;
  const asked = await gameFromAddress();
  const address = { game: asked?.game ?? firstGameName(), asked,
    unknown: params.has('game') && !addressedGame() ? params.get('game') : null };
  const entry = await catalogue.load(address.game);
  await languageSet;
  $('lang').value = language();
  showProgress(boot.progress.stage);
  boot.progress.listener = showProgress;
  table = new Table({ engine: boot.engine, onView });
  autosave = new Autosave({ table, rated: () => review.rated, replaying: () => review.replay.active,
    keepGuest: (record) => net.keepGuestRecord(record), load: loadRecord, begin });
  show(entry);
  performance.mark('genial:board-drawn'); // the first paint of the board (measured by the tests)
  const replay = new Replay(table);
  const open = async (record) => { // a past game, a game in progress (its turn too), an import
    const opened = await replaceWith(() => reopen(record));
    if (opened && typeof record === 'object') autosave.resumeTurn(record);
    return opened;
  };
  review = {
    replay, assist: new Assist({ table, takeBack: async () => (await later()).host.takeBack() }), history: new HistoryPanel({ table, replay }),
    rated: new Rated({ table }), games: new GamesDialog({ table, catalogue: games, load: catalogue.load, open }),
  };
  review.guide = new Guide({ table, guided: () => guidedGame() });
  clickLater(['invite', 'games-invite', 'ratings-button', 'end-analyse']);
  window.genial.peer = { send: (text) => currentPeer()?.send(text) ?? false, pair: () => currentPeer()?.pair() ?? null };
  table.onAwait = () => review.assist.refresh(replay.active);
  replay.listeners.add(() => review.assist.refresh(replay.active));
  boot.hooks.state = state;
  boot.hooks.cellCenter = (...cell) => table.game.cellCenter(...cell);
  const help = () => {
    noteKeeping();
    showHelp(table.entry, { guide: review.guide.available(), setup: table.view ?? {} });
  };
  listenKeys({ onHelp: help, onEscape: () => closePanel([review.analysis, review.history].filter(Boolean)), game: () => table.game });
  measureBars();
  new ResizeObserver(() => fitScores($('scores'))).observe($('scores')); // the window resized
  initTheme($('theme'));
  $('help').addEventListener('click', help);
  $('help-close').addEventListener('click', () => $('help-dialog').close());
  $('new-game').addEventListener('click', () => newGameDialog());
  $('lang').addEventListener('change', async (e) => {
    await setLanguage(e.target.value, true);
    nameGame(table.entry);
    table.relabel();
  });
  window.addEventListener('hashchange', () => openLinked());
  window.addEventListener('pagehide', () => autosave.keepTurn());
  bootEngine(address, invitation, letter);
  window.genial.ready.then(() => keepOffline(() => autosave.save(table.view)));
}
