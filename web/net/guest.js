/**
 * The guest's side: the page was opened from an invitation. It says which game and seat it
 * joins, answers the host's offer and shows that reply (text, copy button, QR code) for the host
 * to take; once the channel is open, the game is played through a RemoteEngine, so the shell
 * shows it as any game. It connects with this device's connection setting, else the one the
 * invitation carries (net/relay.js). A lost connection is said plainly; the game waits for a fresh
 * invitation from the host (the same seat comes back to this device: its key goes with every
 * reply).
 */
import { t } from '../i18n.js';
import { Peer, candidates } from './peer.js';
import { RemoteEngine } from './remote.js';
import { WATCH, randomHex, readInvitation, replyCode } from './codes.js';
import { drawQR } from './qr.js';
import { deviceKey, guestNonce, relaySetting, takeJoined } from './keep.js';
import { gameTitle } from '../dialogs.js';
import { iceConfig } from './relay.js';
import { relayWords, showRelay } from './settings.js';
import { sayConnection } from './status.js';

const $ = (id) => document.getElementById(id);
/** After how long a guest whose reply has not connected is told what may be wrong: the host
 * connects within a second or two of taking the reply (net/peer.js CONNECT_MS). */
const WAIT_MS = 10000;

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
  const reply = new Reply(invitation);
  showRelay(dialog, () => reply.make());
  await reply.make();
  const connected = await Promise.race([reply.connected, cancelled]);
  reply.stop();
  if (!connected) {
    reply.peer?.close();
    return null;
  }
  dialog.close();
  const { peer, nonce } = reply;
  const remote = new RemoteEngine({ peer, local, key: reply.key });
  peer.onstate = (state) => {
    if (state !== 'lost') return;
    remote.lost();
    sayConnection(t('net.lostHost'), true);
    remote.onLost(t('net.lostHostShort'));
  };
  sayConnection(t(watching ? 'net.watching' : 'net.connected'));
  return { remote, game, seat, commitment, nonce };
}

/**
 * The guest's answer to an invitation, shown as its reply code: made with this device's own
 * connection setting, else the one the invitation carries; made again when the player changes
 * the setting. `connected` resolves once a channel is open. What the guest can tell is said in
 * the dialog: no way to connect found here (at once), not connected yet (after WAIT_MS: the host
 * may not have taken the reply yet, or the devices cannot reach each other), and the
 * connection failed (the reply is then taken down: it cannot connect any more).
 */
class Reply {
  constructor(invitation) {
    this.invitation = invitation;
    this.key = deviceKey();
    this.nonce = invitation.commitment ? guestNonce(invitation.commitment) : randomHex();
    this.peer = null;
    this.timer = null;
    this.connected = new Promise((resolve) => { this.open = resolve; });
  }

  async make() {
    this.stop();
    this.peer?.close();
    const { invitation } = this;
    const own = relaySetting();
    const relay = own.address ? own : invitation.relay;
    $('join-relay').textContent = own.address || !invitation.relay.address ? ''
      : t('net.relay.carried', { what: relayWords(invitation.relay) });
    this.show('', '');
    const peer = new Peer(iceConfig(relay));
    this.peer = peer;
    const sdp = await peer.answer(invitation.sdp);
    if (peer !== this.peer) return; // made again meanwhile
    if (!candidates(sdp)) {
      peer.close();
      this.show('', relay.address ? t('net.fail.noRoute', { server: relay.address }) : t('net.fail.noAddress'));
      return;
    }
    const { id: to, game, seat } = invitation;
    this.show(await replyCode({ sdp, key: this.key, nonce: this.nonce, to, game, seat }), '');
    this.timer = setTimeout(() => $('join-error').replaceChildren(t('net.fail.guestWaiting')), WAIT_MS);
    const open = await peer.opened(null);
    if (peer !== this.peer) return;
    this.stop();
    $('join-error').textContent = '';
    if (open) this.open(true);
    else this.show('', t('net.fail.guestIce'));
  }

  /** Show the reply code (none: '') and what is wrong (none: ''). */
  show(code, error) {
    $('answer-code').textContent = code;
    $('answer-code').closest('.code').hidden = !code;
    $('answer-qr').hidden = !code;
    $('answer-copy').hidden = !code;
    if (code) drawQR($('answer-qr'), code);
    $('answer-copy').onclick = () => navigator.clipboard.writeText(code)
      .then(() => { $('join-copied').textContent = t('net.replyCopied'); }, () => { $('join-copied').textContent = t('net.copyByHand'); });
    $('join-error').textContent = error;
  }

  stop() {
    clearTimeout(this.timer);
  }
}

/** This device was a guest until it reloaded (keep.js takeJoined): say how to take its seat
 * back. `games`: the site's games. */
export function sayAway(games) {
  const away = takeJoined();
  const entry = games.find((g) => g.name === away?.game);
  if (entry) sayConnection(t('net.guestReloaded', { game: gameTitle(entry) }), true);
}
