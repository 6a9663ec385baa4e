import { useEffect, useState, type RefObject } from 'react';

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

/** Whether the element in `ref` has come within `margin` of the viewport (true from then on). */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return watchNearViewport(element, margin, () => setNear(true));
  }, [ref, margin, near]);
  return near;
}
