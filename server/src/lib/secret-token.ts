import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret that is its holder's only credential (a manage link, an unsubscribe link, the calendar
 * feed's address): 32 random bytes, base64url (43 characters). Kept only as its secretTokenHash, so
 * a leaked database opens nothing.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of the token as given: whatever was typed is hashed and looked up alike, so a malformed token costs what a real one does. */
export function secretTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
