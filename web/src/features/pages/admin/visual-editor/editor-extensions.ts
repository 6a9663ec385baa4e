import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import type { businessPlaceholderValues } from '@plumbing/shared';
import { BusinessFact } from './business-fact-node';
import { PageActionNode } from './page-action-node';

/** What the visual editor's document is made of (issue #52): the elements visual-markup.ts says it shows. */
export function pageEditorExtensions(factValues: ReturnType<typeof businessPlaceholderValues>) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ allowBase64: false }),
    BusinessFact.configure({ values: factValues }),
    PageActionNode.configure({ values: factValues }),
  ];
}
