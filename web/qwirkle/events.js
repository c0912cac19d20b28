/**
 * What Qwirkle's events look and sound like, from the engine's events (`place`, `qwirkle`,
 * `trade`, `pass`, `bonus`, `turn`, `over`): each said aloud, a computer's tiles fading in,
 * a Qwirkle and the end bonus celebrated with a banner. Nothing here decides anything.
 */
import { announce } from '../announce.js';
import { toast } from '../dialogs.js';
import { key } from './board.js';
import { t, tn, tileName, cellName } from './text.js';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, reducedMotion() ? 0 : ms));

/** "red circle at column 1, row 0": a placed tile in words. */
const placed = (c) => `${tileName([c.colour, c.shape])} ${t('at', { cell: cellName(c.x, c.y) })}`;

/** One sentence per event worth hearing; `who(seat)` names a seat. */
export function describeEvents(events, view, who) {
  return events.map((e) => {
    switch (e.type) {
      case 'place':
        return t('announce.placed', { who: who(e.seat), tiles: e.tiles.map(placed).join(', '), points: tn('score.points', e.points) });
      case 'qwirkle':
        return t(e.count > 1 ? 'announce.qwirkles' : 'announce.qwirkle', { who: who(e.seat), n: e.count });
      case 'trade':
        return tn('announce.traded', e.count, { who: who(e.seat) });
      case 'pass':
        return t('announce.passed', { who: who(e.seat) });
      case 'bonus':
        return t('announce.bonus', { who: who(e.seat), n: e.points });
      case 'turn':
        return t('announce.turn', { who: who(e.seat) });
      case 'over':
        return t(e.end === 'blocked' ? 'end.blocked' : 'status.over');
      default:
        return '';
    }
  }).filter(Boolean).join(' ');
}

/**
 * Show what happened: said aloud; a computer's tiles fade in; a Qwirkle and the end bonus get
 * a banner. Resolves with what to tell the viewer with their next turn (a computer's trade or
 * pass), or ''.
 */
export async function showEvents(events, view, { byComputer, who, board, statics }) {
  announce(describeEvents(events, view, who));
  let notice = '';
  for (const e of events) {
    if (e.type === 'place' && byComputer) await fadeIn(board, e.tiles);
    if (e.type === 'qwirkle') {
      toast(`<strong>Qwirkle!</strong><small>${t('toast.qwirkle', { who: who(e.seat), n: statics.qwirkle_bonus * e.count })}</small>`);
      await pause(900);
    }
    if (e.type === 'bonus') {
      toast(`<strong>+${e.points}</strong><small>${t('toast.bonus', { who: who(e.seat) })}</small>`);
      await pause(900);
    }
    if (byComputer && e.type === 'trade') notice = tn('announce.traded', e.count, { who: who(e.seat) });
    if (byComputer && e.type === 'pass') notice = t('announce.passed', { who: who(e.seat) });
  }
  if (byComputer) await pause(350);
  return notice;
}

async function fadeIn(board, tiles) {
  if (reducedMotion()) return;
  const keys = new Set(tiles.map((c) => key(c.x, c.y)));
  const start = performance.now();
  await new Promise((resolve) => {
    const step = (now) => {
      const alpha = Math.min(1, (now - start) / 450);
      board.setMarks({ fresh: { keys, alpha } });
      if (alpha < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  board.setMarks({ fresh: null });
}
