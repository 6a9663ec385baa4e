import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings a message the user must read next into view and moves focus to it, so a result shown
 * away from the button that caused it is still seen (and read out), on a phone too. The page's
 * scroll-padding keeps it clear of the sticky top bar.
 */
export function reveal(element: HTMLElement | null | undefined, block: ScrollLogicalPosition = 'nearest'): void {
  if (!element) return;
  element.scrollIntoView({ block });
  element.focus({ preventScroll: true });
}

/**
 * A ref for a message box (give it tabIndex={-1}) that is revealed each time `shown` changes to a
 * new truthy value; `block: 'start'` for a box that may be taller than a phone's screen, which
 * 'nearest' would show by its end.
 */
export function useRevealOnChange<T extends HTMLElement>(shown: unknown, block?: ScrollLogicalPosition): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) reveal(ref.current, block);
  }, [shown, block]);
  return ref;
}
