/**
 * One connection between two devices: an RTCPeerConnection with one data channel of JSON text.
 * Signalling is carried by the players (net/codes.js), so it is not trickled: each side waits
 * until its ICE candidates are all gathered and hands over one description. No ICE server is
 * used unless the player set one (net/relay.js): then the browser contacts it.
 *
 * `listen(handler)` hears the other side's texts (those that came before it are held for it);
 * `onstate(state)` hears 'open', 'failed' (the connection never formed: `failure` says why) and
 * 'lost' (the channel closed or the connection failed once open: the other device went away,
 * slept or lost the network).
 */
const GATHER_MS = 5000; // gathering normally ends in well under a second on a local network
/** How long a connection may take to form once both descriptions are set: on one network it
 * forms in well under a second, through a relay in about one (tools/bench_net.py). Past it the
 * devices are told that they cannot reach each other, within the 10 s a player waits. */
export const CONNECT_MS = 8000;

/** How many ICE candidates (ways to reach a device) a description offers. */
export const candidates = (sdp) => (String(sdp).match(/^a=candidate:/gm) ?? []).length;

export class Peer {
  /** `config`: the RTCPeerConnection's configuration (net/relay.js iceConfig). */
  constructor(config = { iceServers: [] }) {
    this.pc = new RTCPeerConnection(config);
    this.channel = null;
    this.state = 'connecting';
    this.failure = null; // why the connection never formed: 'ice' (no pair of addresses worked)
    this.held = [];
    this.heard = null;
    this.onstate = () => {};
    this.pc.addEventListener('connectionstatechange', () => {
      if (['failed', 'closed', 'disconnected'].includes(this.pc.connectionState)) this.lost();
    });
  }

  /** Hear the other side's texts with `handler`, those that came before it first. */
  listen(handler) {
    this.heard = handler;
    for (const text of this.held.splice(0)) handler(text);
  }

  /** The host's side: its offer's SDP, once gathered. */
  async offer() {
    this.attach(this.pc.createDataChannel('game', { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.gathered();
  }

  /** The host takes the guest's answer: the channel opens soon after. */
  async accept(sdp) {
    await this.pc.setRemoteDescription({ type: 'answer', sdp });
  }

  /** The guest's side: its answer's SDP to the host's offer, once gathered. */
  async answer(sdp) {
    this.pc.addEventListener('datachannel', (event) => this.attach(event.channel));
    await this.pc.setRemoteDescription({ type: 'offer', sdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.gathered();
  }

  /** Resolves true once the channel is open, false if the connection fails or is not open
   * within `ms` (then `failure` is 'ice' and the connection is closed); `ms` null: no limit
   * (a guest waits for its host to take its reply, which people carry). */
  opened(ms = CONNECT_MS) {
    if (this.state === 'open') return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = ms === null ? null : setTimeout(() => this.fail(), ms);
      const before = this.onstate;
      this.onstate = (state) => {
        before(state);
        if (!['open', 'failed', 'lost', 'closed'].includes(state)) return;
        clearTimeout(timer);
        resolve(state === 'open');
      };
    });
  }

  /** The connection never formed: said once, and closed. */
  fail() {
    if (this.state !== 'connecting') return;
    this.failure = 'ice';
    this.changed('failed');
    this.close();
  }

  attach(channel) {
    this.channel = channel;
    channel.addEventListener('open', () => this.changed('open'));
    channel.addEventListener('close', () => this.lost());
    channel.addEventListener('message', ({ data }) => {
      const text = typeof data === 'string' ? data : '';
      if (this.heard) this.heard(text);
      else this.held.push(text);
    });
  }

  async gathered() {
    if (this.pc.iceGatheringState !== 'complete') {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, GATHER_MS);
        this.pc.addEventListener('icegatheringstatechange', () => {
          if (this.pc.iceGatheringState === 'complete') {
            clearTimeout(timer);
            resolve();
          }
        });
      });
    }
    return this.pc.localDescription.sdp;
  }

  /** Send text (a message of the protocol, or anything: tests act as a hostile device). */
  send(text) {
    if (this.state !== 'open') return false;
    this.channel.send(String(text));
    return true;
  }

  /** The candidate pair the connection uses: {local, remote}, each 'host', 'srflx', 'prflx'
   * or 'relay' (WebRTC's getStats), or null before one is chosen. */
  async pair() {
    const stats = [...(await this.pc.getStats()).values()];
    const transport = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
    const chosen = stats.find((s) => s.id === transport?.selectedCandidatePairId);
    if (!chosen) return null;
    const type = (id) => stats.find((s) => s.id === id)?.candidateType ?? null;
    return { local: type(chosen.localCandidateId), remote: type(chosen.remoteCandidateId) };
  }

  lost() {
    if (this.state === 'connecting') this.fail();
    else this.changed('lost');
  }

  changed(state) {
    if (this.state === state || this.state === 'closed') return;
    this.state = state;
    this.onstate(state);
  }

  close() {
    this.state = 'closed';
    this.pc.close();
  }
}
