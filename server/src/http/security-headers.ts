import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';

/**
 * Where the contact page's map may come from: the only third-party content the site embeds.
 * Everything else (scripts, styles, images, fonts, the API and its WebSocket) is same-origin.
 */
export const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'];

/**
 * Security headers for every answer, with a strict Content-Security-Policy: no inline or
 * third-party script can run, so injected markup stays inert even if it slipped past
 * sanitising. JSON-LD and the site-config block are data, not script, and need no exception.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    // Over plain http (local runs) HSTS would only confuse browsers.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // The map iframe and uploaded images must load; no cross-origin isolation is needed.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** A CSP for one page whose inline `<script>` and `<style>` blocks are allowed by their hashes. */
export function inlinePagePolicy(html: string): string {
  const hashes = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes('script').join(' ')}`,
    `style-src 'self' ${hashes('style').join(' ')}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
