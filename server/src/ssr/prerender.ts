import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchAppRoute, type BusinessFacts, type PagePrerender, type PrerenderedPage, type PublicQueryRunner } from '@plumbing/shared';
import type { Logger } from '../logger';

/** A page the server cannot render in this time is sent empty: the browser renders it. */
const RENDER_TIMEOUT_MS = 3000;

/** '/about/' → '/about'. A loop, not /\/+$/: that regex backtracks quadratically on a path of many slashes. */
export function normalizePath(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/**
 * Renders public pages as a signed-out visitor sees them, data included, with the web app's own
 * server build (web/dist-ssr, `npm run build -w web`), so a phone on a slow connection reads the
 * page before the JavaScript arrives and the browser then adopts (hydrates) that markup. Without
 * that build, or when a render fails, pages are sent empty and the app renders them in the browser.
 * Simultaneous requests for one page share one render.
 */
export class PagePrerenderer {
  private readonly entry: string;
  /** Whether the server build exists: it is built before the server starts (npm start, npm test). */
  private readonly built: boolean;
  private loaded?: Promise<PagePrerender<AbortSignal>>;
  private readonly inFlight = new Map<string, Promise<PrerenderedPage | null>>();

  constructor(
    private readonly business: BusinessFacts,
    webDistDir: string,
    private readonly runQuery: PublicQueryRunner,
    private readonly logger: Logger,
  ) {
    this.entry = path.join(webDistDir, '..', 'dist-ssr', 'prerender.js');
    this.built = fs.existsSync(this.entry);
  }

  /** Whether `pathname` is sent rendered when all goes well: not the owner's screens (Ant Design, signed in); a 404 is. */
  renders(pathname: string): boolean {
    return this.built && matchAppRoute(pathname)?.route.prerender !== false;
  }

  /** The complete page, or null when it is sent empty. */
  render(pathname: string): Promise<PrerenderedPage | null> {
    if (!this.renders(pathname)) return Promise.resolve(null);
    let page = this.inFlight.get(pathname);
    if (!page) {
      page = this.renderNow(pathname).finally(() => this.inFlight.delete(pathname));
      this.inFlight.set(pathname, page);
    }
    return page;
  }

  private async renderNow(pathname: string): Promise<PrerenderedPage | null> {
    try {
      this.loaded ??= import(pathToFileURL(this.entry).href).then((module: { prerender: PagePrerender<AbortSignal> }) => module.prerender);
      const page = await (await this.loaded)(pathname, this.business, this.runQuery, AbortSignal.timeout(RENDER_TIMEOUT_MS));
      return page.complete ? page : null;
    } catch (error) {
      this.logger.warn({ err: error, pathname }, 'pre-rendering a public page failed; it renders in the browser');
      return null;
    }
  }
}
