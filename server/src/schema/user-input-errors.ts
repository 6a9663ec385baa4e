import { GraphQLError } from 'graphql';

/** A refusal the client shows as it is. */
export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** A dependency (storage, mail) failed; nothing was changed and trying again later may work. */
export function serviceUnavailable(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
}

/** A refusal about one input field, shaped like the validation errors of input types so forms show it beside the field. */
export function fieldError(property: string, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', validationErrors: [{ property, constraints: { [property]: message } }] },
  });
}
