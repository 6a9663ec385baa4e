import type { RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import helmet from 'helmet';

/**
 * Where the contact page's map may come from: the only third-party content the site embeds.
 * Everything else (scripts, styles, images, fonts, the API and its WebSocket) is same-origin.
 */
export const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'];

type Directives = Record<string, Iterable<string>>;

/** The policy of every page: same-origin only, no inline or third-party script. */
function siteDirectives(https: boolean): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // antd writes its styles at run time, and React renders style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The map, and the admin's preview of a draft (issue #52), which frames the site's own page.
    frameSrc: [...MAP_FRAME_SOURCES, "'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https && { upgradeInsecureRequests: [] }),
  };
}

/**
 * Security headers for every answer, with a strict Content-Security-Policy: no inline or
 * third-party script can run (the web app's pages allow their own start script by its hash,
 * pagePolicy), so injected markup stays inert even if it slipped past sanitising. JSON-LD and
 * the site-config block are data, not script, and need no exception.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: siteDirectives(https) },
    // Over plain http (local runs) HSTS would only confuse browsers.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // The map iframe and uploaded images must load; no cross-origin isolation is needed.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * The GraphQL playground's policy: the site's, with what Monaco's editor needs besides, its web
 * workers (built by Vite, served by the site; Monaco may also start one from a blob). No map.
 */
export function playgroundPolicy(publicUrl: string): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...siteDirectives(publicUrl.startsWith('https:')), workerSrc: ["'self'", 'blob:'], frameSrc: ["'none'"] },
  });
}

/** CSP hash sources for the inline scripts that run (`<script>…</script>`, `<script type="module">…</script>`) of a page's HTML. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The web app's pages: the site's policy, allowing besides only index.html's own inline scripts
 * by their hashes (the one that starts the app after the first paint, web/app-start-script.ts).
 * Injected markup still cannot run script: its text would need the same hash. `framedBySelf`: a
 * page the site's own admin frames (a draft's preview); no other page may be framed at all.
 */
export function pagePolicy(publicUrl: string, html: string, { framedBySelf = false } = {}): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...siteDirectives(publicUrl.startsWith('https:')),
      scriptSrc: ["'self'", ...inlineScriptSources(html)],
      ...(framedBySelf && { frameAncestors: ["'self'"] }),
    },
  });
}
