import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readToken } from '../auth/token-storage';

/** Sends the admin token, when there is one, as `Authorization: Bearer <token>`. */
export const authLink = new SetContextLink(({ headers }) => {
  const token = readToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

/**
 * The answers the server rendered this page from (`<script id="app-data">`, see web/src/prerender.tsx),
 * so the app adopts the server's markup without asking again and never flashes a loading state.
 */
export function readServerData(doc: Document): NormalizedCacheObject | undefined {
  const json = doc.getElementById('app-data')?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as NormalizedCacheObject;
  } catch (error) {
    console.error('The app-data script is not valid JSON; the page asks the server again.', error);
    return undefined;
  }
}

const serverData = typeof document === 'undefined' ? undefined : readServerData(document);

export const apolloClient = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: '/graphql' })),
  cache: new InMemoryCache().restore(serverData ?? {}),
});
// Screens ask for fresh answers ('cache-and-network'), but while they adopt the server's markup,
// the answers it was rendered from are fresh: no second request, no second render (see ServerAnswersAdopted).
apolloClient.prioritizeCacheValues = serverData !== undefined;
