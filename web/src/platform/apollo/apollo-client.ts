import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readToken } from '../token-storage';
import { onServerAnswersAdopted, readServerAnswers } from '../hydration/server-answers';

/** Sends the admin token, when there is one, as `Authorization: Bearer <token>`. */
export const authLink = new SetContextLink(({ headers }) => {
  const token = readToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

const serverAnswers = typeof document === 'undefined' ? undefined : readServerAnswers(document)?.cache;

/** The browser's client. It loads with the first screen that needs it (app/app.tsx; the contact form fetches it on first use), never with the home page. */
export const apolloClient = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: '/graphql' })),
  cache: new InMemoryCache().restore(serverAnswers ?? {}),
});
// Screens ask for fresh answers ('cache-and-network'), but while they adopt the server's markup,
// the answers it was rendered from are fresh: no second request, no second render.
apolloClient.prioritizeCacheValues = serverAnswers !== undefined;
onServerAnswersAdopted(() => {
  apolloClient.prioritizeCacheValues = false;
});
