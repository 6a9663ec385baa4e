import { createContext, useContext } from 'react';
import type { AuthMeQuery } from '../../gql/graphql';

export type AdminUser = NonNullable<AuthMeQuery['me']>;

/** 'checking' while the token found in storage at start is being verified with the server. */
export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export type LoginResult = { ok: true } | { ok: false; error: string };

export interface Auth {
  user: AdminUser | null;
  token: string | null;
  status: AuthStatus;
  /** Signs in; on failure `error` is the text to show (spec §8). */
  login(email: string, password: string): Promise<LoginResult>;
  logout(): void;
  /** Stores a token obtained elsewhere (admin setup) and verifies it; resolves to whether it was accepted. */
  setToken(token: string): Promise<boolean>;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
