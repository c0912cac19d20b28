/**
 * What the first screen does not need, loaded once the board is ready (or when first needed):
 * playing on several devices (net/, with its QR codes), the analysis, My ratings. main.js
 * imports this module dynamically, so that none of it competes with the first load.
 */
export { Host } from './net/host.js';
export { join } from './net/guest.js';
export { Post } from './net/post.js';
export { keepGuestRecord } from './net/keep.js';
export { sayAway } from './net/guest.js';
export { sayConnection } from './net/status.js';
export { checkReveal } from './net/deal.js';
export { hearQuestion } from './net/undo.js';
export { Analysis } from './analysis.js';
export { RatingsPanel } from './ratingspanel.js';
