import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useAuth } from '../auth-context';
import { AuthCard } from './auth-card';
import { SetupStatusQuery } from './auth-operations';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * The Admin Login form. After a successful sign-in it goes to Today (/admin), the owner's first
 * screen, or calls `onSuccess` instead when given (the admin guard reloads the page). It offers
 * the one-time setup only while the server says no admin account exists.
 */
export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  usePageTitle('Admin Login');
  const { login } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { data: setup } = useQuery(SetupStatusQuery);

  async function submit({ email, password }: LoginValues) {
    setSubmitting(true);
    setError(null);
    const result = await login(email, password);
    if (result.ok) {
      if (onSuccess) onSuccess();
      else navigate('/admin');
      return;
    }
    setError(result.error);
    setSubmitting(false);
  }

  return (
    <AuthCard title="Admin Login">
      {error && <Alert className="auth-alert" type="error" showIcon title={error} role="alert" />}
      <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label="Email Address" name="email" rules={[{ required: true, message: 'Please enter your email address' }]}>
          <Input type="email" autoComplete="username" prefix={<MailOutlined aria-hidden />} size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
      {setup?.setupStatus.needsSetup && (
        <p className="auth-footnote">
          First time here? <Link to="/admin-setup">Set up the admin account</Link>
        </p>
      )}
    </AuthCard>
  );
}
