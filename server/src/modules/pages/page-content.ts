import sanitizeHtml from 'sanitize-html';
import { fillBusinessPlaceholders, isMarkup, textAsHtml, type PlaceholderFacts } from '@plumbing/shared';
import { responsiveImage } from '../media';

/**
 * The allowlist page HTML is cut down to on save: text formatting, headings, lists, tables, links
 * and images. No scripts, styles, frames, forms or event handlers; links and images only to
 * http(s), mailto/tel (links) and paths on this site.
 */
const PAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'reversed'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand that tab a handle on this one.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE_HTML);
}

/** What the owner wrote in the visual editor (or, through the API, as plain text: its paragraphs) as the page HTML stored. */
export function ownerHtmlToStore(written: string): string {
  return isMarkup(written) ? sanitizePageHtml(written).trim() : textAsHtml(written);
}

/** Stored page HTML as visitors read it: the business's facts filled in, images drawn responsive. */
export function ownerHtmlToServe(html: string, facts: PlaceholderFacts): string {
  return withResponsiveImages(fillBusinessPlaceholders(html, facts));
}

/** How wide a page's image is drawn: the content column (46rem) or the screen, whichever is narrower. */
const CONTENT_IMAGE_SIZES = '(max-width: 46rem) 100vw, 46rem';

/**
 * A page's HTML as visitors get it: each image stored here (a library image or a project's photo,
 * named by its original's address) drawn from its WebP copies with its intrinsic size (no layout
 * shift). The first image of a page loads at once, as it may be the first thing seen; the others when
 * scrolled near. Every other image and all the rest are left as the allow-list let them through.
 */
export function withResponsiveImages(html: string): string {
  if (!/<img\b/i.test(html)) return html;
  let first = true;
  return sanitizeHtml(html, {
    ...PAGE_HTML,
    allowedAttributes: { ...PAGE_HTML.allowedAttributes, img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'] },
    transformTags: {
      ...PAGE_HTML.transformTags,
      img: (tagName, attribs) => {
        const { src, srcset, width, height } = responsiveImage(attribs.src ?? '');
        const drawn: sanitizeHtml.Attributes = { ...attribs, decoding: 'async' };
        if (srcset) Object.assign(drawn, { src, srcset, sizes: CONTENT_IMAGE_SIZES, width: String(width), height: String(height) });
        if (!first) drawn.loading = 'lazy';
        first = false;
        return { tagName, attribs: drawn };
      },
    },
  });
}
