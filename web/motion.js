/**
 * Motion that respects the player's "reduce motion" setting: pauses that let a move be seen,
 * celebrations, and fades of what a computer has just put on the board (games' events use them).
 */
import { toast } from './dialogs.js';

export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Wait `ms` milliseconds (none with reduced motion). */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, reducedMotion() ? 0 : ms));

/** Call `step(alpha)` on each frame as alpha goes from 0 to 1 over `ms`; resolves at 1 (at
 * once with reduced motion, without a step: what is faded in is simply there). */
export function fade(step, ms = 450) {
  if (reducedMotion()) return Promise.resolve();
  const start = performance.now();
  return new Promise((resolve) => {
    const frame = (now) => {
      const alpha = Math.min(1, (now - start) / ms);
      step(alpha);
      if (alpha < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

/** A banner for a great moment (Génial's "Génial !", a Qwirkle), seen before play goes on. */
export async function celebrate(html) {
  toast(html);
  await pause(900);
}
