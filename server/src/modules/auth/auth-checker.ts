import { ApiTokenMessages, AuthMessages, DomainError, ErrorCode, isApiScope, type ApiScope } from '@plumbing/shared';
import { Authorized, type AuthChecker } from 'type-graphql';
import type { RequestContext } from './request-context';

/**
 * The role of an operation only the owner's session reaches (the account, its devices, backups,
 * tokens): an API token never does, whatever its scopes.
 */
export const OWNER_ROLE = 'owner';

/** An admin operation only the owner's session reaches: no API token, whatever its scopes. */
export const OwnerOnly = () => Authorized(OWNER_ROLE);

/** An admin operation the owner's session reaches, and an API token that has every one of `scopes`. */
export const OwnerOrScope = (...scopes: [ApiScope, ...ApiScope[]]) => Authorized(...scopes);

/** The scopes an operation's roles name; none means the owner alone (a bare `@Authorized()` too: what is not classified stays closed). */
export function scopesOfRoles(roles: readonly unknown[]): ApiScope[] {
  return roles.includes(OWNER_ROLE) ? [] : roles.filter(isApiScope);
}

/**
 * Whether who asks may do what needs `roles` (an operation's, or a change collection's): the owner's
 * session may do everything; an API token what its scopes allow and never the owner's own
 * operations; anyone else nothing. Refuses with the reason, in the words a developer reads.
 */
export function assertAllowed(context: RequestContext, roles: readonly unknown[]): void {
  if (context.admin) return;
  const token = context.apiToken;
  if (!token) throw new DomainError(ErrorCode.UNAUTHENTICATED, AuthMessages.notAuthenticated);
  if (token === 'refused') throw new DomainError(ErrorCode.UNAUTHENTICATED, ApiTokenMessages.invalid);
  const needed = scopesOfRoles(roles);
  if (needed.length === 0) throw new DomainError(ErrorCode.FORBIDDEN, ApiTokenMessages.ownerOnly);
  const missing = needed.find((scope) => !token.scopes.includes(scope));
  if (missing) throw new DomainError(ErrorCode.FORBIDDEN, ApiTokenMessages.lacksScope(missing));
}

/** `@OwnerOnly()` and `@OwnerOrScope(...)` (type-graphql's `@Authorized` with roles), checked by assertAllowed. */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  assertAllowed(context, roles);
  return true;
};
