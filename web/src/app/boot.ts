// The entry of index.html, added once the page has painted (web/app-start-script.ts). Public pages
// arrive pre-rendered (server/src/ssr/prerender.ts): the browser paints that markup first and the
// app's JavaScript comes right after, so it never competes with the first view.
// Every public screen's styles come with the page: the server sends each screen rendered, and its
// markup must not show unstyled until the screen's script has arrived.
import './styles';
import { registerServiceWorker } from '../platform/service-worker';
import { readToken } from '../platform/token-storage';

const container = document.getElementById('root')!;
// The server pre-renders public pages as a signed-out visitor sees them. That markup is adopted
// when it shows this URL to a visitor; a page of islands (app/islands.ts) then needs only its
// frame's script and its islands, any other page the whole app (app/main.tsx).
const shell = container.querySelector<HTMLElement>('[data-path]');
const pathname = shell?.dataset.path;
const servedForThisUrl = pathname !== undefined && pathname === window.location.pathname;
// A page of islands asks for its code at once. Whether an owner is signed in here is known only
// from browser storage, whose first read opens the site's storage: several milliseconds of main
// thread on a phone. That read is a task of its own while the code downloads; a signed-in owner
// then gets the whole app instead (the islands' code, fetched for nothing, starts nothing).
const islandsCode = servedForThisUrl && shell?.dataset.islands !== undefined ? import('./islands') : undefined;
// The whole app's React and React DOM, most of its script (a chunk of their own, vite.config.ts),
// are asked for on their own as well: they are then evaluated in a task of their own as soon as
// they arrive. Whichever code imports them reports their failing to load. A page of islands loads
// them only for an island (islands.ts).
if (!islandsCode) import('react-dom/client').catch(() => undefined);

// Evaluating the modules is one task and starting them the next: a tap waits for neither long.
const later = (start: () => void) => setTimeout(start, 0);
later(() => {
  const adopt = servedForThisUrl && !readToken();
  if (adopt && islandsCode) void islandsCode.then(({ startIslands }) => later(() => startIslands(container, pathname)));
  else {
    islandsCode?.catch(() => undefined); // not needed: its failing to load is no error
    // The whole app shows any page: all of the page's catalog (its language's), awaited before anything renders.
    const words = import('../platform/i18n/load-words').then(({ loadDocumentWords }) => loadDocumentWords());
    void Promise.all([import('./main'), words]).then(([{ startApp }]) => later(() => startApp(container, adopt)));
  }
});
registerServiceWorker();
