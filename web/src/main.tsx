import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/app';
import { ErrorBoundary } from './shell/error-boundary';
import { registerServiceWorker } from './shell/service-worker';
import './shell/brand.css';

// The app replaces whatever the server wrote in place of <!--app-html--> inside #root.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);

registerServiceWorker();
