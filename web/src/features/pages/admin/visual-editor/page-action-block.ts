import { PAGE_ACTION_CLASS, pageActionOf } from '@plumbing/shared';

/** `<p class="page-action"><a class="…" href>label</a></p>` with an action's address and nothing else on it: the editor shows it whole. */
export function isPageActionBlock(element: Element): boolean {
  const link = element.firstElementChild;
  return (
    element.tagName === 'P' &&
    element.getAttribute('class') === PAGE_ACTION_CLASS &&
    element.attributes.length === 1 &&
    element.childNodes.length === 1 &&
    link?.tagName === 'A' &&
    [...link.attributes].every(({ name }) => name === 'class' || name === 'href') &&
    [...link.childNodes].every((child) => child.nodeType === child.TEXT_NODE) &&
    pageActionOf(link.getAttribute('href') ?? '') !== undefined
  );
}
