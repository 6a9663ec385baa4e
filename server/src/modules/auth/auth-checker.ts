import { DomainError, ErrorCode } from '@plumbing/shared';
import type { AuthChecker } from 'type-graphql';
import type { Context } from '../../context';
import { AuthMessages } from './auth.messages';

/** `@Authorized()` means: a valid administrator token. There is one role, the owner. */
export const authChecker: AuthChecker<Context> = ({ context }) => {
  if (!context.admin) {
    throw new DomainError(ErrorCode.UNAUTHENTICATED, AuthMessages.notAuthenticated);
  }
  return true;
};
