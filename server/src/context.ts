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
  /** The HTTP request's id (its X-Request-Id), which the log quotes with an unexpected error. */
  requestId?: string;
}

/** The token of an `Authorization: Bearer …` value (an HTTP header or a WebSocket connection parameter). */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization && /^Bearer\s+(\S+)$/i.exec(authorization);
  return match ? match[1] : undefined;
}

export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export async function buildContext(authorization: string | undefined, address: string, services: Services, requestId?: string): Promise<Context> {
  return { admin: await services.auth.verify(bearerToken(authorization)), clientAddress: address, services, requestId };
}
