/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (soon, where nothing
 * can tell: jsdom); answers how to stop watching before then.
 */
export function watchNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    queueMicrotask(onNear);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** How long after the load a part not needed yet is brought anyway. */
export const SETTLED_AFTER_LOAD_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Resolves 3 s after the page has loaded, when its first load's work is over: a part the visitor
 * has not needed yet is brought then anyway (a screen reader need not scroll; a press is answered
 * at once), with nothing of it in the page's first load.
 */
export function settledAfterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => setTimeout(resolve, SETTLED_AFTER_LOAD_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
}

/**
 * Resolves once `element` comes within 200 px of the viewport, on the visitor's first tap or key
 * press, or when the page has settled after its load (settledAfterLoad), whichever is first: when a
 * part below the fold is needed, without its code in the page's first load. Plain DOM: a page of
 * islands runs it before React loads (app/islands.ts).
 */
export function reached(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const stopWatching = watchNearViewport(element, '200px 0px', done);
    function done() {
      stopWatching();
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    void settledAfterLoad().then(done);
  });
}
