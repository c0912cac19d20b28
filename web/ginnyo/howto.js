/**
 * Ginny-O's "How to play" (the shell's `howToPlay`): short sections, four illustrated with
 * corners of the board drawn by the board's own code from the engine's lessons (their points
 * are the engine's, see ginnyo/lessons.py), and the squares' legend. The numbers in the words
 * (tiles, hand, values, penalties) are the engine's static facts.
 */
import { howtoFigure, howtoSection } from '../howto.js';
import { drawScene } from './board.js';
import { legend } from './scores.js';
import { t, tn } from './text.js';

const section = (name, vars = {}, figure = null) => howtoSection(name, t(`howto.${name}.title`),
  t(`howto.${name}.text`, vars), figure);

/** A lesson's picture and its caption (the engine's points). */
function scene(statics, name) {
  const lesson = statics.lessons[name];
  return howtoFigure((canvas) => drawScene(canvas, statics, lesson, 30), t(`howto.${name}.picture`),
    t('howto.scores', { points: tn('score.points', lesson.points) }));
}

export function howToPlay(statics) {
  const rank = (code) => statics.ranks.find((r) => r.code === code);
  const numbers = {
    tiles: statics.tiles_per_set, hand: statics.hand_size, suits: statics.suits.map((s) => s.symbol).join(' '),
    aceRun: rank('A').run_value, aceSet: rank('A').set_value, face: rank('K').set_value,
    joker: statics.joker.value, acePenalty: rank('A').penalty, facePenalty: rank('K').penalty,
  };
  const squares = section('squares', numbers);
  squares.append(legend(statics));
  const box = document.createElement('div');
  box.className = 'howto how-to-play';
  box.append(
    section('goal', numbers),
    section('melds', numbers, scene(statics, 'run')),
    section('cross', numbers, scene(statics, 'cross')),
    section('section', numbers, scene(statics, 'section')),
    squares,
    section('joker', numbers, scene(statics, 'joker')),
    section('turn', numbers),
    section('end', numbers),
  );
  return box;
}
