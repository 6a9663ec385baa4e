import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './root';

/**
 * Starts the whole app in `container`: adopting the server's markup (`adopt`: it shows this URL
 * to a signed-out visitor) or rendering anew in its place (a stored admin token, an offline start
 * from another page's cached copy, a screen the server does not pre-render).
 */
export function startApp(container: HTMLElement, adopt: boolean) {
  if (adopt) {
    // As a transition, hydration yields to the browser every few milliseconds: taps stay responsive.
    startTransition(() => {
      hydrateRoot(container, <Root />);
    });
  } else {
    createRoot(container).render(<Root />);
  }
}
