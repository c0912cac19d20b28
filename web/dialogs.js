/**
 * Dialogs and overlays: new game, swap offer, end screen, pass-the-device curtain, notices, the
 * "Génial !" toast and the engine failure screen. Each returns a promise of the user's answer.
 */
import { t } from './i18n.js';
import { symbolSVG } from './symbols.js';
import { levelName, sideName } from './seats.js';
import { rememberSolo } from './storage.js';

const $ = (id) => document.getElementById(id);

/** Ask for a game setup; resolves {players, teams, seats} or null when cancelled. */
export function askNewGame(levels, previous) {
  const dialog = $('new-dialog');
  const form = $('new-form');
  const list = $('seat-list');
  const choices = ['human', ...levels.map((lv) => `ai-${lv}`)];
  const label = (c) => (c === 'human' ? t('seat.human') : t('seat.computer', { level: levelName(c.slice(3)) }));
  const seatsNow = () => [...list.querySelectorAll('select')].map((s) => s.value);

  function drawSeats(players, keep) {
    list.replaceChildren(...Array.from({ length: players }, (_, i) => {
      const li = document.createElement('li');
      const id = `seat-${i}`;
      const chosen = keep[i] ?? (i === 0 ? 'human' : choices[1]);
      li.innerHTML = `<label for="${id}">${t('seat.player', { n: i + 1 })}</label><select id="${id}" data-testid="seat-select">`
        + choices.map((c) => `<option value="${c}"${c === chosen ? ' selected' : ''}>${label(c)}</option>`).join('')
        + '</select>';
      return li;
    }));
  }
  const sync = () => {
    const players = Number(form.players.value);
    form.teams.disabled = players !== 4;
    if (players !== 4) form.teams.checked = false;
    drawSeats(players, seatsNow());
  };
  form.players.value = String(previous?.players ?? 2);
  form.teams.checked = Boolean(previous?.teams);
  drawSeats(Number(form.players.value), previous?.seats ?? []);
  form.teams.disabled = form.players.value !== '4';
  $('new-error').textContent = '';
  form.onchange = (e) => { if (e.target.name === 'players') sync(); };
  return new Promise((resolve) => {
    $('new-cancel').onclick = () => { dialog.close(); resolve(null); };
    form.onsubmit = (e) => {
      e.preventDefault();
      dialog.close();
      resolve({ players: Number(form.players.value), teams: form.teams.checked, seats: seatsNow() });
    };
    dialog.oncancel = () => resolve(null);
    dialog.showModal();
  });
}

/**
 * The swap offer, saying why it is allowed; resolves 'swap' or 'keep'. Its Undo button (shown
 * by Assist when the engine can take back the placement that led here) restarts the game
 * instead, and the restart closes the offer (`dismissSwap`).
 */
export function askSwap(lowest, statics) {
  const dialog = $('swap-dialog');
  const colours = lowest.map((c) => `${symbolSVG(c, statics.symbols, 16)} ${t(`colour.${c}`)}`).join(', ');
  $('swap-reason').innerHTML = t(lowest.length > 1 ? 'swap.reasonMany' : 'swap.reason', { colours });
  return new Promise((resolve) => {
    const answer = (choice) => { dialog.close(); resolve(choice); };
    $('swap').onclick = () => answer('swap');
    $('keep').onclick = () => answer('keep');
    dialog.oncancel = (e) => e.preventDefault(); // a decision is required
    dialog.showModal();
  });
}

/** Close an unanswered swap offer: the game it asked about was replaced (undo). */
export function dismissSwap() {
  $('swap-dialog').close();
}

/** The ranking, each side with its markers sorted ascending; the deciding one is marked. */
export function showEnd(view, names, statics) {
  const list = $('ranking');
  let place = 1;
  list.replaceChildren(...view.standings.map((group) => {
    const li = document.createElement('li');
    li.className = place === 1 ? 'winner' : '';
    li.innerHTML = group.map(({ side, markers, decisive }) => {
      const chips = markers.map(([c, n], i) => `<span class="chip${decisive.includes(i) ? ' decisive' : ''}">`
        + `${symbolSVG(c, statics.symbols, 14)}${n}</span>`).join('');
      return `<div class="standing"><span class="place">${place}</span><span class="who">${names[side]}</span>`
        + `<span class="chips">${chips}</span></div>`;
    }).join('');
    place += group.length;
    return li;
  }));
  $('end-summary').textContent = endSummary(view);
  $('end-how').hidden = view.solo;
  const dialog = $('end-dialog');
  return new Promise((resolve) => {
    $('end-close').onclick = () => { dialog.close(); resolve('board'); };
    $('end-new').onclick = () => { dialog.close(); resolve('new'); };
    dialog.showModal();
  });
}

function endSummary(view) {
  if (view.solo) {
    const result = view.standings[0][0].markers[0][1];
    const best = rememberSolo(result, view.seed).map((e) => e.result);
    return `${t('end.solo', { n: result })} ${t('end.soloBest', { list: best.join(', ') })}`;
  }
  if (view.winner !== null) return t('end.allTop', { who: sideName(view, view.winner) });
  const first = view.standings[0];
  if (first.length > 1) return t('end.tie');
  return t('end.winner', { who: sideName(view, first[0].side) });
}

/** The pass-the-device curtain: hides the hand until the named player says they are there. */
export function curtain(playerName) {
  const box = $('curtain');
  $('curtain-title').textContent = t('curtain.title', { who: playerName });
  $('curtain-go').textContent = t('curtain.go', { who: playerName });
  box.hidden = false;
  behind(box, true);
  $('curtain-go').focus();
  return new Promise((resolve) => {
    $('curtain-go').onclick = () => { box.hidden = true; behind(box, false); resolve(); };
  });
}

/** A full-screen overlay is modal: the page behind it is inert (no focus, not read out). */
function behind(overlay, inert) {
  for (const el of document.body.children) {
    if (el !== overlay && el.tagName !== 'DIALOG' && el.id !== 'announcer') el.inert = inert;
  }
}

/** A short celebratory banner ("Génial !"); stays up `ms` milliseconds. */
export function toast(html, ms = 1800) {
  const el = $('toast');
  el.innerHTML = html;
  el.hidden = false;
  el.classList.remove('pop');
  void el.offsetWidth; // restart the CSS animation
  el.classList.add('pop');
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, ms);
}

/**
 * Tell the player something they must not miss (an address or link refused, saved data set
 * aside, storage unavailable): each text a paragraph of one message box, until OK.
 */
export function tell(...texts) {
  const dialog = $('notice-dialog');
  if (!dialog.open) $('notice-text').replaceChildren();
  $('notice-text').append(...texts.map((text) => Object.assign(document.createElement('p'), { textContent: text })));
  $('notice-close').onclick = () => dialog.close();
  if (!dialog.open) dialog.showModal();
}

/** The engine failed to load: say so and offer a retry (never a blank page). */
export function showFailure(detail, onRetry) {
  $('failure-detail').textContent = detail;
  $('failure').hidden = false;
  behind($('failure'), true);
  $('retry').focus();
  $('retry').onclick = () => { $('failure').hidden = true; behind($('failure'), false); onRetry(); };
}
