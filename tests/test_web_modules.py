"""The page's own code where it can be checked without a browser: Génial's hex ↔ pixel board
layout (web/genial/board.js) and its guide's moments (web/genial/guide.js), the view of a grid
of cells (web/grid/camera.js: Qwirkle, Ginny-O) and where Blokus's ghosts fall
(web/blokus/pieces.js), run in Node, and that storage is touched in one guarded place."""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import blokus

#: The tests that run the page's modules in Node: CPython's side only (Pyodide has no Node).
NODE_ONLY = pytest.mark.skipif(sys.platform == "emscripten", reason="runs Node: CPython only")

WEB = Path(__file__).resolve().parent.parent / "web"

#: Every cell of a radius-8 hexagon (the board is 7) at several sizes and origins: the centre,
#: and 12 points around it at 0.9 of the inscribed radius, must read back as that cell; and
#: fromPixel(toPixel(cell)) must give the cell's own coordinates.
ROUND_TRIP = """
import { Layout } from './board.js';
const wrong = [];
let checked = 0;
for (const [size, x0, y0] of [[20, 300, 250], [7.5, 0, 0], [33.3, 512.5, 401.25], [1, -40, 17]]) {
  const layout = new Layout(size, x0, y0);
  const inner = 0.9 * size * Math.sqrt(3) / 2;
  for (let q = -8; q <= 8; q++) {
    for (let r = -8; r <= 8; r++) {
      if (Math.abs(q + r) > 8) continue;
      const { x, y } = layout.toPixel(q, r);
      const back = layout.fromPixel(x, y);
      if (Math.abs(back.q - q) > 1e-9 || Math.abs(back.r - r) > 1e-9) {
        wrong.push(['fromPixel', size, q, r, back]);
      }
      const points = [[x, y], ...Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6 + 0.1;
        return [x + inner * Math.cos(a), y + inner * Math.sin(a)];
      })];
      for (const [px, py] of points) {
        const cell = layout.cellAt(px, py);
        checked += 1;
        if (!Object.is(cell.q, q) || !Object.is(cell.r, r)) {
          wrong.push(['cellAt', size, q, r, px, py, cell]);
        }
      }
    }
  }
}
console.log(JSON.stringify({ checked, wrong: wrong.slice(0, 10) }));
"""


#: Qwirkle's camera at several zooms and centres: every cell's centre, and points 0.45 of a cell
#: from it, read back as that cell; fitting shows every given cell whole and clear of the
#: covered right edge; zooming keeps the table's point under the pointer.
CAMERA = """
import { Camera, MIN_CELL } from './camera.js';
const wrong = [];
let checked = 0;
const views = [[900, 650, 40, 0, 0], [346, 346, 17.5, -3.25, 8.5], [1280, 400, 96, 12, -7]];
/** The point of the table (in cells) under a canvas pixel. */
const spot = (c, px, py) => ({
  x: (px - c.width / 2) / c.size + c.cx, y: (py - c.height / 2) / c.size + c.cy });
for (const [width, height, size, cx, cy] of views) {
  const camera = new Camera();
  camera.resize(width, height);
  Object.assign(camera, { size, cx, cy });
  for (let x = -20; x <= 20; x++) {
    for (let y = -20; y <= 20; y++) {
      const p = camera.toPixel(x, y);
      for (const [dx, dy] of [[0, 0], [0.45, 0.45], [-0.45, 0.45], [0.45, -0.45], [-0.45, -0.45]]) {
        const cell = camera.cellAt(p.x + dx * size, p.y + dy * size);
        checked += 1;
        if (!Object.is(cell.x, x) || !Object.is(cell.y, y)) wrong.push(['cellAt', size, x, y]);
      }
    }
  }
  for (const cells of [[], [[0, 0]], [[-7, 3], [12, -9], [2, 2]], [[40, 40], [41, 40]]]) {
    camera.inset = 56;
    camera.fit(cells);
    const half = camera.size / 2;
    for (const [x, y] of cells) {
      const p = camera.toPixel(x, y);
      const across = p.x - half >= 0 && p.x + half <= width - camera.inset;
      const down = p.y - half >= 0 && p.y + half <= height;
      if (!(across && down) && camera.size > MIN_CELL) wrong.push(['fit', width, cells, x, y]);
    }
  }
  const before = spot(camera, 100, 120);
  camera.zoomAt(1.7, 100, 120);
  const after = spot(camera, 100, 120);
  const moved = Math.abs(after.x - before.x) + Math.abs(after.y - before.y);
  if (moved > 1e-9 || camera.following) {
    wrong.push(['zoomAt', before, after]);
  }
}
console.log(JSON.stringify({ checked, wrong: wrong.slice(0, 10) }));
"""


