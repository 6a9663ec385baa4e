import type { Request } from 'express';
import type { AdminUser } from './modules/auth/admin-user.entity';
import type { Services } from './services';

/** What every GraphQL resolver receives. */
export interface Context {
  /** The administrator the request's bearer token belongs to, or null. */
  admin: AdminUser | null;
  /** The caller's address (behind TRUST_PROXY), for rate limits. */
  clientAddress: string;
  services: Services;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export async function buildContext(req: Request, services: Services): Promise<Context> {
  return {
    admin: await services.auth.verify(bearerToken(req)),
    clientAddress: clientAddress(req),
    services,
  };
}
