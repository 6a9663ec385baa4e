import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../platform/islands/island-words';
import { DocumentNavigation } from '../platform/navigation/navigation';
import { ErrorBoundary } from './error-boundary';
import { SiteShell } from './shell/site-shell';

/** The islands pages mark (platform/islands/island.tsx), by name; each one's code loads when a page has it. */
const ISLANDS: Record<IslandName, () => Promise<ComponentType>> = {
  'home-hero': () => import('../features/home/public/home-hero-island').then((module) => module.HomeHero),
  'contact-form': () => import('../features/contact/public/contact-form-island').then((module) => module.ContactForm),
  'business-map': () => import('../features/contact/public/business-map-island').then((module) => module.BusinessMap),
  'project-gallery': () => import('../features/projects/public/project-gallery-island').then((module) => module.ProjectGallery),
  'projects-portfolio': () => import('../features/projects/public/projects-portfolio-island').then((module) => module.ProjectsPortfolio),
  'schedule-booking': () => import('../features/appointments/public/schedule-booking-island').then((module) => module.ScheduleBooking),
};

/**
 * Brings a page of islands (app.tsx, ISLAND_PAGES) to life: the frame (menu, drawer, install
 * banner) around the main region's markup as the server sent it, then each island the page marks,
 * each a root of its own. No router, no screen and no data client load: links are the browser's.
 */
export function startIslands(container: HTMLElement, pathname: string) {
  const main = container.querySelector('main');
  if (!main) throw new Error('the page of islands has no main region');
  // The footer as the server rendered it: React leaves markup given as HTML untouched when it adopts the page.
  const serverFooter = container.querySelector('footer.site-footer');
  const footer = serverFooter && <footer className="site-footer" dangerouslySetInnerHTML={{ __html: serverFooter.innerHTML }} />;
  // Each root as the app's: an error shows the error screen in its place instead of removing it.
  const page = (content: ReactNode) => (
    <StrictMode>
      <ErrorBoundary>
        <DocumentNavigation pathname={pathname}>{content}</DocumentNavigation>
      </ErrorBoundary>
    </StrictMode>
  );
  // As transitions, adopting yields to the browser every few milliseconds: taps stay responsive.
  startTransition(() => {
    hydrateRoot(container, page(<SiteShell session={{ status: 'signed-out' }} islands mainHtml={main.innerHTML} footer={footer} />));
  });
  for (const element of main.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const load = ISLANDS[name as IslandName] as (typeof ISLANDS)[IslandName] | undefined;
    if (!load) throw new Error(`the page marks an island no code is known for: "${name}"`);
    void load().then((Island) =>
      startTransition(() => {
        hydrateRoot(element, page(<Island />));
      }),
    );
  }
}
