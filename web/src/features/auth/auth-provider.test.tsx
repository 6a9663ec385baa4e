import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthLoginDocument, AuthMeDocument } from '../../gql/graphql';
import { useAuth, type Auth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { TOKEN_STORAGE_KEY } from '../../platform/token-storage';

const admin = { __typename: 'AdminUser', id: '1', email: 'owner@example.com', createdAt: '2025-01-01T00:00:00.000Z' };
const meMock = (me: typeof admin | null): MockLink.MockedResponse => ({
  request: { query: AuthMeDocument },
  result: { data: { me } },
});
const loginMock = (answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: AuthLoginDocument, variables: { email: 'owner@example.com', password: 'right-password' } },
  ...answer,
});
const loginAnswer = (success: boolean, token: string | null, error: string | null) => ({
  result: { data: { login: { __typename: 'AuthPayload', success, token, error } } },
});

/** Renders the provider and hands back a live view of the auth value. */
function renderAuth(mocks: MockLink.MockedResponse[]) {
  const current: { auth?: Auth } = {};
  function Probe() {
    current.auth = useAuth();
    return <p>status: {current.auth.status}</p>;
  }
  render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </MockedProvider>,
  );
  return () => current.auth!;
}

async function loginWith(auth: () => Auth) {
  let result: Awaited<ReturnType<Auth['login']>> | undefined;
  await act(async () => {
    result = await auth().login('owner@example.com', 'right-password');
  });
  return result;
}

describe('AuthProvider', () => {
  afterEach(() => localStorage.clear());

  it('is signed out at once when no token is stored', () => {
    const auth = renderAuth([]);
    expect(auth()).toMatchObject({ status: 'signed-out', user: null, token: null });
  });

  it('verifies a stored token before counting the admin as signed in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    const auth = renderAuth([meMock(admin)]);
    expect(auth().status).toBe('checking');
    expect(auth().user).toBeNull();

    await screen.findByText('status: signed-in');
    expect(auth()).toMatchObject({ token: 'stored-token', user: { email: 'owner@example.com' } });
  });

  it('forgets a stored token the server does not accept', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
    const auth = renderAuth([meMock(null)]);
    await screen.findByText('status: signed-out');
    expect(auth().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('forgets a stored token when verification fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    renderAuth([{ request: { query: AuthMeDocument }, error: new TypeError('Failed to fetch') }]);
    await screen.findByText('status: signed-out');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('login stores the token, verifies it and signs in', async () => {
    const auth = renderAuth([loginMock(loginAnswer(true, 'new-token', null)), meMock(admin)]);
    expect(await loginWith(auth)).toEqual({ ok: true });
    expect(auth()).toMatchObject({ status: 'signed-in', token: 'new-token', user: { id: '1' } });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
  });

  it.each([
    ['a refusal', loginAnswer(false, null, 'Wrong password'), 'Invalid email or password'],
    ['a refusal without a reason', loginAnswer(false, null, null), 'Invalid email or password'],
    [
      'a rate-limit refusal (shown as is)',
      loginAnswer(false, null, 'Too many sign-in attempts. Try again in 15 minutes.'),
      'Too many sign-in attempts. Try again in 15 minutes.',
    ],
    ['a GraphQL error', { result: { errors: [{ message: 'Argument Validation Error' }] } }, 'Invalid email or password'],
    ['no connection', { error: new TypeError('Failed to fetch') }, 'Network error occurred'],
  ])('login reports %s', async (_case, answer, message) => {
    const auth = renderAuth([loginMock(answer)]);
    expect(await loginWith(auth)).toEqual({ ok: false, error: message });
    expect(auth().status).toBe('signed-out');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logout forgets the token and the admin', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    const auth = renderAuth([meMock(admin)]);
    await screen.findByText('status: signed-in');

    act(() => auth().logout());

    expect(auth()).toMatchObject({ status: 'signed-out', token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('setToken stores and verifies a token obtained elsewhere', async () => {
    const auth = renderAuth([meMock(admin)]);
    let accepted = false;
    await act(async () => {
      accepted = await auth().setToken('setup-token');
    });
    expect(accepted).toBe(true);
    await waitFor(() => expect(auth()).toMatchObject({ status: 'signed-in', token: 'setup-token' }));
  });
});
