import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth-context';
import './admin-layout.css';

/** The frame of the admin screens, inside the site shell; `notices` (what the owner must know) above every screen. */
export function AdminLayout({ notices }: { notices?: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="admin-layout">
      <div className="admin-bar">
        <Typography.Text type="secondary">Administration</Typography.Text>
        {user && <Typography.Text type="secondary">Signed in as {user.email}</Typography.Text>}
      </div>
      {notices}
      <Outlet />
    </div>
  );
}
