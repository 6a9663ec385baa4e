import type { MockLink } from '@apollo/client/testing';
import type { Auth } from '../src/features/auth';
import { AdminSetupStatusDocument } from '../src/gql/graphql';

/** The server's answer to whether the owner's account is still to be created, which the sign-in form asks. */
export const setupStatusMock = (needsSetup: boolean): MockLink.MockedResponse => ({
  request: { query: AdminSetupStatusDocument },
  result: { data: { setupStatus: { __typename: 'SetupStatus', needsSetup } } },
});

/** An auth context value for screens under test; every action is a jest mock. */
export function fakeAuth(overrides: Partial<Auth> = {}): Auth {
  return {
    user: null,
    token: null,
    status: 'signed-out',
    login: jest.fn(async () => ({ ok: true as const })),
    logout: jest.fn(),
    setToken: jest.fn(async () => true),
    ...overrides,
  };
}

export const signedInAuth = (overrides: Partial<Auth> = {}): Auth =>
  fakeAuth({
    status: 'signed-in',
    token: 'token-1',
    user: { id: '1', email: 'owner@example.com', createdAt: '2025-01-01T00:00:00.000Z' },
    ...overrides,
  });
