/**
 * Blokus's words for the guided first game (the shell's guide.js asks at each moment): the
 * first piece on the colour's starting corner, corners but never sides of its own colour, the
 * round dots where it may attach, blocking and the end's count — each said once, when it
 * happens — then it lets go. The colour and its mark come from the view; nothing here decides.
 */
import { colourName, t } from './text.js';

/** What each of the first human turns explains after the first, in order; then it is done. */
const TURNS = ['guide.corners', 'guide.block'];

function turn({ view, turns }) {
  const colour = view.colours.find((c) => c.name === view.colour);
  const words = { colour: colourName(colour.name), mark: colour.mark };
  if (turns === 0) return { text: t(colour.placed ? 'guide.corners' : 'guide.first', words) };
  if (turns > TURNS.length) return { text: t('guide.done'), done: true };
  return { text: t(TURNS[turns - 1], words) };
}

/** The guide's sentence for a moment of the game ({text, done?}), or null: nothing to say. */
export function guide(moment, detail) {
  if (moment === 'turn') return turn(detail);
  if (moment === 'events' && detail.byComputer && detail.turns <= 1
      && detail.events.some((e) => e.type === 'place')) return { text: t('guide.computer') };
  return null;
}
