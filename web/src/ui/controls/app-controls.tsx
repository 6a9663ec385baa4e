import { useSyncExternalStore, type ComponentProps } from 'react';
import './buttons.css';

// Controls that need JavaScript are disabled until the app runs, so a tap on the server's markup
// is never silently lost. Each is its own small component: when the app starts, only the control
// itself renders again (its children are the same elements), not the screen around it, which
// would be one long task right after the page is adopted.

const subscribe = () => () => undefined;

/** False on the server and while the browser adopts the server's markup; true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** A button that works once the app runs. */
export function AppButton({ disabled, ...props }: ComponentProps<'button'>) {
  const hydrated = useHydrated();
  return <button {...props} disabled={!hydrated || disabled} />;
}

/** A group of form controls that works once the app runs. */
export function AppFieldset({ disabled, ...props }: ComponentProps<'fieldset'>) {
  const hydrated = useHydrated();
  return <fieldset {...props} disabled={!hydrated || disabled} />;
}
