import { lazy, type ComponentType } from 'react';
import { watchNearViewport } from './near-viewport';

/** A visitor who has not reached the part by then gets it anyway (a screen reader need not scroll). */
const LATEST_AFTER_LOAD_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Resolves once the element with id `anchorId` comes within 200 px of the viewport, on the
 * visitor's first tap or key press, or 3 s after the page has loaded, whichever is first; at once
 * when the element is not in the document (the screen is being rendered in the browser after an
 * in-app navigation: its part is needed now) or there is no browser (the server's pre-render).
 */
function reached(anchorId: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(anchorId);
  if (!element) return Promise.resolve();
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

/**
 * A lazily loaded part of a server-rendered screen whose code is fetched only when the visitor
 * reaches it (scrolls near the element `anchorId`, which the server's markup holds ahead of it;
 * see `reached` for the rest): until then React keeps the server's markup of the part as it is
 * (a dehydrated Suspense boundary: nothing moves, its controls stay disabled as the server rendered
 * them) and the page's first load neither downloads nor hydrates it. Render it inside a <Suspense>
 * of its own.
 */
// The same constraint as React's own lazy(), so the component keeps its props' type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenReached<T extends ComponentType<any>>(anchorId: string, load: () => Promise<{ default: T }>) {
  return lazy(() => reached(anchorId).then(load));
}
