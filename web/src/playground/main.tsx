import { createRoot } from 'react-dom/client';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { explorerPlugin } from '@graphiql/plugin-explorer';
// Monaco's editor, JSON and GraphQL workers, bundled by Vite and served by the site (no CDN).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import './playground.css';
import { readToken } from '../platform/token-storage';
import { defaultTabs } from './default-tabs';

/** The first bookable day, for the availability tab; the playground opens without it if it cannot be read. */
async function firstBookableDate(): Promise<string | undefined> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ bookingWindow { firstDate } }' }),
    });
    const { data } = (await response.json()) as { data?: { bookingWindow: { firstDate: string } } };
    return data?.bookingWindow.firstDate;
  } catch {
    return undefined;
  }
}

const token = readToken();
// Lower case: the fetcher also hands the headers to graphql-ws as connection parameters, where the server reads `authorization`.
const headers = token ? JSON.stringify({ authorization: `Bearer ${token}` }, null, 2) : '';
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
});
// GraphiQL's default plugin list is the history alone: naming the explorer must name the history too.
const plugins = [HISTORY_PLUGIN, explorerPlugin()];

function TokenNote() {
  return (
    <p className="playground-note" role="status">
      {token ? (
        <>The request headers carry the signed-in admin&apos;s token from this browser&apos;s admin session.</>
      ) : (
        <>
          Signed out: admin operations answer &quot;User is not authenticated&quot;. <a href="/admin-login">Sign in</a> and reload to send
          the admin&apos;s token.
        </>
      )}
    </p>
  );
}

void firstBookableDate().then((date) =>
  createRoot(document.getElementById('playground')!).render(
    <div className="playground">
      <TokenNote />
      <GraphiQL
        fetcher={fetcher}
        plugins={plugins}
        defaultTabs={defaultTabs(date, headers)}
        defaultHeaders={headers}
        defaultEditorToolsVisibility={token ? 'headers' : undefined}
      />
    </div>,
  ),
);
