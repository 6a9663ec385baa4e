import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { useCallback, useContext } from 'react';

/**
 * The client in context (the server's render, tests), or else the browser's, loaded on first
 * use: for code that needs Apollo only once someone acts (signs in, sends a message), so the
 * page itself never downloads it.
 */
export function useApolloClientLoader(): () => Promise<ApolloClient> {
  const { client } = useContext(getApolloContext());
  return useCallback(async () => client ?? (await import('./apollo-client')).apolloClient, [client]);
}