def run_in_node(tmp_path, folder: str, script: str) -> dict:
    """Run `script` in Node beside the page's modules of web/<folder> (as ES modules); its
    output is JSON."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is needed (`python3 build.py test` checks for it)")
    shutil.copytree(WEB, tmp_path / "web", dirs_exist_ok=True)
    (tmp_path / "package.json").write_text('{"type": "module"}')
    (tmp_path / "web" / folder / "check.js").write_text(script)
    done = subprocess.run([node, "check.js"], cwd=tmp_path / "web" / folder,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@NODE_ONLY
def test_hex_to_pixel_to_hex_round_trip(tmp_path):
    result = run_in_node(tmp_path, "genial", ROUND_TRIP)
    assert result["wrong"] == [] and result["checked"] == 4 * 217 * 13


@NODE_ONLY
def test_qwirkle_camera_reads_cells_back_fits_and_zooms_about_the_pointer(tmp_path):
    result = run_in_node(tmp_path, "grid", CAMERA)
    assert result["wrong"] == [] and result["checked"] == 3 * 41 * 41 * 5


#: Blokus's ghosts: each legal placement the engine lists (orientation, anchor cell, notation)
#: must be the ghost the page draws there and the notation it would ask `why` about.
GHOSTS = """
import { Pieces, notation } from './pieces.js';
const { statics, cases } = DATA;
const pieces = new Pieces(statics);
const wrong = cases.filter(({ colour, piece, orientation, at, move }) =>
  notation(colour, piece, pieces.cells(piece, orientation, at)) !== move);
console.log(JSON.stringify({ checked: cases.length, wrong: wrong.slice(0, 10) }));
"""


def ghost_cases() -> list[dict]:
    """Every legal placement of every piece at three positions: both openings and a Duo game
    eight placements in (random, seeded)."""
    import random

    games = [blokus.new_game(players=4), blokus.new_game(variant="duo")]
    later, rnd = blokus.new_game(variant="duo"), random.Random(3)
    for _ in range(8):
        later.play(rnd.choice(later.legal_moves()))
    cases = []
    for game in [*games, later]:
        for piece in game.pieces_left(game.colour):
            for group in game.placements(piece)["orientations"]:
                cases += [{"colour": game.colour, "piece": piece, "orientation":
                           group["orientation"], "at": g["at"], "move": g["move"]}
                          for g in group["legal"]]
    return cases


@NODE_ONLY
def test_blokus_ghosts_cover_the_cells_the_engine_lists(tmp_path):
    cases = ghost_cases()
    data = json.dumps({"statics": blokus.static_info(), "cases": cases})
    result = run_in_node(tmp_path, "blokus", GHOSTS.replace("DATA", data))
    assert result["wrong"] == [] and result["checked"] == len(cases) > 1000


def test_only_storage_js_touches_local_storage():
    """Where the browser refuses storage, touching it throws: storage.js guards every touch,
    so no other module may touch it (i18n.js and theme.js did, unguarded)."""
    touching = [path.relative_to(WEB).as_posix() for path in WEB.rglob("*.js")
                if re.search(r"\blocalStorage\b", path.read_text()) and path.name != "storage.js"]
    assert touching == []


#: Génial's guide at the moments of a game: three turns explained, then it waits (said once)
#: until the bonus and the swap have come, each explained then; only after both is it done.
GUIDE = """
import { guide } from './guide.js';
globalThis.matchMedia = () => ({ matches: false }); // a mouse
const view = (bonus = 0) => ({ bonus, solo: false, seats: ['human', 'ai-beginner'], side_of: [0, 1],
  lowest: [['red'], ['blue']], decisions: 0 });
