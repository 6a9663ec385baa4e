import { Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth-context';
import './admin-layout.css';

/** The frame of the admin screens, inside the site shell. */
export function AdminLayout() {
  const { user } = useAuth();
  return (
    <div className="admin-layout">
      <div className="admin-bar">
        <Typography.Text type="secondary">Administration</Typography.Text>
        {user && <Typography.Text type="secondary">Signed in as {user.email}</Typography.Text>}
      </div>
      <Outlet />
    </div>
  );
}
