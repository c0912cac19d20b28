/**
 * The shell's dialogs and overlays: new game (the game, its players and modes, the seats),
 * the end screen (its content is the game's), the pass-the-device curtain, notices, a
 * celebratory banner and the engine failure screen. Each returns a promise of the user's answer.
 */
import { gameText, t } from './i18n.js';
import { HUMAN, levelName } from './seats.js';
import { modeKey, ratingOf } from './ratings.js';

const $ = (id) => document.getElementById(id);

/** A game's name in the page's language (its engine's title when the locale has none). */
export function gameTitle({ name, title }) {
  const key = `game.${name}`;
  const text = t(key);
  return text === key ? title : text;
}

/** The keys of a game's modes beyond the player count (e.g. Génial's `teams`). */
const modeKeys = (modes) => [...new Set(modes.flatMap((m) => Object.keys(m)))].filter((k) => k !== 'players');

/**
 * Ask for a game setup. `games`: the catalogue; `load(name)` resolves a game's entry (its
 * static facts: modes and seats); `previous`: {game, players, seats, mode} to start from;
 * `help(entry)` opens how to play the game chosen (its button).
 * Resolves {game, players, seats, ...mode} or null when cancelled.
 */
export function askNewGame(games, load, previous, help) {
  const dialog = $('new-dialog');
  const form = $('new-form');
  let entry = null; // the chosen game's
  let keep = previous; // what to keep of the former choices when the game or players change

  const seatsNow = () => [...$('seat-list').querySelectorAll('select')].map((s) => s.value);
  const modes = () => entry.statics.modes;
  const modeNow = () => Object.fromEntries(modeKeys(modes()).filter((k) => form[k].checked)
    .map((k) => [k, modes().find((m) => k in m)[k]]));

  function drawSeats(players) {
    const choices = entry.statics.seats;
    const label = (c) => {
      if (!c.level) return t('seat.human');
      const rating = entry.statics.ratings?.[c.level]; // the engine's measured rating, if any
      return t(rating ? 'seat.computerRated' : 'seat.computer', { level: levelName(c.level), rating });
    };
    const chosen = keep?.seats ?? [];
    $('seat-list').replaceChildren(...Array.from({ length: players }, (_, i) => {
      const li = document.createElement('li');
      const id = `seat-${i}`;
      const want = choices.some((c) => c.seat === chosen[i]) ? chosen[i] : choices[i === 0 ? 0 : 1].seat;
      li.innerHTML = `<label for="${id}">${t('seat.player', { n: i + 1 })}<span class="team" data-testid="seat-team"></span></label>`
        + `<select id="${id}" data-testid="seat-select">`
        + choices.map((c) => `<option value="${c.seat}"${c.seat === want ? ' selected' : ''}>${label(c)}</option>`).join('')
        + '</select>';
      return li;
    }));
  }

  /** What the setup chosen is (the game's words for its mode, hot-seat, computers only) and
   * each seat's team when the mode has teams (the game's optional `modeAbout`, `seatTeam`). */
  function describe() {
    const config = { players: Number(form.players.value), ...modeNow() };
    const humans = seatsNow().filter((seat) => seat === HUMAN).length;
    const parts = [entry.module.modeAbout?.(config, entry.statics) ?? '',
      humans > 1 ? t('new.about.hotseat', { n: humans }) : '', humans === 0 ? t('new.about.watch') : ''];
    $('mode-about').textContent = parts.filter(Boolean).join(' ');
    $('seat-list').querySelectorAll('.team').forEach((span, seat) => {
      const team = entry.module.seatTeam?.(config, seat, entry.statics);
      span.textContent = team ? ` — ${team}` : '';
    });
  }

  /**
   * The rated game's choice: offered where the game's levels have measured ratings (its static
   * `ratings`), with computer seats to play and no partner (teams); the starting rating asked
   * only before the first rated game of this game and mode. Checked, the seats are the
   * engine's (their list is hidden): you against the level nearest your rating.
   */
  function syncRated() {
    const config = { players: Number(form.players.value), ...modeNow() };
    const why = !entry.statics.ratings ? 'new.ratedNone' : (config.players < 2 && 'new.ratedSolo') || (config.teams && 'new.ratedTeams');
    form.rated.disabled = Boolean(why);
    if (why) form.rated.checked = false;
    const known = ratingOf(modeKey(entry.name, config));
    $('rating-start').hidden = !form.rated.checked || Boolean(known);
    form.rating.disabled = $('rating-start').hidden;
    $('seat-list').hidden = form.rated.checked; // the engine seats the opponents (rated-about says how)
    const about = why ? t(why, { game: gameTitle(entry) })
      : t(known ? 'new.ratedKnown' : 'new.ratedAbout', { rating: known?.rating });
    $('rated-about').textContent = about;
  }

  /** The mode checkboxes: each enabled only with a player count that has it. */
  function syncModes() {
    const players = Number(form.players.value);
    for (const k of modeKeys(modes())) {
      form[k].disabled = !modes().some((m) => m.players === players && k in m);
      if (form[k].disabled) form[k].checked = false;
    }
  }

  function drawGame() {
    const counts = [...new Set(modes().map((m) => m.players))];
    const players = counts.includes(keep?.players) ? keep.players : counts[Math.min(1, counts.length - 1)];
    $('player-counts').replaceChildren(...counts.map((n) => {
      const label = document.createElement('label');
      label.innerHTML = `<input type="radio" name="players" value="${n}"${n === players ? ' checked' : ''}> ${n}`;
      return label;
    }));
    $('mode-list').replaceChildren(...modeKeys(modes()).map((k) => {
      const label = document.createElement('label');
      label.className = 'mode';
      label.innerHTML = `<input type="checkbox" name="${k}"${keep?.mode?.[k] ? ' checked' : ''}> <span>${t(`${entry.name}.new.${k}`)}</span>`;
      return label;
    }));
    syncModes();
    drawSeats(players);
    describe();
    syncRated();
  }

  async function chooseGame(name) {
    $('new-error').textContent = '';
    try {
      entry = await load(name);
    } catch (err) {
      $('new-error').textContent = err.message;
      return;
    }
    if (form.game.value === name) drawGame(); // not overtaken by a later choice
  }

  const choice = form.game;
  choice.replaceChildren(...games.map((g) => new Option(gameTitle(g), g.name)));
  choice.value = previous.game;
  $('new-error').textContent = '';
  form.onchange = (e) => {
    if (e.target.name === 'game') {
      keep = { players: Number(form.players.value), seats: seatsNow(), mode: {} };
      loading = chooseGame(choice.value);
      return;
    }
    if (e.target.name === 'players') {
      keep = { seats: seatsNow(), mode: {} };
      syncModes();
      drawSeats(Number(form.players.value));
    }
    if (entry) {
      describe();
      syncRated();
    }
  };
  let loading = chooseGame(previous.game); // the latest choice's load: buttons wait for it
  return new Promise((resolve) => {
    $('new-cancel').onclick = () => { dialog.close(); resolve(null); };
    $('new-howto').onclick = async () => {
      await loading; // the rules of the game chosen now, not of the one shown before it loaded
      if (entry?.name === choice.value) help(entry);
    };
    form.onsubmit = async (e) => {
      e.preventDefault();
      await loading;
      if (!entry || entry.name !== choice.value) return; // its load failed: new-error says why
      dialog.close();
      const rated = form.rated.checked ? { rated: true, rating: Number(form.rating.value) } : {};
      const setup = { game: entry.name, players: Number(form.players.value), seats: seatsNow(), ...modeNow(), ...rated };
      resolve(e.submitter?.value === 'invite' ? { ...setup, invite: true } : setup); // then invite devices
    };
    dialog.oncancel = () => resolve(null);
    dialog.showModal();
  });
}

