import { ApiTokenMessages, AuthMessages, DomainError, ErrorCode, isApiTokenText, type ApiScope } from '@plumbing/shared';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import type { AdminUser } from './admin-user.entity';
import type { AuthService } from './auth.service';

/** An API token a request carries (issue #43): which one, and what it may do. */
export interface ApiTokenCaller {
  id: string;
  name: string;
  scopes: readonly ApiScope[];
}

/**
 * Who checks an API token: the api-tokens domain, which builds on this one (so this one names only
 * what it asks of it, and the wiring hands the service over).
 */
export interface ApiTokenVerifier {
  /** The token's caller, or null when it is unknown, malformed or revoked. */
  verify(token: string): Promise<ApiTokenCaller | null>;
}

/** What tells who a request's bearer token belongs to: the owner's session (a JWT) or an API token. */
export interface Credentials {
  auth: AuthService;
  apiTokens: ApiTokenVerifier;
}

/**
 * What every GraphQL resolver is told about the request: who asks. Resolvers get the services they
 * call through their constructors (modules/domain-module.ts), never through the context.
 */
export interface RequestContext {
  /** The administrator the request's bearer token belongs to, or null. */
  admin: AdminUser | null;
  /**
   * The API token the request's bearer is, when it is one (`tpr_…`): its scopes; `refused` when it is
   * unknown, malformed or revoked (the request is refused whole: graphql/api-token-refusal.ts).
   */
  apiToken?: ApiTokenCaller | 'refused';
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
  { auth, apiTokens }: Credentials,
  authorization: string | undefined,
  clientAddress: string,
  requestId?: string,
): Promise<RequestContext> {
  const token = bearerToken(authorization);
  try {
    // The prefix tells an API token from a session at once: neither is ever tried as the other.
    if (isApiTokenText(token)) return { admin: null, apiToken: (await apiTokens.verify(token)) ?? 'refused', clientAddress, requestId };
    return { admin: await auth.verify(token), clientAddress, requestId };
  } catch (error) {
    // Who asks cannot be told while the database is away: a refusal to try again, not an internal error.
    if (isDatabaseUnreachable(error)) throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, AuthMessages.cannotCheckNow);
    throw error;
  }
}

/**
 * How the owner's REST addresses (backup downloads, e-mail, the session check) refuse a request
 * without the owner's session: an API token is told it works with GraphQL only.
 */
export function sessionRefusal(token: string | undefined): { status: number; error: string } {
  return isApiTokenText(token)
    ? { status: 403, error: ApiTokenMessages.notForThisAddress }
    : { status: 401, error: AuthMessages.notAuthenticated };
}
