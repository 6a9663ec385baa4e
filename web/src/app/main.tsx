import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readToken } from '../platform/token-storage';
import { Root } from './root';
import { registerServiceWorker } from '../platform/service-worker';

const container = document.getElementById('root')!;
// The server pre-renders public pages as a signed-out visitor sees them (server/src/ssr/prerender.ts).
// That markup is hydrated when it shows this URL to a visitor; otherwise (a stored admin token, an
// offline start from another page's cached copy) the app simply renders anew in its place.
const prerenderedPath = container.querySelector<HTMLElement>('[data-path]')?.dataset.path;

function start() {
  if (prerenderedPath === window.location.pathname && !readToken()) {
    // As a transition, hydration yields to the browser every few milliseconds: taps stay responsive.
    startTransition(() => {
      hydrateRoot(container, <Root />);
    });
  } else {
    createRoot(container).render(<Root />);
  }
  registerServiceWorker();
}

// Evaluating the app's modules is one task and starting it the next: a tap waits for neither long.
setTimeout(start, 0);
