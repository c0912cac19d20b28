/**
 * The guest's side: the page was opened from an invitation. It says which game and seat it
 * joins, answers the host's offer and shows that reply (text, copy button, QR code) for the host
 * to take; once the channel is open, the game is played through a RemoteEngine, so the shell
 * shows it as any game. A lost connection is said plainly; the game waits for a fresh
 * invitation from the host (the same seat comes back to this device: its key goes with every
 * reply).
 */
import { t } from '../i18n.js';
import { Peer } from './peer.js';
import { RemoteEngine } from './remote.js';
import { WATCH, randomHex, readInvitation, replyCode } from './codes.js';
import { drawQR } from './qr.js';
import { deviceKey, guestNonce, iceServers } from './keep.js';
import { sayConnection } from './status.js';

const $ = (id) => document.getElementById(id);

/**
 * Join the game of the invitation in an address's fragment `hash`. `local`: this device's engine; `title(game)`:
 * a game's name, or null if the site has no such game; `explain(err)`: a refusal in words.
 * Resolves {remote, game, seat, commitment, nonce} once connected, or null if the player gave
 * up or the invitation is unreadable (said in the dialog).
 */
export async function join({ hash, local, title, explain }) {
  const dialog = $('join-dialog');
  $('join-error').textContent = '';
  $('answer-code').textContent = '';
  dialog.showModal();
  const cancelled = new Promise((resolve) => {
    $('join-cancel').onclick = () => {
      dialog.close();
      resolve(null);
    };
  });
  let invitation;
  try {
    invitation = await readInvitation(hash);
    if (!title(invitation.game)) throw new Error(t('error.game', { name: invitation.game }));
  } catch (err) {
    $('join-error').textContent = err.code ? explain(err) : err.message;
    return cancelled;
  }
  const { game, seat, commitment } = invitation;
  const watching = seat === WATCH;
  $('join-what').textContent = watching ? t('net.joinWatch', { game: title(game) })
    : t('net.joinWhat', { game: title(game), n: seat + 1 });
  $('join-deal').textContent = commitment ? t('net.dealChecked') : t('net.dealUnchecked');
  const peer = new Peer(iceServers());
  const key = deviceKey();
  const nonce = commitment ? guestNonce(commitment) : randomHex();
  const code = await replyCode({ sdp: await peer.answer(invitation.sdp), key, nonce });
  $('answer-code').textContent = code;
  drawQR($('answer-qr'), code);
  $('answer-copy').onclick = () => navigator.clipboard.writeText(code)
    .then(() => { $('join-copied').textContent = t('net.replyCopied'); }, () => { $('join-copied').textContent = t('net.copyByHand'); });
  const connected = await Promise.race([peer.opened().then(() => true), cancelled]);
  if (!connected) {
    peer.close();
    return null;
  }
  dialog.close();
  const remote = new RemoteEngine({ peer, local, key });
  peer.onstate = (state) => {
    if (state !== 'lost') return;
    remote.lost();
    sayConnection(t('net.lostHost'), true);
  };
  sayConnection(t(watching ? 'net.watching' : 'net.connected'));
  return { remote, game, seat, commitment, nonce };
}
