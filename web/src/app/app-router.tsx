import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

/** The browser's address bar, or, when pre-rendering on the server, the one URL being rendered. */
export function AppRouter({ location, children }: { location?: string; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <StaticRouter location={location}>{children}</StaticRouter>;
}
