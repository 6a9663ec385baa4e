import { ErrorCode } from './error-codes';

/** The codes a service refuses with, and the HTTP status each is answered with outside GraphQL. */
const HTTP_STATUS = {
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
} as const;
export type DomainErrorCode = keyof typeof HTTP_STATUS;

export function httpStatusOf(code: DomainErrorCode): number {
  return HTTP_STATUS[code];
}

/**
 * A refusal the client reads as it is, thrown by services without knowing the transport: GraphQL's
 * formatError and the Express error handler map its code. `field` names the one input field at
 * fault, so forms show the message beside it.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
