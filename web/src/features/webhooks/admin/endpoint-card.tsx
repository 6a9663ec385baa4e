import { Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { siteConfig } from '../../../platform/site-config';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { DeliveryList } from './delivery-list';
import type { WebhookEndpoint } from './use-webhook-endpoints';

interface EndpointActions {
  rotateSecret: () => Promise<void>;
  setEnabled: (enabled: boolean) => Promise<void>;
  remove: () => Promise<void>;
}

function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { timeZone } = siteConfig.business;
  if (endpoint.disabledForFailingAt)
    return (
      <Tag color="red">Turned off: failing since {formatTimestamp(endpoint.failingSince ?? endpoint.disabledForFailingAt, timeZone)}</Tag>
    );
  if (!endpoint.enabled) return <Tag>Off</Tag>;
  if (endpoint.failingSince) return <Tag color="orange">Failing since {formatTimestamp(endpoint.failingSince, timeZone)}</Tag>;
  return <Tag color="green">On</Tag>;
}

/** One endpoint: where it sends, what, its state, its actions and (opened) its deliveries. */
export function EndpointCard({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: EndpointActions }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const run = (what: string, action: () => Promise<void>) => {
    setBusy(what);
    void action().finally(() => setBusy(null));
  };
  const deliveriesId = `webhook-deliveries-${endpoint.id}`;
  return (
    <Card
      className="webhook-endpoint"
      title={<span className="webhook-endpoint-url">{endpoint.url}</span>}
      extra={<EndpointState endpoint={endpoint} />}
    >
      {endpoint.description && <Typography.Paragraph>{endpoint.description}</Typography.Paragraph>}
      <div className="webhook-endpoint-events" aria-label="Events">
        {endpoint.events.map((type) => (
          <Tag key={type}>{type}</Tag>
        ))}
      </div>
      <div className="webhook-endpoint-actions">
        <Button aria-expanded={open} aria-controls={deliveriesId} onClick={() => setOpen(!open)}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button loading={busy === 'rotate'} onClick={() => run('rotate', actions.rotateSecret)}>
          Rotate secret
        </Button>
        <Button loading={busy === 'enable'} onClick={() => run('enable', () => actions.setEnabled(!endpoint.enabled))}>
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button danger loading={busy === 'delete'} onClick={() => run('delete', actions.remove)}>
          Delete
        </Button>
      </div>
      <div id={deliveriesId}>{open && <DeliveryList endpointId={endpoint.id} />}</div>
    </Card>
  );
}
