import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { apolloClient } from './apollo-client';

/**
 * Gives a screen the browser's Apollo client, unless one is provided already (the server's own,
 * in its render). Loaded with the screens that need it, so pages without data never load Apollo.
 */
export function ApolloScreen({ children }: { children: ReactNode }) {
  const { client } = useContext(getApolloContext());
  return client ? children : <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
