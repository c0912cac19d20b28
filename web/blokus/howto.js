/**
 * Blokus's "How to play" (the shell's `howToPlay`): short sections, the placing rules
 * illustrated by parts of a board drawn by the page's own board code from the engine's
 * lessons (blokus/lessons.py: each placement shown was judged by the engine, the refused one
 * with its refusal), the score by the engine's count of a colour's pieces left. The numbers
 * in the words (pieces, squares, boards, starting cells) are the engine's static facts.
 */
import { howtoFigure, howtoSection } from '../howto.js';
import { explain } from '../i18n.js';
import { drawScene } from './board.js';
import { cellsSVG } from './marks.js';
import { NAME, capital, cellName, colourName, pieceName, placementName, t } from './text.js';

const PICTURE = 180; // pixels: two pictures side by side fit a phone's help sheet

const section = (name, vars, figure = null) => howtoSection(name, t(`howto.${name}.title`),
  t(`howto.${name}.text`, vars), figure);

/** A colour with its mark, as the board draws it ("blue ●"). */
const colourMark = (statics, colour) => {
  const all = Object.values(statics.variants).flatMap((v) => v.colours);
  return `${colourName(colour)} ${all.find((c) => c.name === colour).mark}`;
};

/** A lesson's picture, the variant's own where the engine has one (`duo_first`); its caption
 * says what it shows, and the engine's refusal if any. */
function scene(statics, name, variant = 'classic') {
  const lesson = statics.lessons[`${variant}_${name}`] ?? statics.lessons[name];
  const { colour, piece, cells, legal, refusal } = lesson.shown;
  const start = statics.variants[lesson.variant].colours.find((c) => c.name === colour).start;
  const vars = { colour: colourMark(statics, colour), start: cellName(...start) };
  const caption = legal ? t(`howto.${name}.yes`, vars)
    : t('howto.no', { why: explain(refusal, NAME) });
  const mark = vars.colour.split(' ').pop();
  return howtoFigure((canvas) => drawScene(canvas, statics, lesson, PICTURE),
    placementName(colour, mark, piece, cells), caption);
}

/** Figures side by side. */
function pair(...figures) {
  const box = document.createElement('div');
  box.className = 'b-howto-pair';
  box.append(...figures);
  return box;
}

/** The score lesson: the pieces a colour has left, drawn in its colour (the variant's first),
 * and what they cost. */
function leftOver(statics, variant) {
  const { pieces, squares, score } = statics.lessons.scores.left;
  const colour = statics.variants[variant].colours[0];
  const byName = new Map(statics.pieces.map((p) => [p.name, p]));
  const figure = document.createElement('figure');
  figure.className = 'b-howto-left';
  figure.innerHTML = `<span class="b-tray" aria-hidden="true">${pieces.map((p) =>
    cellsSVG(byName.get(p).orientations[0].cells, colour.name, colour.mark, { size: 14 })).join(' ')}</span>`;
  const caption = document.createElement('figcaption');
  caption.textContent = capital(t('howto.score.picture', {
    colour: colourMark(statics, colour.name), pieces: pieces.map(pieceName).join(', '), squares, score,
  }));
  figure.append(caption);
  return figure;
}

/** Each colour's mark, drawn in each of its squares, so colour is never the only cue. */
function markLegend(statics) {
  const colours = Object.values(statics.variants).flatMap((v) => v.colours);
  const list = document.createElement('ul');
  list.className = 'mark-legend';
  list.id = 'b-marks';
  list.innerHTML = colours.map((c) => `<li>${cellsSVG([[0, 0]], c.name, c.mark, { size: 22 })} <span>${capital(colourName(c.name))}</span></li>`).join('');
  return list;
}

/** How to play, on the board and in the colours of `setup`'s variant (the game on show's, or
 * the one chosen in New game; classic when none is given). */
export function howToPlay(statics, setup = {}) {
  const { classic, duo } = statics.variants;
  const variant = setup.variant in statics.variants ? setup.variant : 'classic';
  const played = statics.variants[variant];
  const [blue, yellow, red, green] = classic.colours.map((c) => colourMark(statics, c.name));
  const [purple, orange] = duo.colours;
  const { all, monomino } = statics.lessons.scores;
  const numbers = {
    pieces: statics.pieces.length, squares: statics.pieces.reduce((n, p) => n + p.size, 0),
    size: played.size, duoSize: duo.size, start: cellName(...played.colours[0].start),
    first: colourMark(statics, played.colours[0].name),
    all, monomino, blue, yellow, red, green,
    purple: colourMark(statics, purple.name), orange: colourMark(statics, orange.name),
    purpleStart: cellName(...purple.start), orangeStart: cellName(...orange.start),
  };
  const box = document.createElement('div');
  box.className = 'howto how-to-play';
  box.append(
    section('goal', numbers),
    section('first', numbers, scene(statics, 'first', variant)),
    section('corners', numbers, pair(scene(statics, 'corner', variant), scene(statics, 'side', variant))),
    section('others', numbers, scene(statics, 'others')),
    section('out', numbers),
    section('score', numbers, leftOver(statics, variant)),
    section('modes', numbers),
    section('marks', numbers, markLegend(statics)),
  );
  return box;
}
