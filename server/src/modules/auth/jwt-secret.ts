import { randomBytes } from 'node:crypto';
import { generatedSecret } from '../../lib/generated-secret';

/**
 * JWT_SECRET when set; otherwise a secret generated on first start and kept in DATA_DIR
 * (mode 0600), so sign-ins survive restarts of the embedded setup.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? generatedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}
