import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadDocumentWords } from '../platform/i18n/load-words';
import { ADOPTED_WHEN_USED, ISLAND_WORDS, type IslandName } from '../platform/islands/island-words';
import { siteConfig } from '../platform/site-config';
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
  // Presses the page's start script held (app-start-script.ts); from here the islands take them.
  const startScript = window as Window & { heldIslandPresses?: Element[] };
  const heldPresses = startScript.heldIslandPresses ?? [];
  delete startScript.heldIslandPresses;
  for (const element of main.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    const load = ISLANDS[name] as (typeof ISLANDS)[IslandName] | undefined;
    if (!load) throw new Error(`the page marks an island no code is known for: "${name}"`);
    if (ADOPTED_WHEN_USED.has(name)) {
      adoptWhenUsed(element, heldPresses, () =>
        Promise.all([load(), loadDocumentWords(ISLAND_WORDS[name])]).then(([Island]) => void hydrateRoot(element, page(<Island />))),
      );
    } else {
      void load().then((Island) =>
        startTransition(() => {
          hydrateRoot(element, page(<Island />));
        }),
      );
    }
  }
}

/** Timers hold 32-bit milliseconds. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Adopts an island (`adopt`) at the first press of one of its buttons, which is held and then
 * replayed on the adopted island (React hydrates the part pressed first), or when the page's
 * opening state turns over; at once if it already has (an old copy of the page) or if it was
 * pressed before the islands' code ran.
 */
function adoptWhenUsed(island: HTMLElement, heldPresses: readonly Element[], adopt: () => Promise<void>) {
  let adopting: Promise<void> | undefined;
  // Until adopted, the island's first press is held and answered after adopting.
  const holdPresses = () => island.addEventListener('click', replayAfterAdopting, true);
  const start = () =>
    (adopting ??= adopt().catch((error: unknown) => {
      // Its code did not arrive (the phone's connection dropped): the next press tries again.
      adopting = undefined;
      holdPresses();
      console.warn('The island could not be adopted yet', error);
      throw error;
    }));
  const answer = (button: HTMLElement) =>
    void start().then(
      () => button.click(),
      () => undefined,
    );
  function replayAfterAdopting(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    island.removeEventListener('click', replayAfterAdopting, true);
    answer(button);
  }
  // A press made on it while the page's scripts were on their way (app-start-script.ts) is answered at once.
  const held = [...heldPresses].reverse().find((button) => island.contains(button));
  if (held instanceof HTMLElement) return answer(held);
  holdPresses();
  const nextChange = siteConfig.openingStatus?.nextChange;
  if (nextChange === null) return;
  const due = nextChange === undefined ? 0 : Date.parse(nextChange) - Date.now();
  if (due > 0) setTimeout(() => void start(), Math.min(due, LONGEST_WAIT_MS));
  else void start();
}
