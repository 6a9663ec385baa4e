import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ValidationError } from 'class-validator';
import type { Logger } from '../logger';

/** Errors the client may read as they are; anything else is logged and answered generically. */
const PUBLIC_ERROR_CODES = new Set([
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

/** graphql's "Did you mean …?" ending, which spells out field, type and enum names. */
const SUGGESTION = / ?Did you mean .+\?$/;

export type GraphQLErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** Which field failed and why, without echoing the submitted values back. */
function presentValidationError({ property, constraints, children }: ValidationError): Record<string, unknown> {
  return { property, constraints: constraints ?? {}, ...(children?.length && { children: children.map(presentValidationError) }) };
}

/**
 * The one shape of GraphQL errors, over HTTP and WebSocket alike. `hideSchemaDetails` (when
 * introspection is off) drops graphql's suggestions, which would otherwise reveal the schema
 * one misspelt field at a time.
 */
export function graphqlErrorFormatter(logger: Logger, { hideSchemaDetails }: { hideSchemaDetails: boolean }): GraphQLErrorFormatter {
  return (formatted, error) => {
    const code = formatted.extensions?.code as string | undefined;
    if (code && PUBLIC_ERROR_CODES.has(code)) {
      const { validationErrors } = formatted.extensions as { validationErrors?: ValidationError[] };
      return {
        ...formatted,
        ...(hideSchemaDetails && { message: formatted.message.replace(SUGGESTION, '') }),
        extensions: { code, ...(validationErrors && { validationErrors: validationErrors.map(presentValidationError) }) },
      };
    }
    logger.error({ err: unwrapResolverError(error) }, 'unexpected GraphQL error');
    return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
