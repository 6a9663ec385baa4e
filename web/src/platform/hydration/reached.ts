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

/** A visitor who has not reached the part by then gets it anyway (a screen reader need not scroll). */
const LATEST_AFTER_LOAD_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Resolves once `element` comes within 200 px of the viewport, on the visitor's first tap or key
 * press, or 3 s after the page has loaded, whichever is first: when a part below the fold is
 * needed, without its code in the page's first load. Plain DOM: a page of islands runs it before
 * React loads (app/islands.ts).
 */
export function reached(element: Element): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = watchNearViewport(element, '200px 0px', done);
    const startTimer = () => (timer = setTimeout(done, LATEST_AFTER_LOAD_MS));
    function done() {
      stopWatching();
      clearTimeout(timer);
      window.removeEventListener('load', startTimer);
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
  });
}
