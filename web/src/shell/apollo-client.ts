import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readToken } from '../auth/token-storage';

/** Sends the admin token, when there is one, as `Authorization: Bearer <token>`. */
export const authLink = new SetContextLink(({ headers }) => {
  const token = readToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

export const apolloClient = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: '/graphql' })),
  cache: new InMemoryCache(),
});
