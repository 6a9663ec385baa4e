import { createClient, type Client } from 'graphql-ws';
import { print } from 'graphql';
import type { ChangeCollection } from '@plumbing/shared';
import { readToken } from '../token-storage';
import { graphql } from '../../gql';

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
/** Called after a reconnect: events sent while the socket was down are lost, so everyone refetches. */
const resyncs = new Set<() => void>();

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
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) resyncs.forEach((resync) => resync());
      },
    },
  });
  connection = { client: created, token };
  return created;
}

/** Calls `onChange` for every write to `collection` on any server instance; answers the unsubscribe. */
export function subscribeToChanges(collection: ChangeCollection, onChange: () => void): () => void {
  resyncs.add(onChange);
  const unsubscribe = client().subscribe(
    { query: print(DataChangedSubscription), variables: { collection } },
    // A refused or failed subscription leaves the screen as it is: it still works by hand (Refresh).
    { next: onChange, error: () => undefined, complete: () => undefined },
  );
  return () => {
    resyncs.delete(onChange);
    unsubscribe();
  };
}
