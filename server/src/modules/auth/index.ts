import { domainModule, type ModuleDeps } from '../domain-module';
import type { RateLimitService } from '../rate-limit';
import { AdminUser } from './admin-user.entity';
import { AuthResolver } from './auth.resolver';
import { authRouter } from './auth.rest';
import { AuthService, type AuthOptions } from './auth.service';
import { resolveJwtSecret } from './jwt-secret';

/** The one administrator: setup, sign-in, sessions, and who is asking (RequestContext) with what it may do (authChecker). */
export const authModule = domainModule({
  name: 'auth',
  entities: [AdminUser],
  resolvers: [AuthResolver],
  createServices: ({ db, config, rateLimits }: ModuleDeps<{ rateLimits: RateLimitService }>, options?: Partial<AuthOptions>) => ({
    auth: new AuthService(db, rateLimits, {
      jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
      jwtExpiresIn: config.jwtExpiresIn,
      ...options,
    }),
  }),
  routers: ({ auth }) => [{ path: '/api/admin', jsonLimit: '16kb', router: authRouter(auth) }],
});

export { assertAllowed, authChecker, OWNER_ROLE, OwnerOnly, OwnerOrScope, scopesOfRoles } from './auth-checker';
export type { AuthService } from './auth.service';
export type { AdminUser } from './admin-user.entity';
export {
  bearerToken,
  requestContext,
  sessionRefusal,
  type ApiTokenCaller,
  type ApiTokenVerifier,
  type Credentials,
  type RequestContext,
} from './request-context';
