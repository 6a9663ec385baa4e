/**
 * The one inline script of index.html (the build writes it in place of the module script tag,
 * vite.config.ts): it starts the app's scripts once the server's markup has painted, and only
 * then links the web app manifest. Before the first paint the browser fetches the page and its
 * stylesheet and nothing else, so on a slow phone line the text a visitor came for never waits
 * behind a script, the manifest or its icons. The server allows this script by its hash
 * (server/src/http/security-headers.ts), so the policy still runs no other inline script.
 *
 * An inline module script (issue #53): it runs once the document is parsed and, unlike a classic
 * script, does not hold the parser until the stylesheet has come. So the browser reads the whole
 * page before its first paint and lays it out once; a classic script here stopped the parser, and
 * the page was laid out again after the first paint, a task Lighthouse counted as blocking time.
 * A browser without modules runs none of the app's scripts either way; the page works without them.
 *
 * Runs in the browser, at the end of <body>: written in plain ES2020 and inlined by its source.
 */
function startAfterFirstPaint(entry: string, manifest: string) {
  // A press on a button of an island before the islands' code runs is held for it to answer
  // (app/islands.ts takes it): a tap on the server's markup is never lost.
  const held: Element[] = [];
  (window as Window & { heldIslandPresses?: Element[] }).heldIslandPresses = held;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-island] button') : null;
      if (button && (window as Window & { heldIslandPresses?: Element[] }).heldIslandPresses === held) held.push(button);
    },
    true,
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifest;
    document.head.append(script, link);
  };
  // A pre-rendered public page paints first; other pages (admin, an offline start) start at once.
  // A hidden tab never paints, hence the timer.
  if (document.querySelector('#root [data-path]') && 'PerformanceObserver' in window) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  } else {
    start();
  }
}

/** The inline script's text for the built entry at `entry`. */
export function appStartScript(entry: string, manifest = '/manifest.webmanifest'): string {
  return `(${startAfterFirstPaint.toString()})(${JSON.stringify(entry)},${JSON.stringify(manifest)})`;
}
