import { StrictMode } from 'react';
import { App } from './app';
import { ErrorBoundary } from './error-boundary';

/** The whole tree, the same in the browser and in the server's pre-render (hydration needs both equal). */
export function Root({ location }: { location?: string }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <App location={location} />
      </ErrorBoundary>
    </StrictMode>
  );
}
