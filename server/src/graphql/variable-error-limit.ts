import type { ApolloServerPlugin } from '@apollo/server';
import { getVariableValues, GraphQLError } from 'graphql';
import type { RequestContext } from '../modules/auth';

/** graphql-js stops reading variables at this many errors. */
const MAX_VARIABLE_ERRORS = 50;

/**
 * graphql-js reports variables with more than 50 wrong values (a long list of them) with an
 * error of its own that has no code, which would be answered as a server failure: the client is
 * told what is wrong instead, before the operation runs.
 */
export const variableErrorLimit: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, operation, request }) {
        const { errors } = getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {}, {
          maxErrors: MAX_VARIABLE_ERRORS,
        });
        if (errors && errors.length > MAX_VARIABLE_ERRORS) {
          throw new GraphQLError(
            `More than ${MAX_VARIABLE_ERRORS} of the values sent are invalid for their types; correct them and send again.`,
            {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            },
          );
        }
      },
    };
  },
};