const said = new Set();
const at = (moment, turns, extra = {}) =>
  guide(moment, { seat: 0, view: view(), turns, said, ...extra });
const steps = [
  at('turn', 0), at('turn', 1), at('turn', 2), at('turn', 3), at('turn', 4),
  at('events', 5, { events: [{ type: 'genial', seat: 0, colours: ['red'] }], byComputer: false }),
  guide('turn', { seat: 0, view: view(1), turns: 5, said }),
  at('turn', 6),
  at('decision', 7, { awaiting: 'swap' }),
  at('turn', 8),
];
console.log(JSON.stringify(steps.map((s) => s && [s.text, Boolean(s.done)])));
"""


@NODE_ONLY
def test_genials_guide_goes_on_until_the_bonus_and_the_swap(tmp_path):
    steps = run_in_node(tmp_path, "genial", GUIDE)  # no strings loaded: t() gives the keys
    assert [s and s[0] for s in steps] == [
        "guide.first", "guide.lines", "guide.lowest", "guide.later", None,
        "guide.genial", "guide.bonus", None, "guide.swap", "guide.done"]
    assert [s and s[1] for s in steps] == [False, False, False, False, None,
                                           False, False, None, False, True]


#: The guide's second turn on a touch screen (the main pointer coarse): a finger cannot point.
GUIDE_TOUCH = """
import { guide } from './guide.js';
globalThis.matchMedia = (query) => ({ matches: query === '(pointer: coarse)' });
const view = { bonus: 0, solo: false, seats: ['human', 'ai-beginner'], side_of: [0, 1],
  lowest: [['red'], ['blue']] };
console.log(JSON.stringify(guide('turn', { seat: 0, view, turns: 1, said: new Set() })));
"""


@NODE_ONLY
def test_genials_guide_says_tap_on_a_touch_screen(tmp_path):
    assert run_in_node(tmp_path, "genial", GUIDE_TOUCH) == {"text": "guide.linesTouch"}
    for language in ("en", "fr", "de", "nl"):  # a finger's verb, not the mouse's
        words = json.loads((WEB / "genial" / "locales" / f"{language}.json").read_text())
        assert words["guide.linesTouch"] != words["guide.lines"], language


#: The ratings' store (web/ratings.js) on a localStorage that can refuse: a rated game's end
#: updates the figures as the engine's answer says; a refused write keeps them on the page
#: (and says false), the next write that works saves them; a file with more games comes in.
RATINGS = """
const kept = new Map();
let refuse = false;
globalThis.localStorage = {
  getItem: (k) => (kept.has(k) ? kept.get(k) : null),
  setItem: (k, v) => { if (refuse) throw new Error('QuotaExceededError'); kept.set(k, String(v)); },
  removeItem: (k) => kept.delete(k),
};
const r = await import('./ratings.js');
const key = r.modeKey('blokus', { players: 2, variant: 'duo' });
const same = key === r.modeKey('blokus', { players: 2, teams: false, variant: 'duo' });
const playing = { key, game: 'blokus', config: { players: 2, variant: 'duo' }, seed: '7',
  rating: 800, level: 'expert', games: 0 };
const started = r.startRated(playing);
const duo = { players: 2, teams: false, variant: 'duo' };
const resumes = r.ratedPlaying({ format: 'blokus', seed: 7, config: duo }) !== null;
const other = r.ratedPlaying({ format: 'blokus', seed: 8, config: { players: 2, variant: 'duo' } });
const won = { rating: 826, change: 26, score: 1, won: true, level: 'expert' };
const first = r.endRated(playing, won, { record: { decisions: ['a'] }, left: false });
refuse = true;
const lost = { rating: 812, change: -14, score: 0, won: false, level: 'expert' };
const second = r.endRated({ ...playing, rating: 826, games: 1 }, lost, { record: {}, left: true });
const inMemory = r.ratingOf(key);
refuse = false;
const file = r.exported();
const third = r.startRated(null);
const saved = JSON.parse(kept.get('house.ratings')).modes[key];
kept.clear();
const fresh = r.ratingOf(key);
const taken = r.imported(file);
const again = r.imported(file);
const isFile = r.isRatingsFile(file);
const isRecord = r.isRatingsFile({ format: 'blokus' });
console.log(JSON.stringify({ same, started, resumes, other, first, second, inMemory, third,
  saved, fresh, taken, again, after: r.ratingOf(key), isFile, isRecord }));
