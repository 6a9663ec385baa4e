import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { AdminTheme } from '../../../ui/admin/admin-theme';
import { useAuth } from '../auth-context';
import { AuthCard } from './auth-card';
import { AuthLoading } from './auth-loading';
import { LoginForm } from './login-form';

/** /admin-login and /login: the sign-in form, or a way on for an admin who is already signed in. */
export default function LoginScreen() {
  const { status } = useAuth();
  return (
    <AdminTheme>
      {status === 'checking' ? (
        <AuthLoading label="Checking authentication..." />
      ) : status === 'signed-in' ? (
        <AdminAccess />
      ) : (
        <LoginForm />
      )}
    </AdminTheme>
  );
}

function AdminAccess() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthCard title="Admin Access">
      <p>You are signed in{user ? ` as ${user.email}` : ''}.</p>
      <div className="auth-actions">
        <Link to="/admin">Go to the dashboard</Link>
        <Button
          onClick={() => {
            logout();
            navigate('/');
          }}
        >
          Logout
        </Button>
      </div>
    </AuthCard>
  );
}