/** The end screen: the game's summary, ranking and how it ranks; resolves 'board' or 'new'. */
export function showEnd({ summary, ranking, how }) {
  $('ranking').replaceChildren(...ranking);
  $('end-summary').textContent = summary;
  $('end-how').textContent = how;
  $('end-how').hidden = !how;
  const dialog = $('end-dialog');
  return new Promise((resolve) => {
    $('end-close').onclick = () => { dialog.close(); resolve('board'); };
    $('end-new').onclick = () => { dialog.close(); resolve('new'); };
    dialog.showModal();
  });
}

/**
 * The pass-the-device curtain (named by `nameCurtain`): hides the table and the hand bar until
 * the named player says they are there. The header stays usable above it (new game, games,
 * help, language: none shows a hand); `closeCurtain` takes it down when another game replaces
 * this one.
 */
export function curtain() {
  const box = $('curtain');
  box.hidden = false;
  behind(box, true, ['top']);
  $('curtain-go').focus();
  return new Promise((resolve) => {
    $('curtain-go').onclick = () => { closeCurtain(); resolve(); };
  });
}

/** The curtain's texts for the player being handed the device (again after a language
 * switch), in the game's words where it has its own (Blokus hides no tiles). */
export function nameCurtain(playerName, game) {
  const words = gameText(game);
  $('curtain-title').textContent = words('curtain.title', { who: playerName });
  $('curtain-hint').textContent = words('curtain.hint');
  $('curtain-go').textContent = words('curtain.go', { who: playerName });
}

export function closeCurtain() {
  const box = $('curtain');
  if (box.hidden) return;
  box.hidden = true;
  behind(box, false);
}

/** A full-screen overlay is modal: the page behind it is inert (no focus, not read out), but
 * for the elements of the classes `open`. */
function behind(overlay, inert, open = []) {
  for (const el of document.body.children) {
    const kept = el === overlay || el.tagName === 'DIALOG' || el.id === 'announcer';
    if (!kept) el.inert = inert && !open.some((name) => el.classList.contains(name));
  }
}

/** A short celebratory banner (Génial's "Génial !"); stays up `ms` milliseconds. */
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
