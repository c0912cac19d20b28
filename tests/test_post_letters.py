"""The letters of a game played by messages (#37), in Node with its WebCrypto: web/net/seal.js
seals for one recipient (ECDH P-256, AES-GCM bound to the letter's header) and web/net/letters.js
writes and reads the links. A letter opens only with the recipient's key and its own header: a
third key, one byte changed, another header (another number, seat, game or sender) all fail; a
damaged or foreign link is refused before anything reads it."""

import sys

import pytest

from test_web_modules import run_in_node

LETTERS = """
globalThis.location = { href: 'https://example.org/play/', hash: '' };
const { newKeys, seal, sharedKey, unseal } = await import('./seal.js');
const L = await import('./letters.js');
const host = await newKeys();
const guest = await newKeys();
const third = await newKeys();
const header = { id: 'a'.repeat(32), seat: 1, from: 'host', n: 2, key: host.public };
const body = { view: { hands: [null, ['r1']] }, text: 'é'.repeat(50) };
const hostKey = await sharedKey(host.secret, guest.public);
const sealed = await seal(hostKey, await L.bodyBytes(body), L.labelOf(header));
const link = L.letterLink(header, sealed);
const frag = (address) => address.slice(address.indexOf('#'));
const read = L.readLetter(link.slice(link.indexOf('#')));
const tries = async (key, letter) => {
  try {
    return await L.readBody(await unseal(key, letter.sealed, L.labelOf(letter.header)));
  } catch (err) {
    return 'refused';
  }
};
const guestKey = await sharedKey(guest.secret, read.header.key);
const altered = Uint8Array.from(read.sealed);
altered[20] ^= 1;
const refusedLinks = [];
for (const hash of ['#post=', '#post=abc$', '#join=abc', `#post=${'A'.repeat(40000)}`,
  link.slice(link.indexOf('#')).split('.')[0], // a letter without its body
  frag(L.letterLink({ ...header, n: 0, game: 'qwirkle' }, sealed)), // a body: no invitation
  frag(L.letterLink({ ...header, seat: -1 }, sealed)),
  frag(L.letterLink({ ...header, from: 'someone' }, sealed))]) {
  try {
    L.readLetter(hash);
    refusedLinks.push(false);
  } catch (err) {
    refusedLinks.push(err.message);
  }
}
console.log(JSON.stringify({
  address: link.split('#')[0], length: link.length, header: read.header,
  opened: await tries(guestKey, read),
  byThird: await tries(await sharedKey(third.secret, read.header.key), read),
  altered: await tries(guestKey, { ...read, sealed: altered }),
  renumbered: await tries(guestKey, { ...read, header: { ...read.header, n: 3 } }),
  otherSeat: await tries(guestKey, { ...read, header: { ...read.header, seat: 2 } }),
  otherGame: await tries(guestKey, { ...read, header: { ...read.header, id: 'b'.repeat(32) } }),
  otherSender: await tries(guestKey, { ...read, header: { ...read.header, from: 'guest' } }),
  invitation: L.readLetter(frag(L.letterLink({ ...header, n: 0, game: 'qwirkle' }))),
  refusedLinks,
}));
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="runs Node: CPython only")
def test_a_letter_opens_only_for_its_recipient_and_its_own_header(tmp_path):
    out = run_in_node(tmp_path, "net", LETTERS)
    assert out["address"] == "https://example.org/play/"
    assert out["header"]["n"] == 2 and out["header"]["seat"] == 1
    assert out["opened"] == {"view": {"hands": [None, ["r1"]]}, "text": "é" * 50}
    for way in ("byThird", "altered", "renumbered", "otherSeat", "otherGame", "otherSender"):
        assert out[way] == "refused", way
    assert out["invitation"]["sealed"] is None and out["invitation"]["header"]["game"] == "qwirkle"
    assert all(out["refusedLinks"]), out["refusedLinks"]
    assert set(out["refusedLinks"]) == {"net.post.badLink"}  # no strings loaded: t() gives the key
