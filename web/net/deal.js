/**
 * A deal nobody chose (commit and reveal). The host makes a secret here (the browser's
 * crypto.getRandomValues) and sends only its commitment with each invitation of a game not yet
 * begun; each guest's reply brings a nonce of its own; the seed is the engine's `deal_seed` of
 * the secret and every nonce, so the host re-deals the game (still without a decision) each time
 * a guest joins. At the end the host reveals the secret, the nonces and the full record, and each
 * guest's own engine checks (`check_deal`) that the deal and every move hold. The hashing and the
 * replay are the engine's (tabletop/deal.py): nothing is computed here but the randomness.
 */
import { t } from '../i18n.js';
import { randomHex } from './codes.js';

export class Deal {
  constructor(secret, commitment) {
    Object.assign(this, { secret, commitment });
    this.nonces = [];
    this.revealed = false;
  }

  /** A new deal's secret and its commitment. */
  static async open(engine) {
    const secret = randomHex();
    const { commitment } = await engine.request('deal_seed', { secret, nonces: [] });
    return new Deal(secret, commitment);
  }

  /** The deal kept from before a reload (keep.js `hostDeal`), or null. */
  static restore(kept) {
    if (!kept) return null;
    const deal = new Deal(kept.secret, kept.commitment);
    deal.nonces = [...kept.nonces];
    return deal;
  }

  /** A guest's nonce joins the deal: the seed (text) the game is to be dealt from now. */
  async add(engine, nonce) {
    if (!this.nonces.includes(nonce)) this.nonces.push(nonce); // a device back sends its own again
    return (await engine.request('deal_seed', { secret: this.secret, nonces: this.nonces })).seed;
  }

  /** What the host sends every guest once the game is over. */
  reveal(record) {
    this.revealed = true;
    return { push: 'reveal', secret: this.secret, nonces: this.nonces, commitment: this.commitment, record };
  }
}

/**
 * A guest's check of the host's reveal, on its own engine: the commitment is the one its
 * invitation held, its own nonce is in, and `check_deal` finds no problem. Resolves what to say.
 * `joined`: {commitment, nonce} of this device's invitation and reply; `decisions`: how many
 * this device saw played; `explain(problem)`: a problem in words.
 */
export async function checkReveal(local, joined, message, decisions, explain) {
  if (!joined.commitment) return t('net.dealUnchecked');
  const { secret, nonces, commitment, record } = message;
  if (typeof secret !== 'string' || !Array.isArray(nonces) || commitment !== joined.commitment) {
    return t('net.dealBad', { detail: t('net.dealOtherCommitment') });
  }
  if (!nonces.includes(joined.nonce)) return t('net.dealBad', { detail: t('net.dealNonceMissing') });
  if (record?.decisions?.length !== decisions) return t('net.dealBad', { detail: t('net.dealOtherGame', { n: decisions }) });
  try {
    const { ok, problems } = await local.request('check_deal', { record, secret, nonces, commitment });
    return ok ? t('net.dealGood') : t('net.dealBad', { detail: problems.map((p) => explain(p)).join('; ') });
  } catch (err) {
    return t('net.dealBad', { detail: explain(err) });
  }
}
