/**
 * ['pending', 'confirmed'], or a label table { repair: 'Repair Service', … } → { pending: 'pending', … }:
 * an enum object whose values are its keys (the spec's lowercase words), in order.
 */
export function enumOf<const K extends string>(keys: readonly K[] | Readonly<Record<K, string>>): { readonly [P in K]: P } {
  const list: readonly string[] = Array.isArray(keys) ? keys : Object.keys(keys);
  return Object.fromEntries(list.map((key) => [key, key])) as { readonly [P in K]: P };
}

/** The union of an enum object's values. */
export type ValueOf<E> = E[keyof E];
