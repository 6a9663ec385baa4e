import type { RequestHandler } from 'express';
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
    frameSrc: MAP_FRAME_SOURCES,
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
 * third-party script can run, so injected markup stays inert even if it slipped past
 * sanitising. JSON-LD and the site-config block are data, not script, and need no exception.
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
