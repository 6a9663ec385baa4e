// The entry of index.html, added once the page has painted (web/app-start-script.ts). Public pages
// arrive pre-rendered (server/src/ssr/prerender.ts): the browser paints that markup first and the
// app's JavaScript comes right after, so it never competes with the first view.
// Every public screen's styles come with the page: the server sends each screen rendered, and its
// markup must not show unstyled until the screen's script has arrived.
import './styles';

void import('./main');
