import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../ui/controls/brand-logo';
import './auth.css';

/** The centred card the sign-in, access and setup screens are drawn in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <div className="auth-card-header">
          <BrandLogo size={48} />
          <Typography.Title level={1} className="auth-card-title">
            {title}
          </Typography.Title>
        </div>
        {children}
      </Card>
    </div>
  );
}
