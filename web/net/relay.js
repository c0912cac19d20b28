/**
 * The connection setting: one STUN or TURN server (a TURN server with its user name and
 * credential) and "relay only". Devices on one network need none; devices on different
 * networks need a STUN server to find their public addresses, and behind a carrier's or a
 * strict firewall a TURN server to relay what they send. The setting is checked as the player
 * types it (a browser told a wrong address only says, in English, that it cannot parse it), and
 * an invitation carries it so that a guest connects the same way without setting anything.
 */

/** `stun:`, `turn:` or `turns:`, a host name or an IP address (IPv6 in brackets), an optional
 * port and, for TURN, an optional `?transport=udp|tcp` (RFC 7064, RFC 7065). */
const ADDRESS = /^(stun|turns?):(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?(\?transport=(?:udp|tcp))?$/i;

/** No server: the devices meet on one network and the page contacts nobody. */
export const NO_RELAY = Object.freeze({ address: '', user: '', credential: '', only: false });

const isTurn = (address) => /^turns?:/i.test(address);

/** What is wrong with a setting ({address, user, credential, only}), as a locale key of
 * net.relay.*, or null when it can be used. */
export function relayProblem({ address, user, credential, only }) {
  if (!address) return only ? 'net.relay.onlyNeedsTurn' : null;
  const match = address.match(ADDRESS);
  if (!match || Number(match[3] ?? 1) > 65535 || Number(match[3] ?? 1) < 1) return 'net.relay.badAddress';
  if (match[4] && !isTurn(address)) return 'net.relay.badAddress'; // a transport is TURN's
  if (!isTurn(address)) return only ? 'net.relay.onlyNeedsTurn' : null;
  return user && credential ? null : 'net.relay.needsUser';
}

/** The setting made of raw field values (trimmed; a STUN server has no user). */
export function relayOf({ address = '', user = '', credential = '', only = false }) {
  const trimmed = String(address).trim();
  const turn = isTurn(trimmed);
  return {
    address: trimmed, user: turn ? String(user).trim() : '', credential: turn ? String(credential) : '',
    only: Boolean(only),
  };
}

/** Whether `value` is a setting as kept or carried: its fields' types right and usable. */
export function isRelay(value) {
  return value !== null && typeof value === 'object'
    && ['address', 'user', 'credential'].every((field) => typeof value[field] === 'string')
    && typeof value.only === 'boolean' && relayProblem(value) === null;
}

/** The RTCPeerConnection configuration of a usable setting. */
export function iceConfig(setting) {
  if (!setting.address) return { iceServers: [] };
  const server = { urls: setting.address };
  if (isTurn(setting.address)) Object.assign(server, { username: setting.user, credential: setting.credential });
  return { iceServers: [server], iceTransportPolicy: setting.only ? 'relay' : 'all' };
}
