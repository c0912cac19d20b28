/** Génial's strings: its own keys (locales/<lang>.json here), else the shell's. */
import { gameText } from '../i18n.js';

export const NAME = 'genial';
export const t = gameText(NAME);
