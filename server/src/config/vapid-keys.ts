import { createECDH } from 'node:crypto';
import type { VapidKeys } from './config';

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** What is wrong with a configured VAPID key pair, if anything: an uncompressed P-256 public key of the private one. */
export function vapidKeysProblem({ publicKey, privateKey }: VapidKeys): string | undefined {
  const point = BASE64URL.test(publicKey) ? Buffer.from(publicKey, 'base64url') : Buffer.alloc(0);
  if (point.length !== 65 || point[0] !== 4)
    return 'VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes in URL-safe base64 (87 characters)';
  const secret = BASE64URL.test(privateKey) ? Buffer.from(privateKey, 'base64url') : Buffer.alloc(0);
  if (secret.length !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes in URL-safe base64 (43 characters)';
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(secret);
  } catch {
    return 'VAPID_PRIVATE_KEY is not a valid P-256 private key';
  }
  return ecdh.getPublicKey().equals(point) ? undefined : 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
}
