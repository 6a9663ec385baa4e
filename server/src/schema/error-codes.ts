/** Errors the client may read as they are; anything else is logged and answered generically. */
export const PUBLIC_ERROR_CODES: ReadonlySet<unknown> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
]);
