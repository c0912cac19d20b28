/**
 * The web game contract, checked: what a game's module (web/<name>/index.js) and the game view
 * its create() returns offer the shell (catalogue.js's comment says what each member does).
 * catalogue.js checks every game's module as it loads it and every view as it is created, so a
 * missing member, a member of the wrong kind or a misspelt optional one (which the shell would
 * silently skip) is an error at once, named, not a default.
 */

/** The module's exports: true required, false optional; each a function. */
export const MODULE = {
  create: true, result: true, sideName: false, modeName: false, personalBest: false,
  modeAbout: false, seatTeam: false, howToPlay: false,
};

/** The game view's members: true required, false optional; each a function. */
export const VIEW = {
  draw: true, setHand: true, enable: true, turn: true, relabel: false, decision: true,
  dismiss: true, turnState: false, restoreTurn: false, events: true, end: true, points: true,
  historyDetail: false, moveFigure: false, moveText: false, outline: false, hint: true,
  guide: false, analysisMarks: true, mark: true, state: true, cellCenter: true, edge: false,
  onKey: true, refresh: false, gamesSection: false, dispose: true,
};

/** Whether two names are one slip apart: a letter's case, one letter more, less, changed or
 * two swapped (`turnstate`, `restorTurn`, `histroyDetail`); a letter changed only in a long
 * name (a view's `stage` is its own, not a slip of `state`). */
export function nearly(a, b) {
  const x = a.toLowerCase(), y = b.toLowerCase();
  if (x === y) return a !== b;
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (x[i] === y[i]) i += 1;
  const rest = (m, n) => x.slice(i + m) === y.slice(i + n);
  const changed = x.length >= 7 && rest(1, 1); // not short words: stage is no state
  return changed || rest(1, 0) || rest(0, 1)
    || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(2, 2));
}

/** Every function name an object offers: its own and its classes' (not Object's). */
function functionNames(object) {
  const names = new Set();
  for (let o = object; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      const value = Object.getOwnPropertyDescriptor(o, name).value;
      if (name !== 'constructor' && typeof value === 'function') names.add(name);
    }
  }
  return names;
}

/**
 * The faults of `object` against `members` (MODULE or VIEW): each a sentence. `exact`: every
 * name it offers must be a member (a module exports nothing else); otherwise only a name one
 * slip from a member is refused (a view has its own helpers besides).
 */
export function faults(object, members, exact = false) {
  const found = [];
  for (const [name, required] of Object.entries(members)) {
    const kind = typeof object[name];
    if (kind === 'function' || (kind === 'undefined' && !required)) continue;
    found.push(`${name} is ${kind === 'undefined' ? 'missing' : `a ${kind}, not a function`}`);
  }
  const offered = exact ? Object.keys(object) : [...functionNames(object)];
  for (const name of offered.filter((n) => !(n in members))) {
    const near = Object.keys(members).find((member) => nearly(name, member));
    if (near) found.push(`${name} is no member: is it ${near}?`);
    else if (exact) found.push(`${name} is no member of the contract`);
  }
  return found;
}

/** `object` itself when it keeps the contract; else an error naming the game and each fault. */
function checked(object, members, what, exact) {
  const found = faults(object, members, exact);
  if (found.length) throw new TypeError(`${what} breaks the web game contract: ${found.join('; ')}`);
  return object;
}

/** A game's module, checked, with create() returning checked views. */
export function checkModule(name, module) {
  checked(module, MODULE, `${name}/index.js`, true);
  return { ...module, create: (context) => checked(module.create(context), VIEW, `${name}'s view`, false) };
}
