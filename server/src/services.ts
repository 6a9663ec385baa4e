import type { DataSource } from 'typeorm';
import type { Config } from './config/env';
import { AuthService, type AuthOptions } from './modules/auth/auth.service';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';

/** The app's services, built once per process and shared by GraphQL and REST adapters. */
export interface Services {
  db: DataSource;
  config: Config;
  auth: AuthService;
  rateLimits: RateLimitService;
}

export interface ServiceOverrides {
  auth?: Partial<AuthOptions>;
}

export function createServices(db: DataSource, config: Config, overrides: ServiceOverrides = {}): Services {
  const rateLimits = new RateLimitService(db);
  const auth = new AuthService(db, rateLimits, {
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    jwtExpiresIn: config.jwtExpiresIn,
    ...overrides.auth,
  });
  return { db, config, auth, rateLimits };
}
