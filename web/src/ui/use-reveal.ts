import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings a message the user must read next into view and moves focus to it, so a result shown
 * away from the button that caused it is still seen (and read out), on a phone too. The page's
 * scroll-padding keeps it clear of the sticky top bar.
 */
export function reveal(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.scrollIntoView({ block: 'nearest' });
  element.focus({ preventScroll: true });
}

/** A ref for a message box (give it tabIndex={-1}) that is revealed each time `shown` changes to a new truthy value. */
export function useRevealOnChange<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) reveal(ref.current);
  }, [shown]);
  return ref;
}
