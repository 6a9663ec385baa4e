import { Arg, ID } from 'type-graphql';
import { isUuid } from './uuid';
import { DomainError, ErrorCode } from '@plumbing/shared';

export const notAValidId = (name: string) => `'${name}' is not a valid id`;

/**
 * The `ID!` argument of an operation on one row. Ids are UUIDs: any other value names nothing and
 * would fail in PostgreSQL as a 500, so it is refused before any query.
 */
export function IdArg(name = 'id') {
  return Arg(name, () => ID, {
    validateFn: (value: unknown) => {
      if (typeof value !== 'string' || !isUuid(value)) throw new DomainError(ErrorCode.BAD_USER_INPUT, notAValidId(name));
    },
  });
}
