// The entry of index.html. Public pages arrive pre-rendered (server/src/ssr/prerender.ts): the
// browser paints that markup first and the app's JavaScript is fetched and run right after, so it
// never competes with the first view. Other pages start the app at once. A hidden tab never
// paints, hence the timer.
// Every public screen's styles come with the page: the server sends each screen rendered, and its
// markup must not show unstyled until the screen's script has arrived.
import './styles';

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main');
}

if (document.querySelector('#root [data-path]') && 'PerformanceObserver' in window) {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
} else {
  start();
}
