import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DocumentNavigation } from '../platform/navigation/navigation';
import { markServerAnswersOutOfDate } from '../platform/hydration/server-answers';
import { ErrorBoundary } from './error-boundary';

/**
 * Adopts the server's markup of one island of a page of islands (islands.ts) with its code
 * (`Island`), as a root of its own. `asTransition`: adopting yields to the browser every few
 * milliseconds, so taps stay responsive; an island adopted to answer a press is adopted at once.
 * `outOfDate`: what the server rendered the page from has changed since; the island shows it and asks again.
 */
export function hydrateIsland(
  element: HTMLElement,
  Island: ComponentType,
  pathname: string,
  { asTransition, outOfDate }: { asTransition: boolean; outOfDate: boolean },
) {
  if (outOfDate) markServerAnswersOutOfDate();
  // As the app's: an error shows the error screen in the island's place instead of removing it.
  const island = (
    <StrictMode>
      <ErrorBoundary>
        <DocumentNavigation pathname={pathname}>
          <Island />
        </DocumentNavigation>
      </ErrorBoundary>
    </StrictMode>
  );
  if (asTransition) startTransition(() => void hydrateRoot(element, island));
  else hydrateRoot(element, island);
}
