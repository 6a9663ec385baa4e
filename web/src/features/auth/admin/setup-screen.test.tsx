import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSetupStatusDocument, AuthMeDocument, SetupAdminDocument } from '../../../gql/graphql';
import SetupScreen from './setup-screen';
import { TOKEN_STORAGE_KEY } from '../../../platform/token-storage';
import { renderScreen } from '../../../../test/render-screen';

const statusMock = (needsSetup: boolean): MockLink.MockedResponse => ({
  request: { query: AdminSetupStatusDocument },
  result: { data: { setupStatus: { __typename: 'SetupStatus', needsSetup } } },
});

const setupMock = (password: string, answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: SetupAdminDocument, variables: { email: 'hello@gulfcoastplumbing.example', password } },
  ...answer,
});

const setupAnswer = (success: boolean, token: string | null, error: string | null) => ({
  result: { data: { setupAdmin: { __typename: 'AuthPayload', success, token, error } } },
});

const meMock: MockLink.MockedResponse = {
  request: { query: AuthMeDocument },
  result: {
    data: { me: { __typename: 'AdminUser', id: '1', email: 'hello@gulfcoastplumbing.example', createdAt: '2025-01-01T00:00:00.000Z' } },
  },
};

function renderSetup(mocks: MockLink.MockedResponse[]) {
  renderScreen(<SetupScreen />, { at: '/admin-setup', routes: { '/admin': <h1>Admin area</h1> }, mocks, auth: 'provider' });
}

async function fillPasswords(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm Password'));
  await user.paste(confirmation);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
}

describe('SetupScreen', () => {
  afterEach(() => localStorage.clear());

  it('checks whether setup is needed, then shows the form with the business e-mail prefilled', async () => {
    renderSetup([statusMock(true)]);
    expect(screen.getByText('Checking setup status...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Admin Setup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Email')).toHaveValue('hello@gulfcoastplumbing.example');
    expect(screen.getByLabelText('Admin Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Minimum 8 characters');
  });

  it('says when the admin is already configured', async () => {
    renderSetup([statusMock(false)]);
    expect(await screen.findByRole('heading', { name: 'Admin Already Configured' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /admin area/i })).toHaveAttribute('href', '/admin');
  });

  it('refuses a password shorter than 8 characters', async () => {
    renderSetup([statusMock(true)]);
    await fillPasswords('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('refuses passwords that do not match', async () => {
    renderSetup([statusMock(true)]);
    await fillPasswords('longenough1', 'longenough2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    renderSetup([statusMock(true), setupMock('longenough1', setupAnswer(false, null, 'Admin already exists'))]);
    await fillPasswords('longenough1', 'longenough1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin already exists');
  });

  it("shows 'Setup failed' when the server gives no reason", async () => {
    renderSetup([statusMock(true), setupMock('longenough1', setupAnswer(false, null, null))]);
    await fillPasswords('longenough1', 'longenough1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Setup failed');
  });

  it("shows 'Network error occurred' when the server cannot be reached", async () => {
    renderSetup([statusMock(true), setupMock('longenough1', { error: new TypeError('Failed to fetch') })]);
    await fillPasswords('longenough1', 'longenough1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
  });

  it('on success shows the confirmation, stores the token and opens /admin', async () => {
    renderSetup([statusMock(true), setupMock('longenough1', setupAnswer(true, 'new-token', null)), meMock]);
    await fillPasswords('longenough1', 'longenough1');

    expect(await screen.findByText('Admin account created successfully!')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
