/**
 * The connection setting's fields (net/relay.js says what they mean): one box, shown in the
 * invitation dialog and moved into the join dialog for a guest who needs a setting of its own.
 * What the player types is checked at each key: a usable setting is kept at once, anything else
 * is said plainly and keeps nothing (the setting kept before stays). No server is contacted
 * while the player types: only a connection made afterwards uses the setting.
 */
import { t } from '../i18n.js';
import { keepRelay, relaySetting } from './keep.js';
import { relayOf, relayProblem } from './relay.js';

const $ = (id) => document.getElementById(id);
const FIELDS = { address: 'relay-address', user: 'relay-user', credential: 'relay-credential' };

const field = (box, name) => box.querySelector(`[data-testid=${FIELDS[name]}]`);

/** What a usable setting does, in words. */
export function relayWords(setting) {
  if (!setting.address) return t('net.relay.off');
  const what = t(setting.address.startsWith('stun:') ? 'net.relay.stunOn' : 'net.relay.turnOn', { server: setting.address });
  return setting.only ? `${what} ${t('net.relay.onlyOn')}` : what;
}

/** Show the setting's box in `dialog` (above its buttons), filled with this device's setting;
 * `changed(setting)` hears each usable setting the player makes. */
export function showRelay(dialog, changed = () => {}) {
  const box = $('relay-box');
  dialog.querySelector('menu').before(box);
  const said = box.querySelector('.relay-said');
  const only = box.querySelector('[data-testid=relay-only]');
  const say = (text, error = false) => {
    said.textContent = text;
    said.classList.toggle('form-error', error);
  };
  const kept = relaySetting();
  for (const name of Object.keys(FIELDS)) field(box, name).value = kept[name];
  only.checked = kept.only;
  say(relayWords(kept));
  const read = () => {
    const values = Object.fromEntries(Object.keys(FIELDS).map((name) => [name, field(box, name).value]));
    const setting = relayOf({ ...values, only: only.checked });
    const problem = relayProblem(setting);
    say(problem ? t(problem, { address: setting.address }) : relayWords(setting), Boolean(problem));
    return problem ? null : setting;
  };
  box.oninput = () => { // kept at each key; the connections made from now on use it
    const setting = read();
    if (setting) keepRelay(setting);
  };
  box.onchange = () => { // a field left or the box ticked: the invitation on show is made again
    const setting = read();
    if (setting) changed(setting);
  };
}
