const CLICKS = 3;

/**
 * A click handler that calls `onTriple` on the third click of a run in which each click
 * comes at most `maxGapMs` after the previous one; a slower click starts a new run.
 */
export function tripleClick(onTriple: () => void, maxGapMs: number): () => void {
  let count = 0;
  let lastAt = -Infinity;
  return () => {
    const now = Date.now();
    count = now - lastAt <= maxGapMs ? count + 1 : 1;
    lastAt = now;
    if (count === CLICKS) {
      count = 0;
      onTriple();
    }
  };
}
