import { EditorContent, useEditor } from '@tiptap/react';
import { Alert } from 'antd';
import type { Editor } from '@tiptap/core';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { businessPlaceholderValues } from '@plumbing/shared';
import { siteConfig } from '../../../../platform/site-config';
import { afterNextPaint } from '../../../../ui/later';
import { MediaPicker, type PickedImage } from '../../../media/admin';
import { withFactElements } from './business-fact-node';
import { pageEditorExtensions } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { LinkDialog } from './link-dialog';
import { useMissingImages, type MissingImage } from './use-missing-images';
import { markupNotShown, storedMarkup } from './visual-markup';
import './page-visual-editor.css';

interface PageVisualEditorProps {
  /** The page's HTML (an antd form field's value). */
  value?: string;
  onChange?: (html: string) => void;
  /** The field's name for screen readers. */
  label: string;
  /** The language of the words typed in, when not the admin's English. */
  lang?: string;
  /** A value from outside (the saved copy loaded again) with markup the editor would drop: what, so the field shows it as HTML instead. */
  onCannotShow?: (dropped: string[]) => void;
}

/**
 * A page's content edited as a document (issue #52), on TipTap (ProseMirror): headings, lists,
 * links, quotes, tables, images from the media library, the Call and Book buttons and the business's facts as chips, from the toolbar or the keyboard. It
 * reads and writes the page's HTML; the server's allow-list cleans it on save as it does the HTML
 * mode's. Loaded only when an admin opens a page: its own chunk.
 */
export default function PageVisualEditor({ value = '', onChange, label, lang, onCannotShow }: PageVisualEditorProps) {
  // The HTML last written by the editor: a value that differs came from outside (the saved copy loaded again).
  const written = useRef(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  const editorRef = useRef<Editor | null>(null);

  // Checked as the value is committed: in a later task, a write of the owner's next keystrokes could
  // already be in `written`, and this value, the editor's own from a moment before, taken for one from outside.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === written.current) return;
    const dropped = markupNotShown(value);
    if (dropped.length) onCannotShow?.(dropped);
    else {
      written.current = value;
      editor.commands.setContent(withFactElements(value), { emitUpdate: false });
    }
  }, [value, onCannotShow]);

  return <VisualEditorBody label={label} lang={lang} written={written} changed={changed} editorRef={editorRef} />;
}

interface VisualEditorBodyProps {
  label: string;
  lang?: string;
  /** The HTML last written (first: the page's), kept by the editor as it writes. */
  written: RefObject<string>;
  /** The form's onChange, as last handed. */
  changed: RefObject<((html: string) => void) | undefined>;
  /** Where the editor is handed to the part above, for a value from outside. */
  editorRef: RefObject<Editor | null>;
}

/**
 * The editor itself: its props never change as the owner types, so a keystroke does not draw it
 * again (each render of TipTap's useEditor sets the view's props anew, and ProseMirror then reads
 * the selection back from a 5,000-word page's layout; scripts/editor-bench.mjs).
 */
const VisualEditorBody = memo(function VisualEditorBody({ label, lang, written, changed, editorRef }: VisualEditorBodyProps) {
  const [extensions] = useState(() => pageEditorExtensions(businessPlaceholderValues(siteConfig.business)));
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', spellcheck: 'true', ...(lang && { lang }) } }),
    [label, lang],
  );
  // The page's HTML is written out for the form after a keystroke is on screen, not before: on a
  // 5,000-word page that and the form's update take a tenth of a second at 4x CPU slowdown
  // (scripts/editor-bench.mjs). At once when the editor loses focus (a press of Publish reads the
  // form) and when it goes.
  const pendingWrite = useRef<(() => void) | null>(null);
  const writeOut = useCallback(
    (from: Editor) => {
      pendingWrite.current?.();
      pendingWrite.current = null;
      written.current = storedMarkup(from.getHTML());
      changed.current?.(written.current);
    },
    [written, changed],
  );
  const editor = useEditor({
    extensions,
    // Empty until the editor is in the page (below): TipTap's EditorContent makes the node views anew
    // as it mounts, and ProseMirror then draws the whole document again.
    content: '',
    editorProps,
    onUpdate: ({ editor: updated }) => {
      pendingWrite.current ??= afterNextPaint(() => writeOut(updated));
    },
    onBlur: ({ editor: blurred }) => {
      if (pendingWrite.current) writeOut(blurred);
    },
  });
  useEffect(() => {
    editorRef.current = editor;
    return () => {
      if (pendingWrite.current) writeOut(editor);
    };
  }, [editor, editorRef, writeOut]);

  const box = useRef<HTMLDivElement>(null);
  const missingImages = useMissingImages(editor, box);

  // The page drawn once, before the browser paints (a 5,000-word page drawn twice took a tenth of the
  // editor's opening; scripts/editor-bench.mjs), and not a step Undo takes back.
  useLayoutEffect(() => {
    editor.chain().setMeta('addToHistory', false).setContent(withFactElements(written.current), { emitUpdate: false }).run();
  }, [editor, written]);

  const [linking, setLinking] = useState(false);
  const [picking, setPicking] = useState(false);
  const insertImage = ({ url, alt }: PickedImage) => {
    setPicking(false);
    editor.chain().focus().setImage({ src: url, alt }).run();
  };
  const keyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      setLinking(true);
    }
  };
  const link = (href: string) => {
    setLinking(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    (href ? chain.setLink({ href }) : chain.unsetLink()).run();
  };

  return (
    <div ref={box} className="page-visual-editor" onKeyDown={keyDown}>
      {missingImages.length > 0 && <MissingImagesAlert images={missingImages} />}
      <EditorToolbar editor={editor} lang={lang} onLink={() => setLinking(true)} onImage={() => setPicking(true)} />
      <EditorContent editor={editor} className="page-visual-editor-content" />
      <LinkDialog
        open={linking}
        href={linking ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
        onClose={() => {
          setLinking(false);
          editor.commands.focus();
        }}
        onApply={link}
      />
      {picking && (
        <MediaPicker
          purpose="page"
          onClose={() => {
            setPicking(false);
            editor.commands.focus();
          }}
          onPick={insertImage}
        />
      )}
    </div>
  );
});

/** Above the document, where the owner looks: the images that no longer load, and what to do about them. */
function MissingImagesAlert({ images }: { images: MissingImage[] }) {
  const named = images.map(({ alt }) => (alt ? `“${alt}”` : 'one without a description')).join(', ');
  return (
    <Alert
      type="warning"
      showIcon
      className="page-visual-editor-missing"
      title={`${images.length === 1 ? 'An image' : `${images.length} images`} of this page could not be loaded: ${named}.`}
      description={
        images.length === 1
          ? 'Its file was probably deleted after this version was written. Visitors would see its description instead: select it and pick another with Image, or delete it.'
          : 'Their files were probably deleted after this version was written. Visitors would see their descriptions instead: select each and pick another with Image, or delete it.'
      }
    />
  );
}
