import { useCallback, useRef } from 'react';

const CLICKS = 3;

/**
 * A click handler that calls `onTriple` on the third click of a run in which each click
 * comes at most `maxGapMs` after the previous one; a slower click starts a new run.
 */
export function useTripleClick(onTriple: () => void, maxGapMs: number): () => void {
  const run = useRef({ count: 0, lastAt: -Infinity });

  return useCallback(() => {
    const now = Date.now();
    const current = run.current;
    current.count = now - current.lastAt <= maxGapMs ? current.count + 1 : 1;
    current.lastAt = now;
    if (current.count === CLICKS) {
      current.count = 0;
      onTriple();
    }
  }, [onTriple, maxGapMs]);
}
