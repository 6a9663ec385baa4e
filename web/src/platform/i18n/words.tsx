import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type { MessageId, Translator } from '@plumbing/shared';

const WordsContext = createContext<Translator | null>(null);
let documentWords: Translator | undefined;

/**
 * The page's words on the server's render, where renders of pages in different languages run at once
 * (app/prerender.tsx). In the browser a document speaks one language: setDocumentWords.
 */
export const WordsProvider = WordsContext.Provider;

/** The document's words, set once before the first render (load-words.ts; the unit tests' setup). */
export function setDocumentWords(words: Translator): void {
  documentWords = words;
}

/** The words of the page being rendered (issue #41): t('nav.home'), t.locale. */
export function useWords(): Translator {
  const words = useContext(WordsContext) ?? documentWords;
  if (!words) throw new Error('No words for this page: its catalog loads before the app renders (app/boot.ts)');
  return words;
}

/** What a message's tags become: `<b>` bold, `<link>` whatever element is given for it. */
export type RichParts = Partial<Record<'b' | 'link', (chunks: ReactNode[]) => ReactNode>>;

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * A message with tags as React elements, each part keyed by its place (a keyed fragment: React 19
 * warns of an element Children.toArray had to key).
 */
export function richText(t: Translator, id: MessageId, parts: RichParts = {}, values: Record<string, string | number> = {}): ReactNode {
  return t.rich<ReactNode>(id, { b: bold, ...parts, ...values }).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
