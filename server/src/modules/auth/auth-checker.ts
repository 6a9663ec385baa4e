import { AuthMessages, DomainError, ErrorCode } from '@plumbing/shared';
import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from './request-context';

/** `@Authorized()` means: a valid administrator token. There is one role, the owner. */
export const authChecker: AuthChecker<RequestContext> = ({ context }) => {
  if (!context.admin) {
    throw new DomainError(ErrorCode.UNAUTHENTICATED, AuthMessages.notAuthenticated);
  }
  return true;
};
