import { CombinedGraphQLErrors } from '@apollo/client';
import { SignInMessages } from '@plumbing/shared';

const RATE_LIMIT = /too many|rate.?limit/i;

/**
 * What a refused sign-in shows: the server's own text when it says the visitor is rate limited
 * (so they know to wait), otherwise the generic message that reveals nothing about the account.
 */
export function loginFailureMessage(serverMessage?: string | null): string {
  return serverMessage && RATE_LIMIT.test(serverMessage) ? serverMessage : SignInMessages.invalidCredentials;
}

/**
 * The server's text of a thrown Apollo error when the server answered with GraphQL errors,
 * or null when no GraphQL answer came back (no connection, proxy or HTTP failure: a network error).
 */
export function serverErrorText(error: unknown): string | null {
  return CombinedGraphQLErrors.is(error) ? error.errors.map((e) => e.message).join(' ') : null;
}
