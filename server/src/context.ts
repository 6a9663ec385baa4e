import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
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

/** Whether the hop at `address` may be believed about who is behind it: TRUST_PROXY as Express compiles it. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The caller's address: the peer, or the `X-Forwarded-For` entry the trusted proxies vouch for.
 * Express's own `req.ip` rule, applied to WebSocket upgrades (which Express never sees) too.
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust = (req as Request).app.get('trust proxy fn')): string {
  return proxyAddr(req, trust) ?? 'unknown';
}

export async function buildContext(authorization: string | undefined, address: string, services: Services, requestId?: string): Promise<Context> {
  return { admin: await services.auth.verify(bearerToken(authorization)), clientAddress: address, services, requestId };
}
