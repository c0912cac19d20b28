/**
 * The games of this site and how the shell loads each one by name.
 *
 * build.py writes static/games.json — [{name, title, symbol}], the flagship first: every game of
 * tabletop.games.NAMES whose package is under py/ and which has a web folder here — and
 * static/<name>.json, that game's static facts (its Python package's static_info(): the shell
 * reads its `modes`, `levels`, `seats` and `max_record`, see tabletop/protocol.py). A game is then four things, each loaded on first use:
 *   - its static facts (fetched: the board is drawn before Python has loaded),
 *   - its strings, <name>/locales/<lang>.json (read as `<name>.<key>`, see i18n.js),
 *   - its web module, <name>/index.js (imported),
 *   - its Python package (the wheel <name>, installed by the worker's `install` command; the
 *     flagship's is installed at start, with the shared layer `tabletop`).
 *
 * A game's web module offers the shell (contract.js holds these names and checks each game's
 * module as it loads, and each view as it is created: a member missing, of the wrong kind or
 * misspelt is an error):
 *
 *   create(context) → a game view (below). context = {
 *     statics,            its static facts (static/<name>.json)
 *     elements: {         the page's parts it draws into, all emptied when another game opens:
 *       board,            the <canvas> in the board's box (#board-wrap: it may scroll or zoom it)
 *       hand,             the hand bar's <div> for the viewer's tiles or pieces
 *       tools,            the hand bar's controls of this game (buttons; `display: contents`)
 *       preview,          a floating box over the board (points before placing)
 *       scores,           the score cards' <aside>
 *       strip,            optional to fill: a one-line box atop the hand bar, shown on phones
 *                         only (the viewer's scores while the cards are out of view)
 *       help },           the game's rows of the key list (the ? dialog; the shell adds its own)
 *     engine,             {request(command, args)}: the worker; its own commands (e.g. `options`)
 *     signal,             an AbortSignal, aborted when another game opens: every listener the
 *                         game adds to the page is added with {signal}
 *     shell: {
 *       play(move),       commit a human decision (notation); the shell sends it and goes on
 *       say(html),        the instruction line under the hand
 *       seatName(view, seat),  "You", "Player 2", "Computer 2 (expert)"
 *       undo() } }        take back the latest human decision (as the Undo button)
 *
 *   sideName(view, side, seatName) → text       optional: a side's name (teams); default: seat's
 *   modeName(config) → text | null              optional: a mode's name beyond "n players"/solo
 *   personalBest() → text | null                optional: the player's best result (My ratings)
 *   result(view) → [[{side, value}]]            a finished game's groups, best first, each side
 *                                               with the number the past games list shows
 *   modeAbout(config, statics) → text | null     optional: what a setup of the New game dialog
 *                                               is ({players, ...mode}: solo's goal, teams)
 *   seatTeam(config, seat, statics) → text | null  optional: a seat's team there ("Team A")
 *   howToPlay(statics, setup) → Node            optional (howto.js): how to play, short, with
 *                                               pictures drawn by the game's own renderer; shown
 *                                               in the help (?) and from the New game dialog,
 *                                               for the mode played or chosen ({players, ...mode}).
 *                                               Default: the help lists the keys only
 *
 * A game view (what create returns):
 *   draw(view)                 the board and scores of a view: the game's, or a past position
 *   setHand(hand, enabled)     the viewer's hand ([] when hidden); enabled: may play now
 *   enable(enabled)            stop or resume input, keeping what is selected (while the engine
 *                              answers a decision; it resumes if the engine refused it)
 *   turn(view, seat, who) → {status?, hint}   a human's turn: the status line (default "Your
 *                              turn" / "<who>'s turn") and the instruction
 *   relabel()                  optional: after a language switch on a human's turn, say the
 *                              turn in progress again (what is staged, its refusal) in the new
 *                              language, where turn()'s instruction would be the turn's first
 *   decision(view, seat) → null | {awaiting, answer}   a decision taken off the board (e.g.
 *                              Génial's swap offer: awaiting 'swap', answer a promise of notation)
 *   dismiss()                  the game shown is replaced (new game, undo): close its questions
 *   turnState() → JSON | null  optional: the human's turn in progress (what is staged, chosen,
 *                              in hand), kept beside the save when the page goes away
 *   restoreTurn(state)         optional: bring back a turnState() after a reload, on the same
 *                              position; checks it against the hand and the engine's answers
 *                              and drops what no longer fits
 *   events(events, view, byComputer) → Promise<notice>   show and say what happened (the
 *                              engine's events); resolves with text for the viewer's next turn
 *   end(view, names) → {summary, ranking: [<li>], how}   the end screen's content
 *   points(points) → html      a decision's points (hint, analysis)
 *   historyDetail(entry) → html  a history entry's points and marks (the engine's `history`); optional
 *                              where moveFigure draws every entry
 *   moveFigure(move, view) → {picture, points, text}   optional (moves.js): a decision as a
 *                              player reads it, never in notation. `move`: a history entry (it
 *                              has `index`) or a described decision (the hint, the analysis's
 *                              `played` and `best`), with the engine's fields (page.describe,
 *                              page.history_entry, page.where). picture: html drawn by the
 *                              game's own renderer (a tile), points: html, text: a sentence for
 *                              screen readers and plain text (replay) — its colours or shapes and
 *                              where it goes. Default: moveText's words (else a plain word), the
 *                              points (historyDetail for an entry)
 *   moveText(decision) → html  optional, when there is no moveFigure: a decision (history
 *                              entry, hint, analysed move) in words instead of its notation
 *   outline(move | null)       optional: frame a decision's cells on the board (a history or
 *                              analysis entry hovered or focused); null: clear it
 *   hint(hint) → html?         draw the engine's hint on the board (and mark its hand tile);
 *                              a game without moveFigure returns its points (html)
 *   guide(moment, detail) → {text, done?} | null   optional (guide.js): the guided first
 *                              game's words for a moment — 'turn' {seat}, 'events' {events,
 *                              byComputer}, 'decision' {seat, awaiting} — with {view, turns: the
 *                              human turns guided so far, said: a Set the game may keep its
 *                              own marks of what it explained in}; done: the guide lets go. Without it
 *                              the game is not offered a guide
 *   analysisMarks(result) → marks   how an analysed decision is shown in replay (given to mark)
 *   mark(marks)                highlights on the board ({} clears them)
 *   state(view) → {...}        its fields of window.genial.state(): `board` as docs/<game>.md says,
 *                              and its own (selection, ...)
 *   cellCenter(...cell) → {x, y}   page coordinates of a cell's centre (window.genial.cellCenter)
 *   edge() → [[x, y]]          optional: the board's edge, a polygon in the canvas's CSS pixels
 *                              (the replay frame follows it); default: the canvas's rectangle
 *   onKey(event)               a key for the game: the shell keeps ?, H and Ctrl+Z, replay's
 *                              keys and keys typed in dialogs or fields
 *   refresh({awaiting, undoable})  optional: its controls follow what the page waits for
 *   gamesSection() → Node | null   optional: its own part of the Games dialog (on each opening)
 *   dispose()                  another game opens: remove what it added outside `elements`
 */