"""


@NODE_ONLY
def test_ratings_are_kept_through_a_refused_write_and_moved_by_file(tmp_path):
    out = run_in_node(tmp_path, ".", RATINGS)
    assert out["same"] and out["started"] and out["resumes"] and out["other"] is None
    assert out["first"] is True and out["second"] is False  # the browser refused: said
    memory = out["inMemory"]
    assert (memory["rating"], memory["best"], memory["played"], memory["won"]) == (812, 826, 2, 1)
    assert memory["levels"] == {"expert": {"played": 2, "won": 1}}
    assert [g["change"] for g in memory["games"]] == [26, -14] and memory["games"][1]["left"]
    assert out["third"] is True and out["saved"] == memory  # saved with the next write
    assert out["fresh"] is None and out["taken"] == {"modes": 1, "saved": True}
    assert out["again"] == {"modes": 0, "saved": True} and out["after"] == memory
    assert out["isFile"] and not out["isRecord"]


#: A localStorage in memory (Node has none): `kept`, a Map, holds what the page stored.
FAKE_STORAGE = """
const kept = new Map();
globalThis.localStorage = {
  getItem: (k) => (kept.has(k) ? kept.get(k) : null),
  setItem: (k, v) => kept.set(k, String(v)),
  removeItem: (k) => kept.delete(k),
  key: (i) => [...kept.keys()][i] ?? null,
  get length() { return kept.size; },
};
"""

#: The games kept (web/storage.js) on a fake localStorage: one game in progress per slot (Blokus's
#: classic and Duo apart), a finished game opened again leaving another game's save as it is,
#: Past games listing every game in progress but the one on show, unfinished games never dropped
#: and a finished one dropped to make room returned to be said; a save from before Duo had its
#: own slot moved there.
KEEPING = FAKE_STORAGE + """
const s = await import('./storage.js');
const game = (format, seed, decisions, variant) => ({ format, seed, decisions,
  config: variant ? { players: 2, variant } : { players: 2 } });
const q = game('qwirkle', 1, ['a', 'b']);
const classic = game('blokus', 2, ['x'], 'classic');
const duo = game('blokus', 3, ['y', 'z'], 'duo');
s.saveGame('qwirkle', 'qwirkle', q, null, true);
s.saveGame('blokus', 'blokus', classic, null, true);
s.saveGame('blokus', 'blokus.duo', duo, null, true);
const slots = s.savedSlots();
const listed = s.pastGames(['genial', 'qwirkle', 'blokus'], duo)
  .map((g) => [g.game, g.saved, g.result.over]);
const ended = { ...duo, decisions: ['y', 'z', 'w'] };
const end = s.saveGame('blokus', 'blokus.duo', ended, [[{ side: 0, value: 1 }]], false);
const duoSaveAfterEnd = s.savedRecord('blokus.duo');
const old = game('blokus', 4, ['v'], 'duo');
s.saveGame('blokus', 'blokus.duo', old, null, true);
s.saveGame('blokus', 'blokus.duo', ended, [[{ side: 0, value: 1 }]], true); // opened again
const oldKept = s.savedRecord('blokus.duo')?.seed;
const finished = s.lastFinished('blokus', (r) => r.config.variant === 'duo')?.seed;
s.keepAside('qwirkle', game('qwirkle', 99, ['c']));
const dropped = [];
for (let i = 0; i < 31; i += 1) {
  const over = [[{ side: 0, value: i }]];
  const done = game('qwirkle', 100 + i, ['a']);
  dropped.push(...s.saveGame('qwirkle', 'qwirkle', done, over, true).dropped);
}
const past = JSON.parse(kept.get('qwirkle.games'));
// saved before Duo had a slot of its own
kept.set('blokus.save', JSON.stringify(game('blokus', 7, ['m'], 'duo')));
s.saveGame('blokus', 'blokus.duo', game('blokus', 7, ['m', 'n'], 'duo'), null, false);
const moved = [kept.has('blokus.save'), s.savedRecord('blokus.duo').seed];
console.log(JSON.stringify({ moved, slots, listed, end, duoSaveAfterEnd, oldKept, finished,
  dropped: dropped.map((g) => g.record.seed),
  finishedKept: past.filter((g) => g.result.over).length,
  unfinishedKept: past.filter((g) => !g.result.over).map((g) => g.record.seed),
  qwirkleSave: s.savedRecord('qwirkle').seed, last: s.lastSlot() }));
