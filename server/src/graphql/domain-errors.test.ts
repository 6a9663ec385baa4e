import { GraphQLError, parse } from 'graphql';
import { DomainError, ErrorCode, httpStatusOf, type DomainErrorCode } from '@plumbing/shared';
import { graphqlErrorFormatter } from './format-error';
import { graphqlHttpStatusOf } from './domain-errors';

/** A service's refusal as graphql-js hands it over: located at a field, the DomainError as its original error. */
function thrownInResolver(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, { nodes: parse('{ a }').definitions, path: ['a'], originalError: error });
}

const format = graphqlErrorFormatter({ hideSchemaDetails: true });
const formatted = (error: GraphQLError) => format(error.toJSON(), error);

describe('DomainError mapping', () => {
  it.each<[DomainErrorCode, number, number | undefined]>([
    [ErrorCode.BAD_USER_INPUT, 400, undefined],
    [ErrorCode.UNAUTHENTICATED, 401, 401],
    [ErrorCode.FORBIDDEN, 403, undefined],
    [ErrorCode.CONFLICT, 409, undefined],
    [ErrorCode.RATE_LIMITED, 429, undefined],
    [ErrorCode.SERVICE_UNAVAILABLE, 503, undefined],
  ])('%s: the same GraphQL extension code, HTTP status %i over REST, %s over GraphQL', (code, restStatus, graphqlStatus) => {
    const error = thrownInResolver(new DomainError(code, 'Refused for a reason'));
    expect(formatted(error)).toEqual({
      message: 'Refused for a reason',
      locations: [{ line: 1, column: 1 }],
      path: ['a'],
      extensions: { code },
    });
    expect(httpStatusOf(code)).toBe(restStatus);
    expect(graphqlHttpStatusOf(code)).toBe(graphqlStatus);
  });

  it('a refusal about one field carries it as a validation error, as input types do', () => {
    const error = thrownInResolver(new DomainError(ErrorCode.BAD_USER_INPUT, 'Another page already uses this URL slug', 'slug'));
    expect(formatted(error).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      validationErrors: [{ property: 'slug', constraints: { slug: 'Another page already uses this URL slug' } }],
    });
  });

  it('any other error thrown in a resolver is answered generically', () => {
    const error = new GraphQLError('connection refused at 10.0.0.3', {
      path: ['a'],
      originalError: new Error('connection refused at 10.0.0.3'),
    });
    expect(formatted(error)).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});
