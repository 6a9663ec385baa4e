import { diffArrays } from 'diff';
import { BUSINESS_PLACEHOLDER_PATTERN } from '@plumbing/shared';
import { inertMarkup } from './visual-editor/visual-markup';

/** The blocks a page reads as, each a line of the comparison. */
const BLOCKS = 'h2, h3, h4, h5, h6, p, li, blockquote, pre, th, td, dt, dd';

/** One line of a comparison: in both versions, only in the revision, or only in the editor. */
export interface ComparedLine {
  text: string;
  change: 'same' | 'removed' | 'added';
}

/**
 * A page's title and content as lines of text, a block a line, headings marked with their level,
 * the business facts as visitors read them (`facts`, by key). Markup is parsed inert: nothing in it runs.
 */
export function pageLines(title: string, html: string, facts: Record<string, string>): string[] {
  const blocks = [...inertMarkup(html).content.querySelectorAll(BLOCKS)].filter((block) => !block.querySelector(BLOCKS));
  const lines = blocks.map((block) => {
    const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
    return /^H\d$/.test(block.tagName) ? `${block.tagName}: ${text}` : text;
  });
  return [`Title: ${title}`, ...lines.filter(Boolean)].map((line) =>
    line.replace(BUSINESS_PLACEHOLDER_PATTERN, (token, key: string) => facts[key] ?? token),
  );
}

/** The lines of a revision against the editor's, in reading order: what each keeps, drops and adds (issue #52). */
export function compareLines(revision: string[], editor: string[]): ComparedLine[] {
  return diffArrays(revision, editor).flatMap(({ value, added, removed }) =>
    value.map((text) => ({ text, change: added ? 'added' : removed ? 'removed' : 'same' }) as ComparedLine),
  );
}
