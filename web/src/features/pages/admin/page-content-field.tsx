import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { BUSINESS_PLACEHOLDERS, foreignPhoneNumbers } from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';

/**
 * The page's HTML, with the business facts offered as placeholders (issue #38): a page that says
 * the phone through `{{business.phone}}` follows the business profile, one that types it out goes
 * stale when the number changes, and the field says so while the owner edits.
 */
export function PageContentField({
  name = ['content'],
  label: fieldLabel = 'HTML Content',
  lang,
}: {
  /** The form field: the English content, or the Spanish version's (['es', 'content']). */
  name?: string[];
  label?: string;
  /** The language of the words typed in, when not the admin's English. */
  lang?: string;
}) {
  const form = Form.useFormInstance();
  const content = (Form.useWatch(name, form) as string | undefined) ?? '';
  const textArea = useRef<TextAreaRef>(null);
  const foreign = foreignPhoneNumbers(content, siteConfig.business);

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

  return (
    <>
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
      {foreign.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={`This page writes out ${foreign.join(', ')}, which is not your business phone (${siteConfig.business.phone}).`}
          description="Insert the office phone from the business profile instead: the page then always shows the number the profile has."
        />
      )}
    </>
  );
}
