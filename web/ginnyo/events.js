/**
 * What Ginny-O's events look and sound like, from the engine's events (`place`, `discard`,
 * `pass`, `draw`, `turn`, `over`): each said aloud, a computer's tiles fading in, a new section
 * and a big play shown in a banner. Nothing here decides anything.
 */
import { announce } from '../announce.js';
import { celebrate, fade, pause } from '../motion.js';
import { key } from './board.js';
import { t, tn, tileName, cellName } from './text.js';

/** "queen of hearts on column 12, row 9": a placed tile in words. */
export const placed = (c) => `${tileName(c.tile)} ${t('at', { cell: cellName(c.x, c.y) })}`;

const SAYS = {
  place: (e, who) => t(e.new_section ? 'announce.section' : 'announce.placed', {
    who, tiles: e.tiles.map(placed).join(', '), points: tn('score.points', e.points),
  }),
  discard: (e, who) => tn('announce.discarded', e.count, { who }),
  pass: (e, who) => t('announce.passed', { who }),
  turn: (e, who) => t('announce.turn', { who }),
  over: () => t('status.over'),
};

/** The events in words, one sentence each, in order; `who(seat)` names a seat. */
export function describeEvents(events, who) {
  return events.map((e) => SAYS[e.type]?.(e, who(e.seat)) ?? '').filter(Boolean).join(' ');
}

/** Show what happened; resolves with what to tell the viewer with their next turn (a
 * computer's discard or pass), or ''. */
export async function showEvents(events, { byComputer, who, board }) {
  announce(describeEvents(events, who));
  let notice = '';
  for (const e of events) {
    if (e.type === 'place' && byComputer) {
      const keys = new Set(e.tiles.map((c) => key(c.x, c.y)));
      await fade((alpha) => board.setMarks({ fresh: { keys, alpha } }));
      board.setMarks({ fresh: null });
    }
    if (e.type === 'place' && e.new_section) {
      await celebrate(`<strong>${t('toast.section')}</strong><small>${who(e.seat)}: +${e.points}</small>`);
    }
    if (byComputer && (e.type === 'discard' || e.type === 'pass')) notice = SAYS[e.type](e, who(e.seat));
  }
  if (byComputer) await pause(350);
  return notice;
}
