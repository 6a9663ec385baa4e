import { Button, Card, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading, LoadFailure, RefreshButton, ActionFailure } from '../../../ui/admin/admin-screen-parts';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import { EndpointCard } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { SecretNotice } from './secret-notice';
import { useWebhookEndpoints, type ShownSecret, type WebhookEndpoint } from './use-webhook-endpoints';
import './webhooks-screen.css';

/** /admin/webhooks (issue #43): the endpoints the site's events go to, each with its deliveries. */
export default function WebhooksScreen() {
  usePageTitle('Webhooks');
  const { endpoints, add, rotateSecret, setEnabled, remove } = useWebhookEndpoints();
  const [modal, contextHolder] = Modal.useModal();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = endpoints.data?.webhookEndpoints;

  /** Runs an action, saying in words when the server refused it. */
  const attempt = (action: () => Promise<unknown>, fallback: string) => async () => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(saveErrorText(error) ?? fallback);
    }
  };

  const actionsOf = (endpoint: WebhookEndpoint) => ({
    rotateSecret: attempt(async () => {
      const confirmed = await modal.confirm({
        title: 'Rotate the signing secret?',
        content:
          'A new secret is shown once. For 24 hours requests carry signatures for both, so the receiving system can switch in its own time.',
        okText: 'Rotate',
      });
      if (confirmed) setShown(await rotateSecret(endpoint.id));
    }, 'The secret could not be rotated. Please try again.'),
    setEnabled: attempt(() => setEnabled(endpoint.id, !endpoint.enabled), 'The endpoint could not be changed. Please try again.'),
    remove: attempt(async () => {
      const confirmed = await modal.confirm({
        title: 'Delete this endpoint?',
        content: `Nothing more is sent to ${endpoint.url}, and its deliveries are deleted.`,
        okText: 'Delete',
        okButtonProps: { danger: true },
      });
      if (confirmed) await remove(endpoint.id);
    }, 'The endpoint could not be deleted. Please try again.'),
  });

  return (
    <>
      {contextHolder}
      <AdminHeading title="Webhooks">
        <div className="webhooks-actions">
          <RefreshButton refetch={endpoints.refetch} />
          {!adding && (
            <Button type="primary" onClick={() => setAdding(true)}>
              Add endpoint
            </Button>
          )}
        </div>
      </AdminHeading>
      <Typography.Paragraph type="secondary">
        Your own systems (a CRM, a spreadsheet script) can hear of new booking requests, appointment changes, messages and published
        projects and pages as they happen. Each request is signed with the endpoint&apos;s secret; failed ones are tried again for 24 hours.
      </Typography.Paragraph>
      {shown && <SecretNotice shown={shown} onDismiss={() => setShown(null)} />}
      <ActionFailure failure={failure} />
      {adding && (
        <EndpointForm
          onCancel={() => setAdding(false)}
          onSave={async (input) => {
            setShown(await add(input));
            setAdding(false);
          }}
        />
      )}
      {endpoints.error && <LoadFailure title="Failed to fetch webhook endpoints" stale={Boolean(list)} />}
      {!list && !endpoints.error && <Spin aria-label="Loading webhook endpoints" />}
      {list?.length === 0 && !adding && (
        <Card>
          <Typography.Paragraph>No endpoints yet. Add one to send the site&apos;s events to another system.</Typography.Paragraph>
        </Card>
      )}
      {list?.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} actions={actionsOf(endpoint)} />
      ))}
    </>
  );
}
