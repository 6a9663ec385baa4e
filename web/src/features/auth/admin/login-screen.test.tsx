import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, setupStatusMock, signedInAuth } from '../../../../test/fake-auth';
import { renderScreen } from '../../../../test/render-screen';
import type { Auth, LoginResult } from '../auth-context';
import LoginScreen from './login-screen';

function renderLogin(auth: Auth, needsSetup = false) {
  renderScreen(<LoginScreen />, {
    at: '/admin-login',
    routes: { '/admin': <h1>Today</h1>, '/': <h1>Home page</h1> },
    auth,
    mocks: [setupStatusMock(needsSetup)],
  });
}

async function signIn() {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Email Address'));
  await user.paste('owner@example.com');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('right-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginScreen', () => {
  it('shows the Admin Login form with a link to the admin setup while no account exists', async () => {
    renderLogin(fakeAuth(), true);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(await screen.findByRole('link', { name: /set up/i })).toHaveAttribute('href', '/admin-setup');
  });

  it('offers no setup once the admin account exists (issue #38)', async () => {
    renderLogin(fakeAuth(), false);
    // The answer renders inside act: its update is the one this test reads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: /set up/i })).not.toBeInTheDocument();
  });

  it('reads Signing In... while busy, then opens Today (issue #38)', async () => {
    let finish: (result: LoginResult) => void = () => undefined;
    const auth = fakeAuth({ login: jest.fn(() => new Promise<LoginResult>((resolve) => (finish = resolve))) });
    renderLogin(auth);

    await signIn();
    expect(screen.getByRole('button', { name: /Signing In\.\.\./ })).toBeInTheDocument();
    expect(auth.login).toHaveBeenCalledWith('owner@example.com', 'right-password');

    finish({ ok: true });
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
  });

  it('shows the error of a failed sign-in', async () => {
    renderLogin(fakeAuth({ login: jest.fn(async () => ({ ok: false as const, error: 'Invalid email or password' })) }));
    await signIn();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('offers the dashboard and Logout to an admin who is already signed in', async () => {
    const auth = signedInAuth();
    renderLogin(auth);
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /dashboard/i })).toHaveAttribute('href', '/admin');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
