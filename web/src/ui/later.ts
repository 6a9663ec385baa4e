// Work a press need not wait for, run once what it changed is on screen.

/**
 * Runs `callback` right after the browser's next paint: a frame's callbacks run before its paint,
 * and a task one of them leaves runs after it. Answers its cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task = 0;
  const frame = window.requestAnimationFrame(() => {
    task = window.setTimeout(callback);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(task);
  };
}

/** Runs `callback` once the browser is idle, at the latest `timeoutMs` later (at once where it cannot tell). Answers its cancel. */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
