import { useEffect, useState } from 'react';

/**
 * False at first, true once the browser is idle after the first paint (at the latest `timeoutMs`
 * later): for parts a screen's first view does not need, drawn after it rather than before.
 */
export function useIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}
