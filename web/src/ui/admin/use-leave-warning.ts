import { useEffect } from 'react';

/**
 * While `unsaved`, closing or reloading the tab asks first (the browser's own question), so typed
 * edits are not lost to a stray swipe or tap. Leaving within the app is not covered: the app's
 * router has no navigation blocker.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
