import type { ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { AuthLoading } from '../auth/auth-loading';
import { LoginForm } from '../auth/login-form';

/** Admin screens show only to a verified admin; anyone else gets the sign-in form in their place. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'checking') return <AuthLoading label="Checking authentication..." />;
  if (status === 'signed-out') return <LoginForm onSuccess={() => window.location.reload()} />;
  return children;
}
