import type { ApolloClient } from '@apollo/client';
import { StrictMode } from 'react';
import { App } from './app';
import { ErrorBoundary } from './error-boundary';

/** The whole tree, the same in the browser and in the server's pre-render (hydration needs both equal). */
export function Root({ location, client }: { location?: string; client?: ApolloClient }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <App location={location} client={client} />
      </ErrorBoundary>
    </StrictMode>
  );
}
