import type { ReactNode } from 'react';
import { useAuth } from '../auth-context';
import { AuthLoading } from './auth-loading';
import { LoginForm } from './login-form';

/** Admin screens show only to a verified admin; anyone else gets the sign-in form in their place. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'checking') return <AuthLoading label="Checking authentication..." />;
  if (status === 'signed-out') return <LoginForm onSuccess={() => window.location.reload()} />;
  return children;
}
