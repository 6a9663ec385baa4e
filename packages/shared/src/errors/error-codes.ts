/** The `extensions.code` of a GraphQL error; the client may read all but INTERNAL_SERVER_ERROR as they are. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  OPERATION_RESOLUTION_FAILURE: 'OPERATION_RESOLUTION_FAILURE',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The change contradicts what already exists, e.g. a second administrator. */
  CONFLICT: 'CONFLICT',
  /** Anything unexpected, logged by the server and answered generically. */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Errors the client may read as they are; anything else is logged and answered generically. */
export const PUBLIC_ERROR_CODES: ReadonlySet<unknown> = new Set(
  Object.values(ErrorCode).filter((code) => code !== ErrorCode.INTERNAL_SERVER_ERROR),
);
