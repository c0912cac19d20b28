/**
 * Blokus's words for the guided first game (the shell's guide.js asks at each moment): a
 * colour's first piece on its starting cell, then the corner rule and the round dots, then a
 * tip on big pieces, then the score's bonuses (the engine's) — each said as the colour to
 * move reaches it (by the pieces that colour has placed, so a seat playing two colours hears
 * each step for each) —, what a computer's turn did, a colour with no move left; then it lets
 * go. Facts come from the view and the static facts; nothing here decides.
 */
import { HUMAN } from '../seats.js';
import { outText } from './events.js';
import { capital, cellName, colourName, pointerWords, t } from './text.js';

/** What a colour's turns explain, by the number of pieces it has placed; then it is done. */
const STEPS = ['guide.first', 'guide.corners', 'guide.big'];

function turn({ view }, statics) {
  const colour = view.colours.find((c) => c.name === view.colour);
  if (colour.placed >= STEPS.length) {
    return { text: `${t('guide.score', statics.lessons.scores)} ${t('guide.done')}`, done: true }; // the house's last words
  }
  const step = STEPS[colour.placed];
  return {
    text: capital(t(colour.placed === 0 ? pointerWords(step) : step, {
      colour: colourName(colour.name), mark: colour.mark, cell: cellName(...colour.start),
    })),
  };
}

function happened({ view, events, byComputer, turns }) {
  const out = events.flatMap((e) => (e.type === 'skip' ? e.out : []));
  if (out.length) return { text: outText(out) };
  const place = events.find((e) => e.type === 'place');
  if (!place || !byComputer || turns > 1 || view.seats[place.seat] === HUMAN) return null;
  return { text: t('guide.computer') };
}

/** The guide's sentence for a moment of the game ({text, done?}), or null: nothing to say. */
export function guide(moment, detail, statics) {
  if (moment === 'turn') return turn(detail, statics);
  if (moment === 'events') return happened(detail);
  return null;
}
