import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { ApiTokenMessages, ErrorCode } from '@plumbing/shared';
import type { RequestContext } from '../modules/auth';

/**
 * A request carrying an API token that is unknown, malformed or revoked is refused whole (401),
 * public fields too: a program must learn at once that its token no longer works, rather than read
 * public data as a visitor and fail later. (An expired owner's session stays a visitor's, as the web app expects.)
 */
export const apiTokenRefusal: ApolloServerPlugin<RequestContext> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.apiToken !== 'refused') return;
    return {
      async didResolveOperation() {
        throw new GraphQLError(ApiTokenMessages.invalid, { extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } } });
      },
    };
  },
};
