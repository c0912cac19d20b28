/**
 * Génial's "How to play" (the shell's `howToPlay`): a few short sections, the board ones
 * illustrated with pictures drawn by the board's own code from the engine's lessons (their
 * points are the engine's, see genial/lessons.py), the others with the score tracks' symbols.
 */
import { howtoFigure, howtoSection } from '../howto.js';
import { drawScene } from './board.js';
import { pointsText } from './events.js';
import { symbolSVG } from './symbols.js';
import { t } from './text.js';

const PICTURE = 220; // pixels: small enough for a phone's help sheet

const section = (name, html, figure) => howtoSection(name, t(`howto.${name}.title`), html, figure);

/** A lesson's picture and its caption (the engine's points, in words). */
function scene(statics, name) {
  const lesson = statics.lessons[name];
  return howtoFigure((canvas) => drawScene(canvas, statics, lesson, PICTURE), t(`howto.${name}.picture`),
    t('howto.scores', { points: pointsText(lesson.points) }));
}

/** Two sides' markers sorted, lowest first: the ranking looks at them from the left. */
function rankingExample(statics) {
  const rows = [['A', [5, 7, 9, 12, 14, 18]], ['B', [4, 15, 17, 18, 18, 18]]];
  const colours = statics.colours;
  const table = document.createElement('p');
  table.className = 'howto-ranking';
  table.innerHTML = rows.map(([name, values]) => `<span>${t('howto.ranking.player', { name })}</span> `
    + values.map((n, i) => `${symbolSVG(colours[(i + (name === 'A' ? 0 : 2)) % colours.length], statics.symbols, 14)}${n}`).join(' ')).join('<br>');
  return table;
}

export function howToPlay(statics) {
  const top = statics.track;
  const box = document.createElement('div');
  box.className = 'howto';
  box.append(
    section('goal', t('howto.goal.text')),
    section('turn', t('howto.turn.text')),
    section('first', t('howto.first.text'), scene(statics, 'first')),
    section('lines', t('howto.lines.text'), scene(statics, 'lines')),
    section('bonus', t('howto.bonus.text', { top })),
    section('swap', t('howto.swap.text')),
    section('ranking', t('howto.ranking.text'), rankingExample(statics)),
    section('solo', t('howto.solo.text', { top })),
    section('teams', t('howto.teams.text', { top })),
  );
  return box;
}
