/** { repair: 'Repair Service', … } → { repair: 'repair', … }: a label table's keys as an enum object. */
export function enumOf<K extends string>(labels: Record<K, string>): { readonly [P in K]: P } {
  return Object.fromEntries(Object.keys(labels).map((key) => [key, key])) as { readonly [P in K]: P };
}
