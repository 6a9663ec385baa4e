import type { Auth } from '../src/features/auth';

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
