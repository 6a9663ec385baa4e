import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret as Standard Webhooks writes it: whsec_ and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const VERSION = 'v1';

/**
 * Keeps signing secrets encrypted at rest (AES-256-GCM). The secret must sign every delivery, so
 * it cannot be kept as a hash; its key is derived from the site's backup key, which never goes
 * into a backup and comes along to a new machine with a restore (--key-file), so a leaked
 * database or backup holds no usable secret while a restored site still signs.
 */
export class SecretBox {
  private derived?: Buffer;

  /**
   * `siteKey` is read at the first seal or open, not when the app starts: reading the backup key
   * makes it when there is none, and a key made at a first start would keep `npm run restore
   * --key-file` from putting the restored site's own key in its place.
   */
  constructor(private readonly siteKey: () => string) {}

  private get key(): Buffer {
    return (this.derived ??= Buffer.from(hkdfSync('sha256', this.siteKey(), Buffer.alloc(0), 'webhook signing secrets', 32)));
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
    if (version !== VERSION || !data) throw new Error('not a sealed webhook secret');
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/**
 * The Standard Webhooks headers of one try: its id, its time (the receiver's clock judges it, so
 * the real time of sending) and one signature per secret in force (after a rotation, the new one
 * and the previous one until it expires: a receiver holding either verifies).
 */
export function signedHeaders(messageId: string, sentAt: Date, body: string, secrets: string[]): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, sentAt, body)).join(' '),
  };
}
