import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadScreen } from './app';
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
    // The server's copy stays on screen until the screen's code is here (it showed "Loading…" for up
    // to half a second); rendered as a transition, the first render waits for the loaded code too.
    void preloadScreen(window.location.pathname)
      .catch(() => undefined) // the screen's own loading says so, as before
      .then(() => startTransition(() => createRoot(container).render(<Root />)));
  }
}
