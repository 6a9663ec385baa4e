/**
 * Stands in for the WebSocket transport of change events in jsdom, where no server runs; the
 * browser tests exercise the real one. Tests announce writes with `announceChange`.
 */
const listeners = new Map<string, Set<() => void>>();

export function subscribeToChanges(collection: string, onChange: () => void): () => void {
  const set = listeners.get(collection) ?? new Set();
  listeners.set(collection, set);
  set.add(onChange);
  return () => set.delete(onChange);
}

export function announceChange(collection: string): void {
  listeners.get(collection)?.forEach((onChange) => onChange());
}
