/**
 * What Qwirkle's events look and sound like, from the engine's events (`place`, `qwirkle`,
 * `trade`, `pass`, `bonus`, `turn`, `over`): each said aloud, a computer's tiles fading in,
 * a Qwirkle and the end bonus celebrated with a banner. Nothing here decides anything.
 */
import { announce } from '../announce.js';
import { celebrate, fade, pause } from '../motion.js';
import { key } from './board.js';
import { t, tn, tileName, cellName } from './text.js';


/** "red circle at column 1, row 0": a placed tile in words. */
const placed = (c) => `${tileName([c.colour, c.shape])} ${t('at', { cell: cellName(c.x, c.y) })}`;

/** What each event worth hearing says; `who` is the name of its seat. */
const SAYS = {
  place: (e, who) => t('announce.placed', {
    who, tiles: e.tiles.map(placed).join(', '), points: tn('score.points', e.points),
  }),
  qwirkle: (e, who) => t(e.count > 1 ? 'announce.qwirkles' : 'announce.qwirkle', { who, n: e.count }),
  trade: (e, who) => tn('announce.traded', e.count, { who }),
  pass: (e, who) => t('announce.passed', { who }),
  bonus: (e, who) => t('announce.bonus', { who, n: e.points }),
  turn: (e, who) => t('announce.turn', { who }),
  over: (e) => t(e.end === 'blocked' ? 'end.blocked' : 'status.over'),
};

/** The events in words, one sentence each, in order; `who(seat)` names a seat. */
export function describeEvents(events, who) {
  return events.map((e) => SAYS[e.type]?.(e, who(e.seat)) ?? '').filter(Boolean).join(' ');
}

/**
 * Show what happened: said aloud; a computer's tiles fade in; a Qwirkle and the end bonus get
 * a banner. Resolves with what to tell the viewer with their next turn (a computer's trade or
 * pass), or ''.
 */
export async function showEvents(events, { byComputer, who, board, statics }) {
  announce(describeEvents(events, who));
  let notice = '';
  for (const e of events) {
    if (e.type === 'place' && byComputer) await fadeIn(board, e.tiles);
    const name = who(e.seat);
    if (e.type === 'qwirkle') {
      const n = statics.qwirkle_bonus * e.count;
      await celebrate(`<strong>Qwirkle!</strong><small>${t('toast.qwirkle', { who: name, n })}</small>`);
    }
    if (e.type === 'bonus') await celebrate(`<strong>+${e.points}</strong><small>${t('toast.bonus', { who: name })}</small>`);
    if (byComputer && (e.type === 'trade' || e.type === 'pass')) notice = SAYS[e.type](e, name);
  }
  if (byComputer) await pause(350);
  return notice;
}

async function fadeIn(board, tiles) {
  const keys = new Set(tiles.map((c) => key(c.x, c.y)));
  await fade((alpha) => board.setMarks({ fresh: { keys, alpha } }));
  board.setMarks({ fresh: null });
}
