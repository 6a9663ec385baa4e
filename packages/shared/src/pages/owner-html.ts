/**
 * Text the owner writes in the visual editor is stored as the allow-listed HTML of pages (issue
 * #52); the rules that read it (how alike two area pages are, their word counts, an introduction
 * being there at all) read the words a visitor reads, one paragraph to a line.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Elements that end a line of reading: paragraphs, headings, list items, table cells, quotes. */
const BLOCK_END = /<\/(p|h[1-6]|li|td|th|tr|blockquote|pre|div|ul|ol|table)>|<br\s*\/?>/gi;

/** Whether `text` is markup rather than plain words (an element in it). */
export function isMarkup(text: string): boolean {
  return /<[a-z][^>]*>/i.test(text);
}

/** The words of `html` as a visitor reads them: tags gone, entities read, each block on its own line. */
export function htmlText(html: string): string {
  if (!isMarkup(html) && !html.includes('&')) return html;
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text written as page HTML: each paragraph (after a blank line) a `<p>`, its line breaks kept. */
export function textAsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}
