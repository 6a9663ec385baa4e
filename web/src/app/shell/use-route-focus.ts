import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from '../../platform/navigation/navigation';

/**
 * After client-side navigation, scrolls to the top and moves focus to the main region so that
 * keyboard and screen-reader users start at the new content (as they would on a page load).
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useNavigation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
