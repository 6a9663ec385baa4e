// The server-side entry (vite build --ssr): renders a public page to HTML as a signed-out visitor
// first sees it, so the server can send readable markup before any JavaScript has run.
import { prerenderToNodeStream } from 'react-dom/static';
import { Root } from './shell/root';
import { siteConfig, type Business } from './shell/site-config';

/** The markup of `url`'s page, for the inside of #root; lazily loaded screens are waited for. */
export async function prerender(url: string, business: Business): Promise<string> {
  siteConfig.business = business;
  // One piece: React would otherwise move big sections behind an inline script, which the CSP forbids.
  const { prelude } = await prerenderToNodeStream(<Root location={url} />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