import { checkModule } from './contract.js';
import { addGameStrings } from './i18n.js';

/** The game the page opens on; its Python package is installed at start. */
export const FLAGSHIP = 'genial';
/** The Python module answering the worker's requests: `handle(command, args_json)`. */
export const BRIDGE = 'tabletop.bridge';

async function fetchJSON(path) {
  const response = await fetch(new URL(`./${path}`, import.meta.url));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

let listing = null;

/** The games this build offers: [{name, title, symbol, file?}], the flagship first (`file`: the
 * game's own file format, its static `file`, by which an imported text is recognised). */
export function games() {
  if (!listing) {
    listing = fetchJSON('static/games.json');
    listing.catch(() => { listing = null; }); // a failed download may be tried again
  }
  return listing;
}

const loaded = new Map();

/**
 * A game's facts, strings and web module, loaded once: resolves {name, title, statics, module}.
 * Only a game of the catalogue is loaded (a name from an address or a record is checked first).
 */
export function load(name) {
  if (!loaded.has(name)) {
    const entry = (async () => {
      const game = (await games()).find((g) => g.name === name);
      if (!game) throw new Error(`no game named ${name} on this site`);
      const [statics, module] = await Promise.all([
        fetchJSON(`static/${name}.json`), import(`./${name}/index.js`), addGameStrings(name)]);
      return { ...game, statics, module: checkModule(name, module) };
    })();
    entry.catch(() => loaded.delete(name)); // a failed download may be tried again
    loaded.set(name, entry);
  }
  return loaded.get(name);
}
