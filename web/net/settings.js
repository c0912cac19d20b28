/**
 * The one setting of playing on several devices: a STUN server's address, for devices on
 * different networks. Off by default (the devices then meet on one local network and the page
 * contacts nobody); when set, the page says that it contacts that server.
 */
import { t } from '../i18n.js';
import { setStunAddress, stunAddress } from './keep.js';

/** Fill the setting's field in `box` (a <details>) and keep what the player writes. */
export function showStun(box) {
  const input = box.querySelector('input');
  const said = box.querySelector('.stun-said');
  const say = () => {
    said.textContent = stunAddress() ? t('net.stunOn', { server: stunAddress() }) : t('net.stunOff');
  };
  input.value = stunAddress();
  input.onchange = () => {
    setStunAddress(input.value);
    say();
  };
  say();
}
