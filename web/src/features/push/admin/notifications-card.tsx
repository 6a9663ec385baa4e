import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { siteConfig } from '../../../platform/site-config';
import { OutcomeBanner, RetryAlert, type Outcome } from '../../../ui/admin/admin-screen-parts';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import {
  DeletePushSubscriptionMutation,
  PushDevicesQuery,
  SavePushSubscriptionMutation,
  SendTestNotificationMutation,
} from './push-operations';
import {
  deviceLabel,
  PermissionRefused,
  pushSupport,
  subscribeThisDevice,
  thisDeviceEndpoint,
  unsubscribeThisDevice,
  type PushSupport,
} from './this-device';
import './notifications-card.css';

/** Why this browser cannot be notified, and what the owner can do about it. */
const UNSUPPORTED: Record<Exclude<PushSupport, 'supported'>, string> = {
  'needs-home-screen':
    'On an iPhone or iPad, notifications work once the site is on the Home Screen: tap Share, then Add to Home Screen, open the site from there, sign in and tap "Notify me on this device".',
  'needs-https': 'Notifications need the site to be opened over a secure connection (an https:// address).',
  unsupported: 'This browser cannot receive notifications from the site. Use Chrome, Edge, Firefox or Safari on the phone you carry.',
};

const TEXTS = {
  blocked:
    'Notifications are blocked for this site in this browser. Allow them in the browser\'s site settings (the icon beside the address, then Notifications), then tap "Notify me on this device" again.',
  dismissed: 'The browser did not allow notifications. Tap "Notify me on this device" again and choose Allow.',
  on: 'Notifications are on for this device. Send a test notification to check.',
  failed: 'Notifications could not be turned on. Please try again.',
  removed: (label: string) => `${label} no longer receives notifications.`,
  removeFailed: 'The device could not be removed. Please try again.',
  testFailed: 'The test notification could not be sent. Please try again.',
} as const;

/** The outcome of "Send test notification", as the owner reads it. */
export function testOutcome({ devices, sent, error }: { devices: number; sent: boolean; error: string | null }): Outcome {
  const where = devices === 1 ? '1 device' : `${devices} devices`;
  if (sent) return { type: 'success', text: `Test notification sent to ${where}. It should appear within seconds.` };
  return {
    type: 'warning',
    text: `The test notification did not reach every device (${where})${error ? `: ${error}` : ''}. It will be retried.`,
  };
}

/**
 * "Notify me on this device": asks the browser's permission, subscribes with the server's key and
 * saves the subscription; lists the owner's devices with Remove, and sends a test notification.
 * Says plainly when this browser cannot be notified or the permission was refused.
 */