"""


@NODE_ONLY
def test_every_game_in_progress_is_kept_and_none_rewritten(tmp_path):
    out = run_in_node(tmp_path, ".", KEEPING)
    assert out["slots"] == ["blokus", "blokus.duo", "qwirkle"]
    assert sorted(out["listed"]) == [["blokus", "blokus", False], ["qwirkle", "qwirkle", False]]
    assert out["end"] == {"theirsKept": False, "dropped": []} and out["duoSaveAfterEnd"] is None
    assert out["oldKept"] == 4 and out["finished"] == 3  # the finished game left the save alone
    assert out["dropped"] == [100]  # the 31st finished Qwirkle game drops the oldest, said
    assert out["finishedKept"] == 30
    assert out["unfinishedKept"] == [99]  # never dropped to make room
    assert out["qwirkleSave"] == 1  # finished games opened leave the game in progress alone
    assert out["last"] == "blokus.duo"  # the slot shown last
    assert out["moved"] == [False, 7]  # a Duo game saved under `blokus` moves to its own slot


#: What a device keeps for several devices (web/net/keep.js) on a fake localStorage: the host's
#: deal kept with its seat keys for that game only (so that a host that reloads reveals the
#: deal its guests joined), and a guest's nonce for a deal reused when it joins it again.
KEEP = FAKE_STORAGE + """
const k = await import('./keep.js');
const { Deal } = await import('./deal.js');
const hex = (c) => c.repeat(64);
const deal = Object.assign(new Deal(hex('a'), hex('b')), { nonces: [hex('c'), 'short'] });
k.keepHostKeys('genial', 42, { 1: hex('d') }, deal);
const restored = Deal.restore(k.hostDeal('genial', 42));
const otherSeed = k.hostDeal('genial', 43);
const otherGame = k.hostDeal('qwirkle', 42);
k.keepHostKeys('genial', 42, { 1: hex('d') }, null);
const midway = k.hostDeal('genial', 42);
const torn = { game: 'genial', seed: '42', keys: {}, deal: { secret: 'x' } };
kept.set('net.host', JSON.stringify(torn));
const damaged = k.hostDeal('genial', 42);
const first = k.guestNonce(hex('b'));
const again = k.guestNonce(hex('b'));
const other = k.guestNonce(hex('e'));
console.log(JSON.stringify({ restored: restored && { secret: restored.secret,
  commitment: restored.commitment, nonces: restored.nonces }, otherSeed, otherGame, midway,
  damaged, keys: k.hostKeys('genial', 42), first, again, other }));
