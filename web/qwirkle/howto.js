/**
 * Qwirkle's "How to play" (the shell's `howToPlay`): a few short sections, two illustrated
 * with pictures drawn by the table's own code from the engine's lessons (their points are the
 * engine's, see qwirkle/lessons.py). The numbers in the words are the engine's static facts.
 */
import { howtoFigure, howtoSection } from '../howto.js';
import { drawScene } from './board.js';
import { tileSVG } from './shapes.js';
import { t, tn } from './text.js';

const section = (name, vars = {}, figure = null) => howtoSection(name, t(`howto.${name}.title`),
  t(`howto.${name}.text`, vars), figure);

/** A lesson's picture and its caption (the engine's points). */
function scene(statics, name) {
  const lesson = statics.lessons[name];
  return howtoFigure((canvas) => drawScene(canvas, statics, lesson), t(`howto.${name}.picture`),
    t('howto.scores', { points: tn('move.points', lesson.points) }));
}

/** Each colour's mark (pips in a tile's corner), so colour is never the only cue. */
function markLegend(statics) {
  const list = document.createElement('ul');
  list.className = 'mark-legend';
  list.id = 'q-marks';
  list.innerHTML = statics.colours.map((c) =>
    `<li>${tileSVG([c, statics.shapes[0]], statics.marks, { size: 28 })} <span>${t(`colour.${c}`)}</span></li>`).join('');
  return list;
}

export function howToPlay(statics) {
  const numbers = {
    hand: statics.hand_size, max: statics.line_max, bonus: statics.qwirkle_bonus, end: statics.end_bonus,
    tiles: statics.tiles,
  };
  const box = document.createElement('div');
  box.className = 'howto how-to-play';
  box.append(
    section('goal', numbers),
    section('lines', numbers),
    section('turn', numbers),
    section('score', numbers, scene(statics, 'lines')),
    section('qwirkle', numbers, scene(statics, 'qwirkle')),
    section('trade', numbers),
    section('end', numbers),
    section('marks', {}, markLegend(statics)),
  );
  return box;
}
