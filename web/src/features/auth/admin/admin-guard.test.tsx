import { screen } from '@testing-library/react';
import { fakeAuth, signedInAuth } from '../../../../test/fake-auth';
import { renderScreen } from '../../../../test/render-screen';
import type { Auth } from '../auth-context';
import { AdminGuard } from './admin-guard';

function renderGuarded(auth: Auth) {
  renderScreen(
    <AdminGuard>
      <h1>Secret admin screen</h1>
    </AdminGuard>,
    { auth },
  );
}

describe('AdminGuard', () => {
  it('shows a spinner while the session is being checked', () => {
    renderGuarded(fakeAuth({ status: 'checking', token: 'stored-token' }));
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByText('Secret admin screen')).not.toBeInTheDocument();
  });

  it('shows the login form in place when signed out', () => {
    renderGuarded(fakeAuth());
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByText('Secret admin screen')).not.toBeInTheDocument();
  });

  it('shows the screen to a signed-in admin', () => {
    renderGuarded(signedInAuth());
    expect(screen.getByRole('heading', { name: 'Secret admin screen' })).toBeInTheDocument();
  });
});
