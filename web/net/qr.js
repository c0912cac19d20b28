/**
 * QR codes of the invitation and the reply: drawn on a canvas, read back from an image, and
 * scanned from the camera. Encoding and decoding are @paulmillr/qr's (pinned in package.json,
 * copied into the site by build.py); the camera is read by the browser's BarcodeDetector where
 * it has one, else by that decoder, frame by frame.
 */
import { encodeQR } from '../vendor/qr/index.js';
import { decodeQR } from '../vendor/qr/decode.js';

const MODULE_PX = 4; // pixels per QR module: sharp on screens, readable by a camera at arm's length
const SCAN_MS = 250; // how often a camera frame is tried by the fallback decoder
/** The encoder's own choice of mask first, then each of the eight. */
const MASKS = [undefined, 0, 1, 2, 3, 4, 5, 6, 7];

/** The pixels of `modules` (rows of dark or light) drawn as drawQR draws them, as ImageData. */
function pixels(modules) {
  const size = modules.length * MODULE_PX;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const dark = modules[Math.floor(i / size / MODULE_PX)][Math.floor((i % size) / MODULE_PX)];
    data.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], i * 4);
  }
  return { width: size, height: size, data };
}

/** Whether the decoder reads `text` back from `modules` drawn as the page draws them. */
function readsBack(modules, text) {
  try {
    return decodeQR(pixels(modules)) === text;
  } catch {
    return false;
  }
}

/**
 * The modules of `text`'s QR code (low error correction: the codes are long), drawn with a mask
 * that the page's own decoder reads back: with the encoder's choice of mask, about one long code
 * in thirty is unreadable to it even drawn perfectly, and another mask always was in our trials.
 */
export function qrModules(text) {
  let chosen = null;
  for (const mask of MASKS) {
    const modules = encodeQR(text, 'raw', { ecc: 'low', border: 4, mask });
    chosen ??= modules;
    if (readsBack(modules, text)) return modules;
  }
  return chosen; // no mask reads back (never seen): the encoder's own choice
}

/** Draw `text` as a QR code on `canvas`, one that the page's decoder reads back. */
export function drawQR(canvas, text) {
  const modules = qrModules(text);
  const size = modules.length * MODULE_PX;
  Object.assign(canvas, { width: size, height: size });
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000';
  modules.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) ctx.fillRect(x * MODULE_PX, y * MODULE_PX, MODULE_PX, MODULE_PX);
  }));
  canvas.dataset.text = text; // what it holds, for a reader of the page's code
}

/** The text of the QR code in an image source (a canvas, a video frame), or null. */
export function readQR(source) {
  const width = source.videoWidth || source.width;
  const height = source.videoHeight || source.height;
  if (!width || !height) return null;
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.drawImage(source, 0, 0);
  try {
    return decodeQR(ctx.getImageData(0, 0, width, height));
  } catch {
    return null; // no readable code in this frame
  }
}

/** Whether this browser can film: the scan button is offered only then. */
export const canScan = () => Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Film with the back camera into `video` until a QR code is read: resolves its text; `stop()`
 * on the returned object ends filming (and resolves null).
 */
export function scan(video) {
  let stopped = false;
  let stream = null;
  const stop = () => {
    stopped = true;
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  const text = (async () => {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    if (stopped) {
      stop();
      return null;
    }
    video.srcObject = stream;
    await video.play();
    const detector = 'BarcodeDetector' in window ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;
    while (!stopped) {
      const found = detector ? (await detector.detect(video).catch(() => []))[0]?.rawValue : readQR(video);
      if (found) {
        stop();
        return found;
      }
      await new Promise((resolve) => { setTimeout(resolve, SCAN_MS); });
    }
    return null;
  })();
  text.catch(() => stop());
  return { text, stop };
}
