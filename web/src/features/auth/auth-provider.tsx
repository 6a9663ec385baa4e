import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { useApolloClientLoader } from '../../platform/apollo/use-apollo-client-loader';
import { AuthContext, type AdminUser, type Auth, type AuthStatus, type LoginResult } from './auth-context';
import { SignInMessages } from '@plumbing/shared';
import { loginFailureMessage, serverErrorText } from './auth-messages';
import { readToken, writeToken } from '../../platform/token-storage';

const MeQuery = graphql(`
  query AuthMe {
    me {
      id
      email
      createdAt
    }
  }
`);

const LoginMutation = graphql(`
  mutation AuthLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...AuthAnswerFields
    }
  }
`);

interface AuthState {
  token: string | null;
  user: AdminUser | null;
  status: AuthStatus;
}

const signedOut: AuthState = { token: null, user: null, status: 'signed-out' };

/**
 * Holds the admin session. A token counts for nothing until the server's `me` query confirms
 * it; a failed confirmation (null answer, error or no connection) forgets the token. Status
 * 'checking' is only the check of the token found in storage at start.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A visitor who never signs in never loads Apollo on the home page.
  const getClient = useApolloClientLoader();
  const [state, setState] = useState<AuthState>(() => {
    const token = readToken();
    return token ? { token, user: null, status: 'checking' } : signedOut;
  });
  // Each verification gets a number; an answer that arrives after a newer sign-in or sign-out is ignored.
  const latestCheck = useRef(0);

  const verify = useCallback(
    async (token: string): Promise<boolean> => {
      const check = ++latestCheck.current;
      let user: AdminUser | null;
      try {
        const { data } = await (await getClient()).query({ query: MeQuery, fetchPolicy: 'network-only' });
        user = data?.me ?? null;
      } catch {
        user = null;
      }
      if (check !== latestCheck.current) return user !== null;
      if (user) {
        setState({ token, user, status: 'signed-in' });
      } else {
        writeToken(null);
        setState(signedOut);
      }
      return user !== null;
    },
    [getClient],
  );

  // The screen that obtained the token keeps showing its own progress while it is verified.
  const setToken = useCallback(
    (token: string) => {
      writeToken(token);
      return verify(token);
    },
    [verify],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      try {
        const { data } = await (await getClient()).mutate({ mutation: LoginMutation, variables: { email, password } });
        const answer = data?.login;
        if (!answer?.success || !answer.token) return { ok: false, error: loginFailureMessage(answer?.error) };
        return (await setToken(answer.token)) ? { ok: true } : { ok: false, error: SignInMessages.invalidCredentials };
      } catch (error) {
        const serverText = serverErrorText(error);
        return { ok: false, error: serverText === null ? SignInMessages.networkError : loginFailureMessage(serverText) };
      }
    },
    [getClient, setToken],
  );

  const logout = useCallback(() => {
    latestCheck.current++;
    writeToken(null);
    setState(signedOut);
    // Admin data must not outlive the session in the cache.
    void getClient().then((client) => client.clearStore());
  }, [getClient]);

  const { token, status } = state;
  useEffect(() => {
    // Verifies the token found in storage at start; tokens set later are verified by setToken.
    if (status === 'checking' && token && latestCheck.current === 0) void verify(token);
  }, [status, token, verify]);

  const auth = useMemo<Auth>(() => ({ ...state, login, logout, setToken }), [state, login, logout, setToken]);
  return <AuthContext value={auth}>{children}</AuthContext>;
}