export function NotificationsCard() {
  const support = pushSupport();
  const { timeZone } = siteConfig.business;
  const { data, loading, error, refetch } = useQuery(PushDevicesQuery, { fetchPolicy: 'cache-and-network' });
  const [saveSubscription] = useMutation(SavePushSubscriptionMutation);
  const [deleteSubscription] = useMutation(DeletePushSubscriptionMutation);
  const [sendTest] = useMutation(SendTestNotificationMutation);
  const [permission, setPermission] = useState<NotificationPermission | null>(() =>
    support === 'supported' ? Notification.permission : null,
  );
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let active = true;
    thisDeviceEndpoint().then(
      (endpoint) => active && setThisEndpoint(endpoint),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const devices = data?.pushSubscriptions ?? [];
  const subscribedHere = thisEndpoint !== null && devices.some((device) => device.endpoint === thisEndpoint);

  async function run(kind: string, action: () => Promise<Outcome>) {
    setBusy(kind);
    setOutcome(null);
    try {
      setOutcome(await action());
    } finally {
      setBusy(null);
    }
  }

  const subscribe = () =>
    run('subscribe', async () => {
      try {
        if (!data) throw new Error('not loaded');
        const subscription = await subscribeThisDevice(data.pushPublicKey);
        await saveSubscription({ variables: { input: { ...subscription, label: deviceLabel(navigator.userAgent) } } });
        setThisEndpoint(subscription.endpoint);
        await refetch();
        return { type: 'success', text: TEXTS.on };
      } catch (thrown) {
        if (thrown instanceof PermissionRefused)
          return { type: 'warning', text: thrown.permission === 'denied' ? TEXTS.blocked : TEXTS.dismissed };
        const reason = saveErrorText(thrown);
        return { type: 'error', text: reason ? `${TEXTS.failed} ${reason}` : TEXTS.failed };
      } finally {
        if (support === 'supported') setPermission(Notification.permission);
      }
    });

  const remove = (endpoint: string, label: string) =>
    run(endpoint, async () => {
      try {
        await deleteSubscription({ variables: { endpoint } });
        if (endpoint === thisEndpoint) {
          await unsubscribeThisDevice().catch(() => undefined);
          setThisEndpoint(null);
        }
        await refetch();
        return { type: 'success', text: TEXTS.removed(label) };
      } catch {
        return { type: 'error', text: TEXTS.removeFailed };
      }
    });

  const test = () =>
    run('test', async () => {
      try {
        const { data: answer } = await sendTest();
        await refetch().catch(() => undefined);
        return answer ? testOutcome(answer.sendTestNotification) : { type: 'error', text: TEXTS.testFailed };
      } catch (thrown) {
        return { type: 'error', text: saveErrorText(thrown) ?? TEXTS.testFailed };
      }
    });

  return (
    <Card title={<h2 className="settings-card-title">Notifications on this device</h2>}>
      <Typography.Paragraph>
        Get a notification within seconds of every new booking request or message, on the phone you carry. Tapping it opens the request.
      </Typography.Paragraph>

      {support !== 'supported' ? (
        <Alert type="warning" showIcon role="note" title="This browser cannot show notifications" description={UNSUPPORTED[support]} />
      ) : permission === 'denied' && !subscribedHere && outcome?.text !== TEXTS.blocked ? (
        // Right after a refused tap the outcome below says this already (and the button stays, for the next try).
        <Alert type="warning" showIcon role="alert" title="Notifications are blocked" description={TEXTS.blocked} />
      ) : subscribedHere ? (
        <Alert type="success" showIcon title="This device receives notifications." />
      ) : (
        <Button
          type="primary"
          size="large"
          icon={<BellOutlined />}
          loading={busy === 'subscribe'}
          disabled={!data || busy !== null}
          onClick={() => void subscribe()}
        >
          Notify me on this device
        </Button>
      )}

      {outcome && (
        <div className="notifications-outcome">
          <OutcomeBanner outcome={outcome} onDismiss={() => setOutcome(null)} />
        </div>
      )}

      <h3 className="notifications-devices-title">Devices that receive notifications</h3>
      {error && <RetryAlert title="Failed to fetch the devices" refetch={refetch} />}
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : devices.length === 0 ? (
        data && <p className="notifications-empty">No device receives notifications yet.</p>
      ) : (
        <ul className="admin-items">
          {devices.map((device) => (
            <li key={device.id} className="admin-item">
              <div className="admin-item-text">
                <strong>
                  {device.label} {device.endpoint === thisEndpoint && <Tag color="blue">This device</Tag>}
                </strong>
                <span>
                  Added {formatTimestamp(device.createdAt, timeZone)}
                  {device.lastSentAt ? ` · last notified ${formatTimestamp(device.lastSentAt, timeZone)}` : ' · not notified yet'}
                </span>
              </div>
              <Popconfirm
                title={`Stop notifications on ${device.label}?`}
                okText="Remove"
                okButtonProps={{ danger: true }}
                cancelText="Keep it"
                onConfirm={() => remove(device.endpoint, device.label)}
              >
                <Button danger loading={busy === device.endpoint} disabled={busy !== null} aria-label={`Remove ${device.label}`}>
                  Remove
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      <Flex wrap gap="small" className="notifications-test">
        <Button loading={busy === 'test'} disabled={devices.length === 0 || busy !== null} onClick={() => void test()}>
          Send test notification
        </Button>
      </Flex>
    </Card>
  );
}
