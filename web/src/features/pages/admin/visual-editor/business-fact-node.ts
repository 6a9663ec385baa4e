import { Node } from '@tiptap/core';
import { BUSINESS_PLACEHOLDER_PATTERN, BUSINESS_PLACEHOLDERS, PAGE_ACTION_CLASS } from '@plumbing/shared';
import { inertMarkup } from './visual-markup';

/** A placeholder's key: 'phone' for {{business.phone}}. */
export type BusinessFactKey = (typeof BUSINESS_PLACEHOLDERS)[number]['token'] extends `{{business.${infer Key}}}` ? Key : never;

/** What each fact reads now, shown in its chip (businessPlaceholderValues). */
export type BusinessFactValues = Record<string, string>;

/**
 * `{{business.phone}}` and the other facts (issue #38) as inline chips showing what visitors read
 * now (issue #52). Stored as the placeholder itself: the page keeps following the profile.
 */
export const BusinessFact = Node.create<{ values: BusinessFactValues }>({
  name: 'businessFact',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions: () => ({ values: {} as BusinessFactValues }),
  addAttributes: () => ({ fact: { default: 'phone', parseHTML: (element) => element.getAttribute('data-business-fact') } }),
  parseHTML: () => [{ tag: 'span[data-business-fact]' }],
  // Written as its placeholder in the element it is read from; the page is stored with the placeholder alone (storedMarkup).
  renderHTML: ({ node }) => ['span', { 'data-business-fact': node.attrs.fact as string }, `{{business.${node.attrs.fact as string}}}`],
  renderText: ({ node }) => `{{business.${node.attrs.fact as string}}}`,
  addNodeView() {
    return ({ node }) => {
      const chip = document.createElement('span');
      const fact = node.attrs.fact as BusinessFactKey;
      const label = BUSINESS_PLACEHOLDERS.find(({ token }) => token === `{{business.${fact}}}`)?.label ?? fact;
      chip.className = 'business-fact-chip';
      chip.contentEditable = 'false';
      chip.textContent = this.options.values[fact] || label;
      chip.title = `${label}, from the business profile: changes when the profile does`;
      chip.setAttribute('aria-label', `${label} from the business profile: ${this.options.values[fact] ?? ''}`);
      return { dom: chip };
    };
  },
});

/**
 * Page HTML with each placeholder in text made the element the chip is read from; placeholders in
 * links' addresses and in a button block's words (which shows them itself) stay as they are.
 */
export function withFactElements(html: string): string {
  const markup = inertMarkup(html);
  const walker = document.createTreeWalker(markup.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode())
    if (!walker.currentNode.parentElement?.closest(`p.${PAGE_ACTION_CLASS}`)) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const parts = text.data.split(BUSINESS_PLACEHOLDER_PATTERN);
    if (parts.length === 1) continue;
    // split() with a group gives text, key, text, key, …, text.
    text.replaceWith(
      ...parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const chip = document.createElement('span');
        chip.setAttribute('data-business-fact', part);
        return chip;
      }),
    );
  }
  return markup.innerHTML;
}
