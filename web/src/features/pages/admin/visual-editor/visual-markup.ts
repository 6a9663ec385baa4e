import { isPageActionBlock } from './page-action-block';

/**
 * What the visual editor (issue #52) shows of a page's HTML. A page whose markup it cannot show
 * opens as HTML, saying why, rather than losing what it cannot show on the next save; and what it
 * writes is brought back to the shape the page had (`<li>text</li>`, not `<li><p>text</p></li>`),
 * so a page opened and saved unchanged stays as it was. The server's allow-list (page-content.ts)
 * still cleans whatever either mode sends.
 */

/** `html` parsed where nothing in it runs or loads (a template's content): an owner's `<img onerror>` stays text to look at. */
export function inertMarkup(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

/** The elements the editor's schema reads and writes, and the attributes it keeps on each. */
const SHOWN: Record<string, readonly string[]> = {
  P: [],
  H2: [],
  H3: [],
  H4: [],
  STRONG: [],
  B: [],
  EM: [],
  I: [],
  U: [],
  S: [],
  DEL: [],
  CODE: [],
  PRE: [],
  BR: [],
  HR: [],
  UL: [],
  OL: ['start'],
  LI: [],
  A: ['href', 'target', 'rel'],
  IMG: ['src', 'alt', 'title'],
  BLOCKQUOTE: [],
  TABLE: [],
  THEAD: [],
  TBODY: [],
  TR: [],
  TH: ['colspan', 'rowspan'],
  TD: ['colspan', 'rowspan'],
};

/** What the note names for elements people meet in pages. */
const ELEMENT_NAMES: Record<string, string> = {
  H1: 'level-1 headings (the page title is the only one)',
  H5: 'level-5 headings',
  H6: 'level-6 headings',
  DIV: 'sections (<div>)',
  SPAN: 'inline styling (<span>)',
  FIGURE: 'figures',
  DL: 'description lists',
};

/**
 * The kinds of markup in `html` the visual editor would not keep, named for the owner (empty when
 * it keeps everything): "images", "“class” attributes"…
 */
export function markupNotShown(html: string): string[] {
  const found = new Set<string>();
  for (const element of inertMarkup(html).content.querySelectorAll('*')) {
    const block = element.closest('p');
    if (block && isPageActionBlock(block)) continue;
    const kept = SHOWN[element.tagName];
    if (!kept) {
      found.add(ELEMENT_NAMES[element.tagName] ?? `<${element.tagName.toLowerCase()}>`);
      continue;
    }
    for (const { name } of element.attributes) if (!kept.includes(name)) found.add(`“${name}” attributes`);
  }
  return [...found];
}

/**
 * The editor's HTML as the page is stored: the business's facts as their placeholders, a lone
 * paragraph in a list item or table cell unwrapped; the table's column sizes, spans of one and
 * empty paragraphs at the end dropped.
 */
export function storedMarkup(editorHtml: string): string {
  const markup = inertMarkup(editorHtml);
  const { content } = markup;
  for (const cell of content.querySelectorAll('li, td, th')) {
    const only = cell.children.length === 1 && cell.firstElementChild;
    if (only && only.tagName === 'P' && cell.childNodes.length === 1) only.replaceWith(...only.childNodes);
  }
  for (const fact of content.querySelectorAll('span[data-business-fact]')) fact.replaceWith(fact.textContent ?? '');
  for (const sized of content.querySelectorAll('colgroup')) sized.remove();
  for (const styled of content.querySelectorAll('[style]')) styled.removeAttribute('style');
  for (const cell of content.querySelectorAll('td, th'))
    for (const span of ['colspan', 'rowspan']) if (cell.getAttribute(span) === '1') cell.removeAttribute(span);
  // The editor keeps an empty line after the last block to type into; the page does not.
  while (content.lastElementChild?.tagName === 'P' && !content.lastElementChild.hasChildNodes()) content.lastElementChild.remove();
  return markup.innerHTML;
}
