import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation } from '../../platform/navigation/navigation';

/** From this width up the sidebar is always shown and the drawer does not exist (spec: large screens). */
const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

/**
 * State of the small-screen navigation drawer. It is open only for the location it was opened
 * at, so any navigation closes it. While open: page scrolling is locked, Escape closes it and
 * growing the window to the large layout closes it. Focus moves into the drawer when it opens
 * and back to the menu button when it is dismissed.
 *
 * The page behind is made inert (`pageInert`), and focus moved, once the open drawer is painted:
 * an inert page is styled anew from top to bottom, which took a third of the press's time to its
 * next frame on a phone (issue #53, scripts/inp-bench.mjs).
 */
export function useNavDrawer() {
  const location = useNavigation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [painted, setPainted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  const openDrawer = useCallback(() => setOpenAt(location.key), [location.key]);
  const dismiss = useCallback(() => {
    setOpenAt(null);
    menuButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // A frame's callback runs before its paint; a task it leaves runs after.
    let afterPaint = 0;
    const frame = window.requestAnimationFrame(() => {
      afterPaint = window.setTimeout(() => {
        setPainted(true);
        closeButtonRef.current?.focus();
      });
    });

    const body = document.body;
    const overflowBefore = body.style.overflow;
    body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const largeScreen = window.matchMedia(LARGE_SCREEN_QUERY);
    const onScreenChange = () => {
      if (largeScreen.matches) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    largeScreen.addEventListener('change', onScreenChange);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(afterPaint);
      setPainted(false);
      body.style.overflow = overflowBefore;
      document.removeEventListener('keydown', onKeyDown);
      largeScreen.removeEventListener('change', onScreenChange);
    };
  }, [open, dismiss]);

  return { open, pageInert: open && painted, openDrawer, dismiss, menuButtonRef, closeButtonRef };
}
