import { enumOf, type ValueOf } from '@plumbing/shared';
import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum (type-graphql) whose values are its keys, declared from the keys or a label table,
 * as the object a domain uses (`AppointmentStatus.pending`); its type is `ValueOf<typeof X>`.
 */
export function graphqlEnum<const K extends string>(
  name: string,
  keys: readonly K[] | Readonly<Record<K, string>>,
  description?: string,
): { readonly [P in K]: P } {
  const values = enumOf(keys);
  registerEnumType(values, { name, description });
  return values;
}

export type { ValueOf };
