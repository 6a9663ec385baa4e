import { Alert, Button, Form, Input } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthMessages, MIN_PASSWORD_LENGTH, SignInMessages } from '@plumbing/shared';
import { AdminTheme } from '../../../ui/admin/admin-theme';
import { graphql } from '../../../gql';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useAuth } from '../auth-context';
import { comparedWith } from '../../../ui/admin/form-rules';
import { AuthCard } from './auth-card';
import { AuthLoading } from './auth-loading';
import { SetupStatusQuery } from './auth-operations';
import { serverErrorText } from '../auth-messages';

const SetupAdminMutation = graphql(`
  mutation SetupAdmin($email: String!, $password: String!) {
    setupAdmin(email: $email, password: $password) {
      ...AuthAnswerFields
    }
  }
`);

/** How long 'Admin account created successfully!' shows before the admin area opens. */
const SETUP_REDIRECT_DELAY_MS = 1500;

/** /admin-setup: the one-time creation of the admin account, while the server says it is needed. */
export default function SetupScreen() {
  usePageTitle('Admin Setup');
  const { data, error, refetch } = useQuery(SetupStatusQuery, { fetchPolicy: 'network-only' });

  let content;
  if (error) {
    content = (
      <AuthCard title="Admin Setup">
        <Alert className="auth-alert" type="error" showIcon title={serverErrorText(error) ?? SignInMessages.networkError} />
        <Button onClick={() => void refetch()}>Try again</Button>
      </AuthCard>
    );
  } else if (!data) {
    content = <AuthLoading label="Checking setup status..." />;
  } else if (data.setupStatus.needsSetup) {
    content = <SetupForm />;
  } else {
    content = (
      <AuthCard title="Admin Already Configured">
        <p>The admin account has already been created. Sign in to manage the website.</p>
        <Link to="/admin">Go to the admin area</Link>
      </AuthCard>
    );
  }
  return <AdminTheme>{content}</AdminTheme>;
}

interface SetupValues {
  email: string;
  password: string;
  confirmPassword: string;
}

function SetupForm() {
  const { setToken } = useAuth();
  const navigate = useNavigate();
  const [setupAdmin] = useMutation(SetupAdminMutation);
  const [phase, setPhase] = useState<'editing' | 'submitting' | 'created'>('editing');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'created') return;
    const timer = setTimeout(() => navigate('/admin'), SETUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  async function submit({ email, password }: SetupValues) {
    setPhase('submitting');
    setError(null);
    try {
      const { data } = await setupAdmin({ variables: { email, password } });
      const answer = data?.setupAdmin;
      if (answer?.success && answer.token) {
        await setToken(answer.token);
        setPhase('created');
        return;
      }
      setError(answer?.error || SignInMessages.setupFailed);
    } catch (thrown) {
      const serverText = serverErrorText(thrown);
      setError(serverText === null ? SignInMessages.networkError : serverText || SignInMessages.setupFailed);
    }
    setPhase('editing');
  }

  return (
    <AuthCard title="Admin Setup">
      <p>Create the one administrator account for this website.</p>
      {phase === 'created' && (
        <Alert className="auth-alert" type="success" showIcon title="Admin account created successfully!" role="status" />
      )}
      {error && <Alert className="auth-alert" type="error" showIcon title={error} role="alert" />}
      <Form<SetupValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: siteConfig.business.email }}
        onFinish={submit}
        disabled={phase === 'created'}
      >
        <Form.Item
          label="Admin Email"
          name="email"
          rules={[{ required: true, type: 'email', message: 'Please enter a valid email address' }]}
        >
          <Input type="email" autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, min: MIN_PASSWORD_LENGTH, message: AuthMessages.passwordTooShort }]}
        >
          <Input.Password placeholder={`Minimum ${MIN_PASSWORD_LENGTH} characters`} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          {...comparedWith(
            'password',
            (confirmation?: string, password?: string) => confirmation === password,
            AuthMessages.passwordsDiffer,
          )}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={phase === 'submitting'}>
          Create Admin Account
        </Button>
      </Form>
    </AuthCard>
  );
}
