import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { explorerPlugin } from '@graphiql/plugin-explorer';
// Monaco's editor, JSON and GraphQL workers, bundled by Vite and served by the site (no CDN).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import './playground.css';
import { readToken } from '../platform/token-storage';
import { ApiTokenField } from './api-token-field';
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
const sessionFetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
});

/**
 * Sends each operation with the tab's headers, the pasted API token replacing their authorization
 * when there is one. The schema is still read with the tab's headers: a mistyped token must not
 * take the editor's completion with it.
 */
function fetcherWithToken(apiToken: () => string): Fetcher {
  return (params, options) => {
    const token = apiToken().trim();
    if (!token || params.operationName === 'IntrospectionQuery') return sessionFetcher(params, options);
    const headers = Object.fromEntries(Object.entries(options?.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'authorization'));
    return sessionFetcher(params, { ...options, headers: { ...headers, authorization: `Bearer ${token}` } });
  };
}

// GraphiQL's default plugin list is the history alone: naming the explorer must name the history too.
const plugins = [HISTORY_PLUGIN, explorerPlugin()];

function SessionNote() {
  return (
    <p className="playground-note" role="status">
      {token ? (
        <>The request headers carry the signed-in admin&apos;s token from this browser&apos;s admin session.</>
      ) : (
        <>
          Signed out: admin operations answer &quot;User is not authenticated&quot;. <a href="/admin-login">Sign in</a> and reload to send
          the admin&apos;s token, or paste an API token below.
        </>
      )}
    </p>
  );
}

function Playground({ firstDate }: { firstDate: string | undefined }) {
  const [apiToken, setApiToken] = useState('');
  // GraphiQL keeps the fetcher it was given: it reads the field's latest value when it sends.
  const latestToken = useRef(apiToken);
  latestToken.current = apiToken;
  const [fetcher] = useState(() => fetcherWithToken(() => latestToken.current));
  return (
    <div className="playground">
      <SessionNote />
      <ApiTokenField value={apiToken} onChange={setApiToken} />
      <GraphiQL
        fetcher={fetcher}
        plugins={plugins}
        defaultTabs={defaultTabs(firstDate, headers)}
        defaultHeaders={headers}
        defaultEditorToolsVisibility={token ? 'headers' : undefined}
      />
    </div>
  );
}

void firstBookableDate().then((date) => createRoot(document.getElementById('playground')!).render(<Playground firstDate={date} />));
