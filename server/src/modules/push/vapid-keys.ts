import webpush from 'web-push';
import type { Config, VapidKeys } from '../../config/env';
import { generatedSecret } from '../../lib/generated-secret';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated on first start and
 * kept in DATA_DIR (mode 0600), as the JWT secret is. A device subscribes with the public key, so
 * every instance must send with the same pair: give them the same settings (or one DATA_DIR).
 */
export function resolveVapidKeys({ vapidKeys, dataDir }: Pick<Config, 'vapidKeys' | 'dataDir'>): VapidKeys {
  if (vapidKeys) return vapidKeys;
  const { publicKey, privateKey } = JSON.parse(
    generatedSecret(dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as VapidKeys;
  return { publicKey, privateKey };
}
