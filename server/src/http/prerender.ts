import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BusinessFacts } from '../config/env';
import type { Logger } from '../logger';

/** Public pages whose first view depends on nothing but the business facts. */
export const PRERENDERED_PATHS = ['/', '/about', '/contact', '/schedule', '/projects'];

type Prerender = (url: string, business: BusinessFacts) => Promise<string>;

/** '/about/' → '/about'. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The markup of the public pages as a signed-out visitor first sees them, rendered once at start
 * by the web app's own server build (web/dist-ssr, `npm run build -w web`), so a phone on a slow
 * connection reads the page before the JavaScript arrives; the browser then hydrates it. Until
 * ready, or without that build, pages are sent empty and the app renders them in the browser.
 */
export function prerenderPublicPages(business: BusinessFacts, webDistDir: string, logger?: Logger): Map<string, string> {
  const pages = new Map<string, string>();
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'prerender.js');
  if (!fs.existsSync(entry)) return pages;
  void (async () => {
    const { prerender } = (await import(pathToFileURL(entry).href)) as { prerender: Prerender };
    for (const pathname of PRERENDERED_PATHS) pages.set(pathname, await prerender(pathname, business));
  })().catch((error) => {
    const message = 'pre-rendering the public pages failed; they render in the browser';
    if (logger) logger.warn({ err: error }, message);
    else console.warn(message, error);
  });
  return pages;
}
