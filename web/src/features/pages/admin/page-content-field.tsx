import { Alert, Button, Flex, Form, Input, Radio, Skeleton, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { lazy, Suspense, useCallback, useRef, useState, type ComponentProps } from 'react';
import { BUSINESS_PLACEHOLDERS, foreignPhoneNumbers } from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { markupNotShown } from './visual-editor/visual-markup';

// The editor framework loads only when a page is opened in the admin (issue #52).
const PageVisualEditor = lazy(() => import('./visual-editor/page-visual-editor'));

type EditorMode = 'visual' | 'html';
/** The mode the owner last chose, kept in this browser. */
const MODE_KEY = 'pageEditorMode';
const preferredMode = (): EditorMode => (localStorage.getItem(MODE_KEY) === 'html' ? 'html' : 'visual');

/**
 * The page's content, written in the visual editor (issue #52) or as HTML (the spec's field), with
 * the business facts offered as placeholders (issue #38): a page that says the phone through
 * `{{business.phone}}` follows the business profile, one that types it out goes stale when the
 * number changes, and the field says so while the owner edits. A page whose markup the visual
 * editor cannot show stays in HTML, saying why.
 */
export function PageContentField({
  name = ['content'],
  label: fieldLabel = 'HTML Content',
  visualLabel = 'Content',
  lang,
}: {
  /** The form field: the English content, or the Spanish version's (['es', 'content']). */
  name?: string[];
  /** The field's label as HTML, and in the visual editor. */
  label?: string;
  visualLabel?: string;
  /** The language of the words typed in, when not the admin's English. */
  lang?: string;
}) {
  const form = Form.useFormInstance();
  const content = (Form.useWatch(name, form) as string | undefined) ?? '';
  const textArea = useRef<TextAreaRef>(null);
  const foreign = foreignPhoneNumbers(content, siteConfig.business);
  // What the visual editor would drop: read from the page as stored and when Visual is pressed, not
  // at each keystroke (the browser logs a blocked script for each event handler an owner types).
  const [notShown, setNotShown] = useState(() => markupNotShown(form.getFieldValue(name) ?? ''));
  const [mode, setMode] = useState<EditorMode>(() => (notShown.length ? 'html' : preferredMode()));
  const choose = (next: EditorMode) => {
    const dropped = next === 'visual' ? markupNotShown(content) : [];
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
    const at = field ? field.selectionStart : content.length;
    const end = field ? field.selectionEnd : content.length;
    form.setFieldValue(name, `${content.slice(0, at)}${token}${content.slice(end)}`);
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
  if (mode === 'visual')
    return (
      <>
        <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 8 }}>
          <Typography.Text strong>{visualLabel}</Typography.Text>
          {modes}
        </Flex>
        <Form.Item name={name} noStyle>
          <VisualEditor label={visualLabel} lang={lang} onCannotShow={showAsHtml} />
        </Form.Item>
        {foreign.length > 0 && <ForeignPhoneAlert foreign={foreign} />}
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
          title={`This page stays in HTML: the visual editor would drop its ${notShown.join(', ')}.`}
          description="Edit it here, or take those out to write it in the visual editor."
        />
      )}
      <Form.Item label={fieldLabel} name={name} extra="Scripts, styles, frames and event handlers are removed when the page is saved.">
        <Input.TextArea ref={textArea} rows={12} spellCheck={false} lang={lang} style={{ fontFamily: 'var(--font-mono, monospace)' }} />
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
      {foreign.length > 0 && <ForeignPhoneAlert foreign={foreign} />}
    </>
  );
}

/** The visual editor as a form control (the form hands it the value), shown once its chunk has loaded; also an area page's introduction's. */
export function VisualEditor(props: ComponentProps<typeof PageVisualEditor>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />}>
      <PageVisualEditor {...props} />
    </Suspense>
  );
}

/** A phone written out that is not the business's: it goes stale when the profile changes. */
function ForeignPhoneAlert({ foreign }: { foreign: string[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={`This page writes out ${foreign.join(', ')}, which is not your business phone (${siteConfig.business.phone}).`}
      description="Insert the office phone from the business profile instead: the page then always shows the number the profile has."
    />
  );
}
