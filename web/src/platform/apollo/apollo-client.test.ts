import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { AuthMeDocument } from '../../gql/graphql';
import { TOKEN_STORAGE_KEY } from '../token-storage';
import { authLink } from './apollo-client';

/** Runs one query through the auth link and returns the headers the request would carry. */
async function headersSent(): Promise<Record<string, string>> {
  let headers: Record<string, string> = {};
  const capture = new ApolloLink((operation) => {
    headers = operation.getContext().headers ?? {};
    return of({ data: { me: null } });
  });
  const client = new ApolloClient({ link: authLink.concat(capture), cache: new InMemoryCache() });
  await client.query({ query: AuthMeDocument });
  return headers;
}

describe('authLink', () => {
  afterEach(() => localStorage.clear());

  it('adds the stored admin token as a bearer token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-token');
    expect(await headersSent()).toEqual({ authorization: 'Bearer secret-token' });
  });

  it('sends no Authorization header without a token', async () => {
    expect(await headersSent()).toEqual({});
  });
});
