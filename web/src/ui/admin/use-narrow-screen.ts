import { useSyncExternalStore } from 'react';

/** Below 768 px (a phone, or a tablet upright): the owner's lists turn into cards and dialogs fill the screen. */
export const NARROW_SCREEN = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is narrow now, following rotations and resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}
