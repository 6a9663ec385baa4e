import type { Editor } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** An image of the document the browser could not load: its address and its alt text. */
export interface MissingImage {
  src: string;
  alt: string;
}

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * The images of the document under `within` that the browser could not load: typically a file
 * deleted since the page used it, in a version restored from before (issue #52; earlier versions
 * do not keep an image in the library). An image that loads again (picked anew) or that leaves the
 * document (deleted, or the document replaced) leaves the list.
 */
export function useMissingImages(editor: Editor, within: RefObject<HTMLElement | null>): MissingImage[] {
  const [missing, setMissing] = useState(NONE);
  // Listening before the document is put in (a layout effect declared after this one): a quick 404 is not missed.
  useLayoutEffect(() => {
    const element = within.current;
    if (!element) return;
    const settled = (loaded: boolean) => (event: Event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const src = image.getAttribute('src') ?? '';
      setMissing((known) => {
        if (loaded === !known.has(src)) return known;
        const next = new Map(known);
        if (loaded) next.delete(src);
        else next.set(src, image.alt);
        return next;
      });
    };
    const failed = settled(false);
    const loaded = settled(true);
    // Neither event bubbles: caught on the way down.
    element.addEventListener('error', failed, true);
    element.addEventListener('load', loaded, true);
    return () => {
      element.removeEventListener('error', failed, true);
      element.removeEventListener('load', loaded, true);
    };
  }, [editor, within]);

  // Only while an image is missing: the owner's keystrokes otherwise cost nothing here.
  useEffect(() => {
    if (missing.size === 0) return;
    const edited = ({ transaction }: { transaction: Transaction }) => {
      if (!transaction.docChanged) return;
      const shown = new Set<string>();
      transaction.doc.descendants((node) => {
        if (node.type.name === 'image') shown.add(node.attrs.src as string);
      });
      const kept = [...missing].filter(([src]) => shown.has(src));
      if (kept.length < missing.size) setMissing(new Map(kept));
    };
    editor.on('transaction', edited);
    return () => void editor.off('transaction', edited);
  }, [editor, missing]);
  return [...missing].map(([src, alt]) => ({ src, alt }));
}
