import type { AdminUser } from './admin-user.entity';
import type { AuthService } from './auth.service';

/**
 * What every GraphQL resolver is told about the request: who asks. Resolvers get the services they
 * call through their constructors (modules/domain-module.ts), never through the context.
 */
export interface RequestContext {
  /** The administrator the request's bearer token belongs to, or null. */
  admin: AdminUser | null;
  /** The caller's address (behind TRUST_PROXY), for rate limits. */
  clientAddress: string;
  /** The server answering a page's own queries while it renders it: the page's request was counted already. */
  serverRender?: boolean;
  /** The HTTP request's id (its X-Request-Id), which the log quotes with an unexpected error. */
  requestId?: string;
  /** Set by a resolver whose public answer turns stale sooner than its read's max-age (e.g. "open now"): the most seconds a cache may keep it. */
  maxAge?: number;
}

/** The token of an `Authorization: Bearer …` value (an HTTP header or a WebSocket connection parameter). */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization && /^Bearer\s+(\S+)$/i.exec(authorization);
  return match ? match[1] : undefined;
}

/** The context of a request carrying `authorization` from `clientAddress`, over HTTP or WebSocket alike. */
export async function requestContext(
  auth: AuthService,
  authorization: string | undefined,
  clientAddress: string,
  requestId?: string,
): Promise<RequestContext> {
  return { admin: await auth.verify(bearerToken(authorization)), clientAddress, requestId };
}
