import type { GraphQLFormattedError } from 'graphql';
import type { ValidationError } from 'class-validator';
import { PUBLIC_ERROR_CODES } from '@plumbing/shared';
import { domainErrorOf, graphqlExtensionsOf } from './domain-errors';

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
 * one misspelt field at a time. Unexpected errors are logged where the operation and request are
 * known (unexpected-errors.ts), not here. A service's refusal (DomainError) gets its extensions here.
 */
export function graphqlErrorFormatter({ hideSchemaDetails }: { hideSchemaDetails: boolean }): GraphQLErrorFormatter {
  return (formatted, error) => {
    const domain = domainErrorOf(error);
    const extensions = domain ? graphqlExtensionsOf(domain) : formatted.extensions;
    const code = extensions?.code as string | undefined;
    if (code && PUBLIC_ERROR_CODES.has(code)) {
      const { validationErrors } = extensions as { validationErrors?: ValidationError[] };
      return {
        ...formatted,
        ...(hideSchemaDetails && { message: formatted.message.replace(SUGGESTION, '') }),
        extensions: { code, ...(validationErrors && { validationErrors: validationErrors.map(presentValidationError) }) },
      };
    }
    return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
