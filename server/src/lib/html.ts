import { escapeHtml, type Locale } from '@plumbing/shared';

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The few rules of a plainPage: in its head, as the page has no stylesheet of its own. */
const PLAIN_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a2433;line-height:1.5}h1{font-size:1.5rem}button{font:inherit;padding:.6rem 1.2rem}';

/** A page of a few words for a browser (an unsubscribe, what an API address is) in `locale`: no app, never indexed. `body` is HTML. */
export function plainPage(title: string, body: string, locale: Locale = 'en'): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><style>${PLAIN_PAGE_STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
