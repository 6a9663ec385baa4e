import { Alert, Button, Flex, Form, Input, Radio, Skeleton, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { BUSINESS_PLACEHOLDERS, foreignPhoneNumbers } from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { markupNotShown } from './visual-editor/visual-markup';
import { WarningAlert } from '../../../ui/admin/admin-screen-parts';

// The editor framework loads only in the admin (issue #52): when a page is opened, or ahead of it (below).
let loadedEditor: typeof import('./visual-editor/page-visual-editor') | undefined;
const loadVisualEditor = () => import('./visual-editor/page-visual-editor').then((module) => (loadedEditor = module));
const LazyVisualEditor = lazy(loadVisualEditor);

type EditorMode = 'visual' | 'html';
/** The mode the owner last chose, kept in this browser. */
const MODE_KEY = 'pageEditorMode';
const preferredMode = (): EditorMode => (localStorage.getItem(MODE_KEY) === 'html' ? 'html' : 'visual');

/**
 * Loads the visual editor's chunk ahead, for an owner who writes in it (their last choice), while
 * they look at the list they open a page from: opening the page then does not wait for it.
 */
export function preloadVisualEditor(): Promise<unknown> {
  return preferredMode() === 'visual' ? loadVisualEditor().catch(() => undefined) : Promise.resolve();
}

export interface ContentEditorProps {
  /** The HTML written (a form field's value, when the form hands it). */
  value?: string;
  onChange?: (html: string) => void;
  /** The field's label as HTML, and in the visual editor. */
  htmlLabel: string;
  visualLabel: string;
  /** The language of the words typed in, when not the admin's English. */
  lang?: string;
  /** What is written, as its notes name it: a page, or an area page's introduction. */
  subject?: 'page' | 'introduction';
}

/**
 * Words written in the visual editor (issue #52) or as HTML (the spec's field), with the business
 * facts offered as placeholders (issue #38): text that says the phone through `{{business.phone}}`
 * follows the business profile, text that types it out goes stale when the number changes, and the
 * field says so while the owner edits. What has markup the visual editor cannot show stays in HTML,
 * saying why, so nothing is dropped on the next save.
 */
export function ContentEditor({ value = '', onChange, htmlLabel, visualLabel, lang, subject = 'page' }: ContentEditorProps) {
  const textArea = useRef<TextAreaRef>(null);
  const htmlId = useId();
  const foreign = foreignPhoneNumbers(value, siteConfig.business);
  // What the visual editor would drop: read from the text as first shown and when Visual is pressed,
  // not at each keystroke (the browser logs a blocked script for each event handler an owner types).
  const [notShown, setNotShown] = useState(() => markupNotShown(value));
  // Loaded ahead (the pages list preloads it): drawn with the form, in its commit. Through React.lazy the
  // form would commit a placeholder first, and the editor come in a render of its own, throttled after it.
  const [PageVisualEditor] = useState(() => loadedEditor?.default ?? LazyVisualEditor);
  const [mode, setMode] = useState<EditorMode>(() => (notShown.length ? 'html' : preferredMode()));
  const choose = (next: EditorMode) => {
    const dropped = next === 'visual' ? markupNotShown(value) : [];
    setNotShown(dropped);
    if (dropped.length) return;
    localStorage.setItem(MODE_KEY, next);
    setMode(next);
  };

  // The saved copy loaded again (an edit conflict) with markup the editor would drop: shown as HTML, whole.
  const showAsHtml = useCallback((dropped: string[]) => {
    setNotShown(dropped);
    setMode('html');
  }, []);

  /** Puts `token` where the cursor is (at the end when the field was never focused) and keeps the cursor after it. */
  function insert(token: string) {
    const field = textArea.current?.resizableTextArea?.textArea;
    const at = field ? field.selectionStart : value.length;
    const end = field ? field.selectionEnd : value.length;
    onChange?.(`${value.slice(0, at)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at + token.length, at + token.length);
    });
  }

  const modes = (
    <Radio.Group
      size="small"
      optionType="button"
      aria-label={`Edit ${visualLabel.charAt(0).toLowerCase()}${visualLabel.slice(1)} as`}
      value={mode}
      onChange={(event) => choose(event.target.value as EditorMode)}
      options={[
        { value: 'visual', label: 'Visual' },
        { value: 'html', label: 'HTML' },
      ]}
    />
  );
  const foreignAlert = foreign.length > 0 && <ForeignPhoneAlert foreign={foreign} subject={subject} />;
  if (mode === 'visual')
    return (
      <>
        <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 8 }}>
          <Typography.Text strong>{visualLabel}</Typography.Text>
          {modes}
        </Flex>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />}>
          <PageVisualEditor label={visualLabel} lang={lang} value={value} onChange={onChange} onCannotShow={showAsHtml} />
        </Suspense>
        {foreignAlert}
      </>
    );

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 4 }}>
        {modes}
      </Flex>
      {notShown.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={`This ${subject} stays in HTML: the visual editor would drop its ${notShown.join(', ')}.`}
          description="Edit it here, or take those out to write it in the visual editor."
        />
      )}
      <Form.Item
        label={htmlLabel}
        htmlFor={htmlId}
        extra={`Scripts, styles, frames and event handlers are removed when the ${subject} is saved.`}
      >
        <Input.TextArea
          id={htmlId}
          ref={textArea}
          rows={12}
          spellCheck={false}
          lang={lang}
          style={{ fontFamily: 'var(--font-mono, monospace)' }}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      </Form.Item>
      <Flex wrap gap="small" align="center" style={{ marginTop: -8, marginBottom: 16 }}>
        <Typography.Text type="secondary">Insert from the business profile:</Typography.Text>
        {BUSINESS_PLACEHOLDERS.map(({ token, label }) => (
          <Button
            key={token}
            size="small"
            onClick={() => insert(token)}
            // Each field's buttons named apart: the Spanish version's sit on the same tab.
            aria-label={`Insert ${label.toLowerCase()}${lang === 'es' ? ' into the Spanish version' : ''} (${token})`}
          >
            {label}
          </Button>
        ))}
      </Flex>
      {foreignAlert}
    </>
  );
}

/** A phone written out that is not the business's: it goes stale when the profile changes. */
function ForeignPhoneAlert({ foreign, subject }: { foreign: string[]; subject: ContentEditorProps['subject'] }) {
  return (
    <WarningAlert
      title={`This ${subject} writes out ${foreign.join(', ')}, which is not your business phone (${siteConfig.business.phone}).`}
      description={`Insert the office phone from the business profile instead: the ${subject} then always shows the number the profile has.`}
    />
  );
}
