import { createClient, type Client } from 'graphql-ws';
import { print } from 'graphql';
import type { ChangeCollection } from '@plumbing/shared';
import { readToken } from '../token-storage';
import { graphql } from '../../gql';
import type { DataChangedSubscription as DataChanged } from '../../gql/graphql';

const DataChangedSubscription = graphql(`
  subscription DataChanged($collection: String!) {
    dataChanged(collection: $collection) {
      collection
      operation
      id
    }
  }
`);

let connection: { client: Client; token: string | null } | undefined;

/** One WebSocket for the whole page, opened with the current admin token (reopened when it changes). */
function client(): Client {
  const token = readToken();
  if (connection?.token === token) return connection.client;
  connection?.client.dispose();
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const created = createClient({
    url: url.href,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    // A deploy or a restart must not end live updates: keep trying, with the library's backoff.
    retryAttempts: Number.MAX_SAFE_INTEGER,
    shouldRetry: () => true,
  });
  connection = { client: created, token };
  return created;
}

/**
 * Calls `onChange` for every write to `collection` on any server instance, and each time the server
 * starts listening again after a lost connection (writes meanwhile went unheard). Unless
 * `catchUpOnListening` is false, also when it first listens (the event `subscribed`): what a screen
 * read just before may already be stale. Answers the unsubscribe.
 */
export function subscribeToChanges(
  collection: ChangeCollection,
  onChange: () => void,
  { catchUpOnListening = true }: { catchUpOnListening?: boolean } = {},
): () => void {
  let listened = false;
  return client().subscribe<DataChanged>(
    { query: print(DataChangedSubscription), variables: { collection } },
    {
      next: ({ data }) => {
        const firstListening = data?.dataChanged.operation === 'subscribed' && !listened;
        listened = true;
        if (catchUpOnListening || !firstListening) onChange();
      },
      // A refused or failed subscription leaves the screen as it is: it still works by hand (Refresh).
      error: () => undefined,
      complete: () => undefined,
    },
  );
}
