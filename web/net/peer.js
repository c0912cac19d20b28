/**
 * One connection between two devices: an RTCPeerConnection with one data channel of JSON text.
 * Signalling is carried by the players (net/codes.js), so it is not trickled: each side waits
 * until its ICE candidates are all gathered and hands over one description. No ICE server is
 * used unless the player set a STUN address (net/settings.js): then the browser contacts it.
 *
 * `onmessage(text)` hears the other side; `onstate(state)` hears 'open' and 'lost' (the channel
 * closed or the connection failed: the other device went away, slept or lost the network).
 */
const GATHER_MS = 5000; // gathering normally ends in well under a second on a local network

export class Peer {
  constructor(iceServers = []) {
    this.pc = new RTCPeerConnection({ iceServers });
    this.channel = null;
    this.state = 'connecting';
    this.onmessage = () => {};
    this.onstate = () => {};
    this.pc.addEventListener('connectionstatechange', () => {
      if (['failed', 'closed', 'disconnected'].includes(this.pc.connectionState)) this.lost();
    });
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

  /** Resolves once the channel is open. */
  opened() {
    if (this.state === 'open') return Promise.resolve();
    return new Promise((resolve) => {
      const before = this.onstate;
      this.onstate = (state) => {
        before(state);
        if (state === 'open') resolve();
      };
    });
  }

  attach(channel) {
    this.channel = channel;
    channel.addEventListener('open', () => this.changed('open'));
    channel.addEventListener('close', () => this.lost());
    channel.addEventListener('message', ({ data }) => this.onmessage(typeof data === 'string' ? data : ''));
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

  lost() {
    this.changed('lost');
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
