import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES, API_TOKEN_NAME_MAX_LENGTH, ApiTokenMessages, type ApiScope } from '@plumbing/shared';
import { CopyableSecret } from '../../../ui/admin/copyable-secret';
import { useDialogLayout } from '../../../ui/admin/dialog-layout';
import { showFieldErrors } from '../../../ui/admin/save-feedback';
import { useRevealOnChange } from '../../../ui/use-reveal';
import type { Creation } from './use-api-tokens';

interface TokenForm {
  name: string;
  scopes: ApiScope[];
}

interface CreateApiTokenDialogProps {
  open: boolean;
  onClose: () => void;
  create: (name: string, scopes: ApiScope[]) => Promise<Creation>;
}

/**
 * Names a new token and ticks its scopes; once made, shows the token this once with a Copy button:
 * closing the dialog forgets it (the server keeps only its hash).
 */
export function CreateApiTokenDialog({ open, onClose, create }: CreateApiTokenDialogProps) {
  const layout = useDialogLayout(560);
  const [form] = Form.useForm<TokenForm>();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<{ token: string; name: string } | null>(null);
  const madeRef = useRevealOnChange<HTMLDivElement>(made);
  const failureRef = useRevealOnChange<HTMLDivElement>(failure);

  async function submit({ name, scopes }: TokenForm) {
    setCreating(true);
    setFailure(null);
    const outcome = await create(name, scopes);
    setCreating(false);
    if ('failure' in outcome) {
      showFieldErrors(form, outcome.fields);
      setFailure(outcome.failure);
      return;
    }
    setMade({ token: outcome.token, name: outcome.apiToken.name });
  }

  /** The token goes with the dialog: nothing keeps it once it is closed. */
  function close() {
    setMade(null);
    setFailure(null);
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      open={open}
      title={made ? `Token “${made.name}” created` : 'Create an API token'}
      onCancel={close}
      closable={{ 'aria-label': 'Close dialog' }}
      {...layout}
      destroyOnHidden
      mask={{ closable: !made }}
      footer={
        made ? (
          <Button type="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <Flex justify="end" gap="small" wrap>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" htmlType="submit" form="create-api-token" loading={creating}>
              Create token
            </Button>
          </Flex>
        )
      }
    >
      {made ? (
        <div ref={madeRef} tabIndex={-1} className="api-token-made">
          <CopyableSecret
            intro={{
              tone: 'warning',
              title: 'Copy the token now: you will not see it again.',
              description:
                'The site keeps only a fingerprint of it, so nobody can show it to you later. If it is lost, create a new token and revoke this one.',
            }}
            id="api-token-value"
            label="API token"
            thing="token"
            value={made.token}
            copiedText="Token copied. Paste it where the program keeps its secrets."
          />
          <Typography.Paragraph type="secondary" className="api-token-help">
            The program sends it with each request as <Typography.Text code>Authorization: Bearer {'<token>'}</Typography.Text>.
          </Typography.Paragraph>
        </div>
      ) : (
        <Form<TokenForm>
          id="create-api-token"
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: '', scopes: [] }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="name"
            label="Name"
            extra="Which program uses it, e.g. Accounting sync."
            rules={[
              { required: true, whitespace: true, message: ApiTokenMessages.nameRequired },
              { max: API_TOKEN_NAME_MAX_LENGTH, message: ApiTokenMessages.nameTooLong },
            ]}
          >
            <Input autoComplete="off" maxLength={API_TOKEN_NAME_MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label="What it may do"
            rules={[{ required: true, type: 'array', min: 1, message: ApiTokenMessages.scopesRequired }]}
          >
            <Checkbox.Group className="api-token-scopes">
              {API_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope}>
                  <Typography.Text code>{scope}</Typography.Text> {API_SCOPE_DESCRIPTIONS[scope]}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Typography.Paragraph type="secondary">
            No token can change your password, your tokens, backups or notifications, whatever it may do.
          </Typography.Paragraph>
          {failure && (
            <div ref={failureRef} tabIndex={-1}>
              <Alert type="error" showIcon role="alert" title={failure} />
            </div>
          )}
        </Form>
      )}
    </Modal>
  );
}
