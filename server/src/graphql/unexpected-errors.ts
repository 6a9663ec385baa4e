import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError } from 'graphql';
import type { RequestContext } from '../modules/auth';
import type { Logger } from '../logger';
import { PUBLIC_ERROR_CODES } from '@plumbing/shared';
import { domainErrorOf } from './domain-errors';

/**
 * Logs every error the client is not meant to read (it is answered "Internal server error") with
 * the operation's name and the request's id (its X-Request-Id), so that what a visitor saw can be
 * found in the log, and counted: the fuzz tests fail on any.
 */
export function unexpectedErrorLog(logger: Logger): ApolloServerPlugin<RequestContext> {
  return {
    async contextCreationDidFail({ error }) {
      // A refusal (contextRefusal: the database away while checking who asks) is answered in its own words, not unexpected.
      if (!domainErrorOf((error as GraphQLError).originalError ?? error)) logger.error({ err: error }, 'unexpected GraphQL error');
    },
    async unexpectedErrorProcessingRequest({ requestContext, error }) {
      logger.error(
        { err: error, operationName: requestContext.request.operationName, reqId: requestContext.contextValue?.requestId },
        'unexpected GraphQL error',
      );
    },
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName, request, contextValue }) {
          logUnexpectedErrors(logger, errors, { operationName: operationName ?? request.operationName, reqId: contextValue.requestId });
        },
      };
    },
  };
}

/** Logs those of `errors` the client is not meant to read; HTTP (the plugin above) and WebSocket share it. */
export function logUnexpectedErrors(
  logger: Logger,
  errors: readonly GraphQLError[],
  where: { operationName?: string | null; reqId?: string },
): void {
  for (const error of errors) {
    if (!domainErrorOf(error) && !PUBLIC_ERROR_CODES.has(error.extensions?.code))
      logger.error({ err: unwrapResolverError(error), ...where }, 'unexpected GraphQL error');
  }
}
