import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Keeps secrets the site must use again encrypted at rest (AES-256-GCM): a webhook's signing
 * secret, the private address of the owner's own calendar. They cannot be kept as a hash; their
 * key is derived from the site's backup key, which never goes into a backup and comes along to a
 * new machine with a restore (--key-file), so a leaked database or backup holds no usable secret
 * while a restored site still uses them. Each `purpose` has its own key.
 */
export class SecretBox {
  private derived?: Buffer;

  /**
   * `siteKey` is read at the first seal or open, not when the app starts: reading the backup key
   * makes it when there is none, and a key made at a first start would keep `npm run restore
   * --key-file` from putting the restored site's own key in its place.
   */
  constructor(
    private readonly purpose: string,
    private readonly siteKey: () => string,
  ) {}

  private get key(): Buffer {
    return (this.derived ??= Buffer.from(hkdfSync('sha256', this.siteKey(), Buffer.alloc(0), this.purpose, 32)));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** Throws when the text was sealed with another key (a database restored without this site's key) or altered. */
  open(sealedText: string): string {
    const [version, data] = sealedText.split('.');
    if (version !== VERSION || !data) throw new Error(`not a sealed ${this.purpose} text`);
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}
