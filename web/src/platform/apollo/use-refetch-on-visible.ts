import { useEffect } from 'react';

/** Asks again when the visitor comes back to the tab: shows what changed meanwhile at once. */
export function useRefetchOnVisible(refetch: () => Promise<unknown>): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
}
