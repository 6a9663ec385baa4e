import sanitizeHtml from 'sanitize-html';

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
