declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** RFC 8188 decryption; for Web Push (aes128gcm) the receiver's key pair and auth secret (RFC 8291). */
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
}
