import { createHmac, timingSafeEqual } from 'node:crypto';

/** The archive's second file: the manifest's HMAC, made with the site's backup key. */
export const SIGNATURE_FILE = 'manifest.sig';

const PREFIX = 'hmac-sha256:';

/** The signature file's text for a manifest's exact bytes. */
export function signManifest(manifest: Buffer, key: string): string {
  return `${PREFIX}${createHmac('sha256', key).update(manifest).digest('hex')}\n`;
}

/** Whether `signature` (the signature file's text) was made for these manifest bytes with `key`. */
export function signatureMatches(manifest: Buffer, signature: string, key: string): boolean {
  const expected = Buffer.from(signManifest(manifest, key));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
