import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS } from '@plumbing/shared';
import type { WebhookEndpointInput } from '../../../gql/graphql';
import { saveOrRefusal } from '../../../ui/admin/save-feedback';
import { WithInlineCode } from '../../../ui/admin/inline-code';
import { ActionFailure } from '../../../ui/admin/admin-screen-parts';

/** Adding an endpoint: its address, the events it wants (all to start with), a note; the server checks the address. */
export function EndpointForm({ onSave, onCancel }: { onSave: (input: WebhookEndpointInput) => Promise<void>; onCancel: () => void }) {
  const [form] = Form.useForm<WebhookEndpointInput>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: WebhookEndpointInput) {
    setSaving(true);
    setFailure(null);
    const save = () => onSave({ url: values.url.trim(), events: values.events, description: values.description ?? '' });
    setFailure(await saveOrRefusal(form, save, 'The endpoint could not be added. Please try again.'));
    setSaving(false);
  }

  return (
    <Card title="Add an endpoint" className="webhook-form">
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ events: WEBHOOK_EVENT_TYPES, description: '' }}
      >
        <Form.Item
          name="url"
          label="Address (URL)"
          rules={[{ required: true, message: 'Enter the address of the receiving system.' }]}
          extra="Where the events are sent: an https:// address of your own system (a CRM, a script)."
        >
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://crm.example.com/webhooks" />
        </Form.Item>
        <Form.Item name="events" label="Events" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event.' }]}>
          <Checkbox.Group className="webhook-event-choices">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type}>
                <Typography.Text code>{type}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  <WithInlineCode text={WEBHOOK_EVENTS[type].description} />
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="description" label="Description" extra="For you: what this endpoint is for.">
          <Input maxLength={500} />
        </Form.Item>
        <ActionFailure failure={failure} />
        <div className="webhook-form-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            Add endpoint
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      </Form>
    </Card>
  );
}
