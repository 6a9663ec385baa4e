import { act, screen } from '@testing-library/react';
import { fakeAuth, setupStatusMock, signedInAuth } from '../../../../test/fake-auth';
import { renderScreen } from '../../../../test/render-screen';
import type { Auth } from '../auth-context';
import { AdminGuard } from './admin-guard';

function renderGuarded(auth: Auth) {
  renderScreen(
    <AdminGuard>
      <h1>Secret admin screen</h1>
    </AdminGuard>,
    { auth, mocks: [setupStatusMock(false)] },
  );
}

describe('AdminGuard', () => {
  it('shows a spinner while the session is being checked', () => {
    renderGuarded(fakeAuth({ status: 'checking', token: 'stored-token' }));
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByText('Secret admin screen')).not.toBeInTheDocument();
  });

  it('shows the login form in place when signed out', async () => {
    renderGuarded(fakeAuth());
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByText('Secret admin screen')).not.toBeInTheDocument();
    // The form's question to the server is answered inside the test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  });

  it('shows the screen to a signed-in admin', () => {
    renderGuarded(signedInAuth());
    expect(screen.getByRole('heading', { name: 'Secret admin screen' })).toBeInTheDocument();
  });
});
