import { Node } from '@tiptap/core';
import { BUSINESS_PLACEHOLDER_PATTERN, PAGE_ACTION_CLASS, pageActionOf, type PageActionLink } from '@plumbing/shared';
import type { BusinessFactValues } from './business-fact-node';
import { isPageActionBlock } from './page-action-block';

/**
 * The "Call" and "Book a visit" buttons (issue #52, shared page-actions) as blocks: shown as the
 * visitor's button, with the phone the profile has now and what a press does; moved and deleted
 * whole. The words are the site's own in the page's language, set when the block is inserted.
 */
export const PageActionNode = Node.create<{ values: BusinessFactValues }>({
  name: 'pageAction',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addOptions: () => ({ values: {} as BusinessFactValues }),
  addAttributes: () => ({ href: { default: '' }, label: { default: '' }, className: { default: '' } }),
  parseHTML: () => [
    {
      tag: `p.${PAGE_ACTION_CLASS}`,
      // Before the paragraph's rule, which would read it as text with a link.
      priority: 60,
      getAttrs: (element) => {
        if (!isPageActionBlock(element)) return false;
        const link = element.firstElementChild!;
        return { href: link.getAttribute('href'), label: link.textContent, className: link.getAttribute('class') ?? '' };
      },
    },
  ],
  renderHTML: ({ node }) => {
    const { href, label, className } = node.attrs as PageActionLink;
    return ['p', { class: PAGE_ACTION_CLASS }, ['a', { class: className, href }, label]];
  },
  addNodeView() {
    return ({ node }) => {
      const { href, label } = node.attrs as PageActionLink;
      const block = document.createElement('div');
      block.className = 'page-action-block';
      block.contentEditable = 'false';
      const button = document.createElement('span');
      button.className = `page-action-preview is-${pageActionOf(href)}`;
      button.textContent = label.replace(BUSINESS_PLACEHOLDER_PATTERN, (token, key: string) => this.options.values[key] || token);
      const caption = document.createElement('span');
      caption.className = 'page-action-caption';
      caption.textContent =
        pageActionOf(href) === 'call'
          ? 'Button: dials the office phone from the business profile'
          : `Button: opens the booking form (${href})`;
      block.append(button, caption);
      return { dom: block };
    };
  },
});
