import { Button, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { siteConfig } from '../../../platform/site-config';
import { LoadFailure, ActionFailure } from '../../../ui/admin/admin-screen-parts';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import { useWebhookDeliveries, type WebhookDelivery } from './use-webhook-deliveries';

const STATUS_TAGS: Record<WebhookDelivery['status'], { color: string; label: string }> = {
  pending: { color: 'gold', label: 'Waiting' },
  delivered: { color: 'green', label: 'Delivered' },
  failed: { color: 'red', label: 'Failed' },
};

function DeliveryItem({ delivery, onResend }: { delivery: WebhookDelivery; onResend: () => Promise<void> }) {
  const { timeZone } = siteConfig.business;
  const [busy, setBusy] = useState(false);
  const tag = STATUS_TAGS[delivery.status];
  const when = delivery.deliveredAt ?? delivery.lastAttemptAt ?? delivery.createdAt;
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`;
  return (
    <li className="webhook-delivery">
      <div className="webhook-delivery-facts">
        <Typography.Text code>{delivery.eventType}</Typography.Text> <Tag color={tag.color}>{tag.label}</Tag>
        <Typography.Text type="secondary">
          {formatTimestamp(when, timeZone)} · {delivery.lastResponseCode === null ? 'no answer' : `answer ${delivery.lastResponseCode}`} ·{' '}
          {tries}
        </Typography.Text>
        {delivery.status !== 'delivered' && delivery.lastError && <Typography.Text type="danger">{delivery.lastError}</Typography.Text>}
      </div>
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onResend().finally(() => setBusy(false));
        }}
        aria-label={`Resend ${delivery.eventType} of ${formatTimestamp(delivery.createdAt, timeZone)}`}
      >
        Resend
      </Button>
    </li>
  );
}

/** An endpoint's latest deliveries, newest first, each with its outcome and a Resend. */
export function DeliveryList({ endpointId }: { endpointId: string }) {
  const { deliveries, resend } = useWebhookDeliveries(endpointId);
  const [failure, setFailure] = useState<string | null>(null);
  const list = deliveries.data?.webhookDeliveries;

  async function resendOne(id: string) {
    setFailure(null);
    try {
      await resend(id);
    } catch (error) {
      setFailure(saveErrorText(error) ?? 'It could not be resent. Please try again.');
    }
  }

  if (!list)
    return deliveries.error ? <LoadFailure title="Failed to fetch deliveries" stale={false} /> : <Spin aria-label="Loading deliveries" />;
  return (
    <section className="webhook-deliveries" aria-label="Deliveries">
      {deliveries.error && <LoadFailure title="Failed to fetch deliveries" stale />}
      <ActionFailure failure={failure} />
      {list.length === 0 ? (
        <Typography.Paragraph type="secondary">No deliveries yet: one appears here when an event it receives happens.</Typography.Paragraph>
      ) : (
        <ul>
          {list.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} onResend={() => resendOne(delivery.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
