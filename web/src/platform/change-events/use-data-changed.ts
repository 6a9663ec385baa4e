import { useEffect, useRef } from 'react';
import type { ChangeCollection } from '@plumbing/shared';

/**
 * Runs `onChange` (typically a refetch) whenever `collection` changes on the server, once the
 * server listens (what the screen read before may be stale by then), and after a lost connection
 * comes back. The WebSocket client loads on first use, keeping it out of the first load of pages
 * that never subscribe.
 */
export function useDataChanged(collection: ChangeCollection, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void import('./change-events-client').then(
      ({ subscribeToChanges }) => {
        if (active) unsubscribe = subscribeToChanges(collection, () => latest.current());
      },
      // Offline without it in the cache: the screen shows what it has; a visible tab refetches later.
      () => undefined,
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [collection]);
}
