import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import {
  DomainError,
  ErrorCode,
  fieldValidationErrors,
  httpStatusOf,
  type DomainErrorCode,
  type ValidationErrorWire,
} from '@plumbing/shared';

/** The service's refusal behind a GraphQL error, if it is one. */
export function domainErrorOf(error: unknown): DomainError | undefined {
  const original = unwrapResolverError(error);
  return original instanceof DomainError ? original : undefined;
}

/** A refusal's GraphQL extensions: its code, and for one field the validation errors forms show beside it. */
export function graphqlExtensionsOf({ code, message, field }: DomainError): {
  code: DomainErrorCode;
  validationErrors?: ValidationErrorWire[];
} {
  return { code, ...(field !== undefined && { validationErrors: fieldValidationErrors(field, message) }) };
}

/**
 * GraphQL answers refusals with 200 and the error in the body; a missing sign-in alone is a 401. An
 * API token lacking a scope (FORBIDDEN) is a 200 too: the other fields of the same request may be answered.
 */
export function graphqlHttpStatusOf(code: DomainErrorCode): number | undefined {
  return code === ErrorCode.UNAUTHENTICATED ? 401 : undefined;
}

/** Sets the HTTP status of a GraphQL answer that carries a refusal with one (see graphqlHttpStatusOf). */
export const domainErrorHttpStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, response }) {
        for (const error of errors) {
          const domain = domainErrorOf(error);
          const status = domain && graphqlHttpStatusOf(domain.code);
          if (status) response.http.status = status;
        }
      },
    };
  },
};

/**
 * A refusal met before any resolver ran (building the request's context: who asks) as Apollo
 * answers it: its code and words, and its own HTTP status; a service unavailable says when to try again.
 */
export function contextRefusal(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  const headers = new HeaderMap(error.code === ErrorCode.SERVICE_UNAVAILABLE ? [['retry-after', '60']] : []);
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { ...graphqlExtensionsOf(error), http: { status: httpStatusOf(error.code), headers } },
  });
}
