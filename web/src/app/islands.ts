import type { ComponentType } from 'react';
import { ADOPTED_WHEN_USED, islandWordAreas, SHOWS_OPENING_STATE, type IslandName } from '../platform/islands/island-words';
import { siteConfig } from '../platform/site-config';
import { attachSiteFrame } from './shell/site-frame';

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
 * Brings a page of islands (app.tsx, ISLAND_PAGES) to life: the frame's script on the server's
 * markup (menu, drawer, install banner: plain DOM), then each island the page marks, each a root of
 * its own. React, an island's code and its words load only for an island (issue #53): a page
 * without one, or whose islands wait for a press, runs no React at all. No router, no screen and no
 * data client load: links are the browser's.
 */
export function startIslands(container: HTMLElement, pathname: string) {
  const shell = container.querySelector<HTMLElement>('.site-shell');
  const main = container.querySelector('main');
  if (!shell || !main) throw new Error('the page of islands has no frame or no main region');
  const frame = attachSiteFrame(shell, (to) => window.location.assign(to));
  // A page shown again from the back-forward cache is a new visit: the drawer it left by is closed.
  window.addEventListener('pageshow', (event) => event.persisted && frame.closeDrawer());

  const islands = [...main.querySelectorAll<HTMLElement>('[data-island]')].map((element) => {
    const name = element.dataset.island as IslandName;
    if (!(name in ISLANDS)) throw new Error(`the page marks an island no code is known for: "${name}"`);
    return { element, name };
  });
  // Presses the page's start script held (app-start-script.ts); from here the islands take them.
  const startScript = window as Window & { heldIslandPresses?: Element[] };
  const heldPresses = startScript.heldIslandPresses ?? [];
  delete startScript.heldIslandPresses;

  const atOnce = islands.filter(({ name }) => !ADOPTED_WHEN_USED.has(name));
  if (atOnce.length > 0) {
    // The islands adopted at once share one load of React and of their words, asked for beside their code.
    const adoption = loadAdoption(atOnce.map(({ name }) => name));
    for (const { element, name } of atOnce) {
      void Promise.all([ISLANDS[name](), adoption]).then(([Island, { hydrateIsland }]) => hydrateIsland(element, Island, pathname, true));
    }
  }
  for (const { element, name } of islands.filter(({ name }) => ADOPTED_WHEN_USED.has(name))) {
    adoptWhenUsed(element, heldPresses, SHOWS_OPENING_STATE.has(name), () =>
      Promise.all([ISLANDS[name](), loadAdoption([name])]).then(([Island, { hydrateIsland }]) =>
        hydrateIsland(element, Island, pathname, false),
      ),
    );
  }
}

/** React and what adopting an island needs, with the parts of the page's catalog the islands `names` show. */
async function loadAdoption(names: readonly IslandName[]) {
  // React and React DOM, most of the code (a chunk of their own, vite.config.ts), asked for on their
  // own: evaluated in a task of their own as soon as they arrive. island-root reports their failing to load.
  import('react-dom/client').catch(() => undefined);
  const [root] = await Promise.all([
    import('./island-root'),
    import('../platform/i18n/load-words').then(({ loadDocumentWords }) => loadDocumentWords(islandWordAreas(names))),
  ]);
  return root;
}

/** Timers hold 32-bit milliseconds. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Adopts an island (`adopt`) at the first press of one of its buttons, which is held and then
 * replayed on the adopted island (React hydrates the part pressed first), at once if it was pressed
 * before the islands' code ran. One that shows the opening state (`showsOpeningState`) is adopted
 * too when that turns over, at once if it already has (an old copy of the page).
 */
function adoptWhenUsed(island: HTMLElement, heldPresses: readonly Element[], showsOpeningState: boolean, adopt: () => Promise<void>) {
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
  if (!showsOpeningState || nextChange === null) return;
  const due = nextChange === undefined ? 0 : Date.parse(nextChange) - Date.now();
  if (due > 0) setTimeout(() => void start(), Math.min(due, LONGEST_WAIT_MS));
  else void start();
}
