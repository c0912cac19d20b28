/**
 * Qwirkle's "How to play" (the shell's `howToPlay`): a few short sections, two illustrated
 * with pictures drawn by the table's own code from the engine's lessons (their points are the
 * engine's, see qwirkle/lessons.py). The numbers in the words are the engine's static facts.
 */
import { drawScene } from './board.js';
import { t, tn } from './text.js';

/** A section: its title, its text (from the locale, with the engine's numbers) and a figure. */
function section(name, vars = {}, figure = null) {
  const part = document.createElement('section');
  part.className = 'howto-part';
  part.dataset.testid = `howto-${name}`;
  part.innerHTML = `<h4>${t(`howto.${name}.title`)}</h4><p>${t(`howto.${name}.text`, vars)}</p>`;
  if (figure) part.append(figure);
  return part;
}

/** A lesson's picture and its caption (the engine's points). */
function scene(statics, name) {
  const lesson = statics.lessons[name];
  const figure = document.createElement('figure');
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'howto-picture';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', t(`howto.${name}.picture`));
  drawScene(canvas, statics, lesson);
  const caption = document.createElement('figcaption');
  caption.textContent = t('howto.scores', { points: tn('move.points', lesson.points) });
  figure.append(canvas, caption);
  return figure;
}

export function howToPlay(statics) {
  const numbers = {
    hand: statics.hand_size, max: statics.line_max, bonus: statics.qwirkle_bonus, end: statics.end_bonus,
    tiles: statics.tiles,
  };
  const box = document.createElement('div');
  box.className = 'howto';
  box.append(
    section('goal', numbers),
    section('lines', numbers),
    section('turn', numbers),
    section('score', numbers, scene(statics, 'lines')),
    section('qwirkle', numbers, scene(statics, 'qwirkle')),
    section('trade', numbers),
    section('end', numbers),
  );
  return box;
}
