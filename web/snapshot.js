/**
 * The engine's memory snapshot: a cache that lets a later visit skip starting Python,
 * installing the wheels and importing the engines — never the truth.
 *
 * One snapshot per origin, in the cache `pyodide-snapshots` (not 'genial-…': the service
 * worker keeps it across builds; a new build's key no longer matches, so it is replaced).
 * Pyodide's own snapshot (`makeMemorySnapshot`) checks only its runtime's build id: a
 * truncated or damaged one would start a broken interpreter, and one of an older build of the
 * site would run that build's engines. So it is stored behind a header of ours — the key of
 * the build it belongs to (Pyodide's version and every wheel's sha256), the packages it holds,
 * its length and a checksum — and every mismatch drops it: the worker then starts afresh.
 *
 * Layout: 'GSN1' (4 bytes), the header's length (uint32, little-endian), the header (JSON,
 * padded with spaces to a multiple of 8 bytes), then Pyodide's snapshot.
 */
const CACHE = 'pyodide-snapshots';
const ENTRY = new URL('./engine-snapshot', import.meta.url).href;
const MAGIC = 'GSN1';

/** The build's key: the runtime's version and every wheel the lock file lists, by hash. */
export function buildKey(version, packages) {
  const wheels = Object.values(packages).map((p) => `${p.name}=${p.sha256}`).sort();
  return [`pyodide=${version}`, ...wheels].join(' ');
}

/**
 * Two 32-bit sums of every 4-byte word (an FNV-style mix and a running total of it): cheap
 * enough to check 45 MB on every start (~20 ms), and any damaged or missing word changes it.
 */
export function checksum(bytes) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  let mix = 0x811c9dc5 | 0;
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    mix = Math.imul(mix ^ words[i], 0x01000193);
    total = (total + mix) | 0;
  }
  return `${(mix >>> 0).toString(16)}-${(total >>> 0).toString(16)}-${bytes.byteLength}`;
}

const openCache = () => (self.caches ? caches.open(CACHE) : Promise.reject(new Error('no cache')));

/** Drop whatever snapshot is stored (a failed or mismatched one must not be tried again). */
export function dropSnapshot() {
  return self.caches ? caches.delete(CACHE).catch(() => false) : Promise.resolve(false);
}

/**
 * The stored snapshot if it belongs to the build `key` (a promise: the lookup starts at once)
 * and is whole: {heap, packages}; else null, and a stored one that does not pass is dropped.
 * Never throws.
 */
export async function readSnapshot(key) {
  try {
    const stored = await (await openCache()).match(ENTRY);
    if (!stored) return null;
    const [bytes, build] = await Promise.all([stored.arrayBuffer(), key]);
    const snapshot = parse(new Uint8Array(bytes), build);
    if (!snapshot) await dropSnapshot();
    return snapshot;
  } catch {
    await dropSnapshot();
    return null;
  }
}

/** {heap, packages} from the stored bytes, or null if they are not a whole snapshot of `key`. */
function parse(bytes, key) {
  if (bytes.byteLength < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) return null;
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true);
  if (length % 8 || 8 + length > bytes.byteLength) return null;
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + length)));
  const heap = bytes.subarray(8 + length);
  const whole = header.key === key && Array.isArray(header.packages) && header.sum === checksum(heap);
  return whole ? { heap, packages: header.packages } : null;
}

/** Store Pyodide's snapshot `heap` of the build `key`, holding `packages` installed and imported. */
export async function writeSnapshot(key, packages, heap) {
  let text = JSON.stringify({ key, packages, sum: checksum(heap) });
  text += ' '.repeat((8 - (text.length % 8)) % 8); // ASCII: one byte a character
  const bytes = new Uint8Array(8 + text.length + heap.byteLength);
  bytes.set(new TextEncoder().encode(MAGIC));
  new DataView(bytes.buffer).setUint32(4, text.length, true);
  bytes.set(new TextEncoder().encode(text), 8);
  bytes.set(heap, 8 + text.length);
  await dropSnapshot(); // one per origin: an older build's goes
  await (await openCache()).put(ENTRY, new Response(bytes));
}
