/**
 * What the page readies once the game on show is ready and the page idle: the other games'
 * code (their modules, strings and static facts) and their engines (the worker's `prepare`:
 * installed and imported in the background, one module at a time, then the memory snapshot a
 * later visit starts from). Opening another game then costs only dealing it.
 */

import { getItem } from './storage.js';

/** The setting that turns readying ahead off ("off"). */
export const AHEAD_KEY = 'house.ahead';

/**
 * Whether to ready the other games at all: not where the browser asks to save data
 * (`navigator.connection.saveData`, a phone on a small plan), nor where the setting
 * `house.ahead` is "off" (the end-to-end tests set it, as each of their hundreds of short-lived
 * pages would otherwise install and import four engines and keep a snapshot it never uses;
 * the tests of readying ahead itself leave it on).
 */
export function aheadWanted() {
  return !navigator.connection?.saveData && getItem(AHEAD_KEY) !== 'off';
}

/** Run `task` when the page is idle (at the latest after `wait` ms). */
const whenIdle = (task, wait = 2000) => (self.requestIdleCallback
  ? requestIdleCallback(task, { timeout: wait }) : setTimeout(task, 0));

/**
 * Once idle, load every game's page code by `load(name)` and ask `engine` to prepare every
 * package; resolves with the names of the packages installed (empty if preparing failed: each
 * game is then installed when first opened, as without it).
 */
export function readyAhead(engine, games, load) {
  return new Promise((resolve) => {
    whenIdle(() => {
      for (const { name } of games) load(name).catch(() => {}); // tried again when opened
      engine.request('prepare').then(({ packages }) => resolve(packages), () => resolve([]));
    });
  });
}
