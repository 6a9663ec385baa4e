import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The two signed things of customer photos, under one key of the site's own: the upload token a
 * form gets before its first photo (it binds the photos to that one submission, and expires), and
 * the short-lived addresses the owner's browser fetches a photo by (an <img> sends no bearer token).
 */
export class PhotoSignatures {
  constructor(
    private readonly key: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private mac(purpose: string, text: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${text}`).digest('base64url');
  }

  private matches(purpose: string, text: string, mac: string): boolean {
    const expected = Buffer.from(this.mac(purpose, text));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private get nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** A new submission's upload token, valid for `seconds`. */
  uploadToken(seconds: number): { token: string; expiresAt: Date } {
    const nonce = randomBytes(16).toString('base64url');
    const expires = this.nowSeconds + seconds;
    return { token: `${nonce}.${expires}.${this.mac('upload', `${nonce}.${expires}`)}`, expiresAt: new Date(expires * 1000) };
  }

  /**
   * The submission a valid token names (its nonce's SHA-256, as photos keep it), or null. An upload
   * needs an unexpired token; the request it goes with may come `graceSeconds` later (a form left
   * open), while its photos are still kept.
   */
  submissionOf(token: string | null | undefined, graceSeconds = 0): string | null {
    const [nonce, expires, mac, ...rest] = (token ?? '').split('.');
    if (!nonce || !expires || !mac || rest.length || !/^\d+$/.test(expires)) return null;
    if (Number(expires) + graceSeconds <= this.nowSeconds || !this.matches('upload', `${nonce}.${expires}`, mac)) return null;
    return createHash('sha256').update(nonce).digest('hex');
  }

  /** The query of a photo's address, valid for `seconds`. */
  viewQuery(path: string, seconds: number): string {
    const expires = this.nowSeconds + seconds;
    return `expires=${expires}&signature=${this.mac('view', `${path}.${expires}`)}`;
  }

  /** Whether `expires` and `signature` sign `path` and have not expired. */
  viewAllowed(path: string, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d+$/.test(expires)) return false;
    return Number(expires) > this.nowSeconds && this.matches('view', `${path}.${expires}`, signature);
  }
}
