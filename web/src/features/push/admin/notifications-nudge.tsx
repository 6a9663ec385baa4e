import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { pushSupport, thisDeviceEndpoint } from './this-device';
import './notifications-card.css';

/**
 * On Today, while this browser could be notified but is not subscribed: a pointer to the
 * notifications screen. Nothing where push is impossible or was refused (the screen says why).
 */
export function NotificationsNudge() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let active = true;
    if (pushSupport() !== 'supported' || Notification.permission === 'denied') return;
    thisDeviceEndpoint().then(
      (endpoint) => active && setShow(endpoint === null),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  if (!show) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="notifications-nudge"
      title="Know about a new booking within seconds"
      description={
        <>
          This device does not receive notifications yet.{' '}
          <Link to="/admin/notifications" className="notifications-nudge-link">
            Turn on notifications
          </Link>
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