"""


@NODE_ONLY
def test_a_host_keeps_its_deal_and_a_guest_its_nonce(tmp_path):
    out = run_in_node(tmp_path, "net", KEEP)
    assert out["restored"] == {"secret": "a" * 64, "commitment": "b" * 64,
                               "nonces": ["c" * 64, "short"]}
    assert out["otherSeed"] is None and out["otherGame"] is None  # another game's is not it
    assert out["midway"] is None and out["damaged"] is None and out["keys"] == {}
    assert len(out["first"]) == 64 and out["again"] == out["first"] != out["other"]


#: Long codes like the replies (base64url, 770 to 800 characters, from a seeded generator): each
#: drawn by qrModules must be read back by the page's decoder. With the encoder's own mask about
#: one in thirty is not: 120 of them meet such a code (counted in `unreadAtFirst`).
QR_READS_BACK = """
import { encodeQR } from '../vendor/qr/index.js';
import { decodeQR } from '../vendor/qr/decode.js';
import { qrModules } from './qr.js';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
let seed = 7;
const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const image = (modules) => {
  const size = modules.length * 4;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let i = 0; i < size * size; i++) {
    const dark = modules[Math.floor(i / size / 4)][Math.floor((i % size) / 4)];
    if (dark) data.fill(0, i * 4, i * 4 + 3);
  }
  return { width: size, height: size, data };
};
const reads = (modules) => { try { return decodeQR(image(modules)); } catch { return null; } };
let unread = 0;
let unreadAtFirst = 0;
for (let n = 0; n < 120; n++) {
  const length = 770 + Math.floor(random() * 30);
  const text = Array.from({ length }, () => ALPHABET[Math.floor(random() * 64)]).join('');
  if (reads(qrModules(text)) !== text) unread += 1;
  if (reads(encodeQR(text, 'raw', { ecc: 'low', border: 4 })) !== text) unreadAtFirst += 1;
}
console.log(JSON.stringify({ unread, unreadAtFirst }));
"""


@NODE_ONLY
def test_every_qr_code_the_page_draws_its_own_decoder_reads_back(tmp_path):
    qr = Path(__file__).resolve().parent.parent / "node_modules" / "@paulmillr" / "qr" / "esm"
    shutil.copytree(qr, tmp_path / "web" / "vendor" / "qr")
    out = run_in_node(tmp_path, "net", QR_READS_BACK)
    assert out["unreadAtFirst"] > 0, out  # the encoder's own mask alone is not enough
    assert out["unread"] == 0, out


#: The web game contract's checks (web/contract.js) on modules and views that break it.
CONTRACT = """
import { MODULE, VIEW, checkModule, faults, nearly } from './contract.js';
const fn = () => {};
const every = (members) => Object.fromEntries(Object.keys(members).map((n) => [n, fn]));
const required = (members) => Object.fromEntries(
  Object.entries(members).filter(([, r]) => r).map(([n]) => [n, fn]));
class View { draw() {} }
Object.assign(View.prototype, required(VIEW));
class Slipped extends View { turnstate() {} restorTurn() {} histroyDetail() {} drawBoard() {} }
let thrown = null;
try { checkModule('toy', { ...required(MODULE), modename: fn }); } catch (e) { thrown = e.message; }
let viewThrown = null;
const mod = checkModule('toy', { ...required(MODULE), create: () => new Slipped() });
try { mod.create({}); } catch (e) { viewThrown = e.message; }
console.log(JSON.stringify({
  whole: [faults(every(MODULE), MODULE, true), faults(new View(), VIEW)],
  missing: faults({ ...required(MODULE), create: undefined, result: 3 }, MODULE, true),
  extra: faults({ ...required(MODULE), helper: fn }, MODULE, true),
  slipped: faults(new Slipped(), VIEW),
  thrown, viewThrown,
  near: [nearly('moveText', 'movetext'), nearly('hnit', 'hint'), nearly('points', 'point'),
         nearly('draw', 'drawBoard'), nearly('mark', 'marks'), nearly('edge', 'edges'),
         nearly('dispose', 'disposed'), nearly('state', 'stage')],
}));
"""


@NODE_ONLY
def test_the_web_game_contract_refuses_a_missing_wrong_or_misspelt_member(tmp_path):
    out = run_in_node(tmp_path, ".", CONTRACT)
    assert out["whole"] == [[], []]
    assert out["missing"] == ["create is missing", "result is a number, not a function"]
    assert out["extra"] == ["helper is no member of the contract"]
    assert out["slipped"] == ["turnstate is no member: is it turnState?",
                              "restorTurn is no member: is it restoreTurn?",
                              "histroyDetail is no member: is it historyDetail?"]
    assert out["thrown"] == ("toy/index.js breaks the web game contract: modename is no member: "
                             "is it modeName?")
    assert out["viewThrown"].startswith("toy's view breaks the web game contract: turnstate")
    assert out["near"] == [True, True, True, False, True, True, True, False]
