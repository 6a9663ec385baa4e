import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readToken } from '../token-storage';

/** Sends the admin token, when there is one, as `Authorization: Bearer <token>`. */
export const authLink = new SetContextLink(({ headers }) => {
  const token = readToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

/**
 * The browser's client. It loads when a screen first asks beyond what the server rendered the page
 * with (usePageQuery), with the contact form and the booking picker, and with the owner's screens.
 */
export const apolloClient = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: '/graphql' })),
  cache: new InMemoryCache(),
});
