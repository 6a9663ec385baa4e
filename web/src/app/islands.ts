import type { ComponentType } from 'react';
import type { ChangeCollection } from '@plumbing/shared';
import { FOLLOWED_CHANGES, ISLAND_ADOPTION, islandWordAreas, SHOWS_OPENING_STATE, type IslandName } from '../platform/islands/island-words';
import { reached, settledAfterLoad } from '../platform/hydration/reached';
import { siteConfig } from '../platform/site-config';
import { afterNextPaint } from '../ui/later';
import { watchScrollTable } from '../ui/layout/scroll-table-hint';
import { attachSiteFrame } from './shell/site-frame';

/** The islands pages mark (platform/islands/island.tsx), by name; each one's code loads when it is adopted. */
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
 * its own, when it is needed (island-words.ts, ISLAND_ADOPTION). React, an island's code and its
 * words load only then (issue #53): a page's first load runs no React at all. No router, no screen
 * and no data client load: links are the browser's.
 */
export function startIslands(container: HTMLElement, pathname: string) {
  const shell = container.querySelector<HTMLElement>('.site-shell');
  const main = container.querySelector('main');
  if (!shell || !main) throw new Error('the page of islands has no frame or no main region');
  const frame = attachSiteFrame(shell, (to) => window.location.assign(to));
  // A page shown again from the back-forward cache is a new visit: the drawer it left by is closed.
  window.addEventListener('pageshow', (event) => event.persisted && frame.closeDrawer());
  // A wide table says it scrolls sideways before its island is adopted.
  main.querySelectorAll<HTMLElement>('.table-scroll').forEach(watchScrollTable);

  // Presses the page's start script held (app-start-script.ts); from here the islands take them.
  const startScript = window as Window & { heldIslandPresses?: Element[] };
  const heldPresses = startScript.heldIslandPresses ?? [];
  delete startScript.heldIslandPresses;
  const failures = partFailures(shell, main);

  for (const element of main.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    if (!(name in ISLANDS)) throw new Error(`the page marks an island no code is known for: "${name}"`);
    // Set when the island is adopted because what the server rendered it from is out of date.
    let outOfDate = false;
    const reachedIsland = ISLAND_ADOPTION[name] === 'reached';
    // A reached island's controls are disabled until it is adopted: adopting it may yield to the browser.
    const { start, begin, adopted } = adoption(element, failures, () =>
      Promise.all([ISLANDS[name](), loadAdoption(name)]).then(([Island, { hydrateIsland }]) =>
        hydrateIsland(element, Island, pathname, { asTransition: reachedIsland, outOfDate }),
      ),
    );
    if (reachedIsland) {
      // The island's element has no box of its own (display: contents), so nothing of it ever
      // intersects the viewport: it is watched through the element it names, else where its content starts.
      const named = element.dataset.reachedAt ? document.getElementById(element.dataset.reachedAt) : null;
      void reached(named ?? element.firstElementChild ?? element).then(begin);
      continue;
    }
    adoptWhenPressed(element, heldPresses, start, adopted);
    // Or once the page has settled: a visitor who has read it gets the first press answered at once.
    void settledAfterLoad().then(begin);
    if (SHOWS_OPENING_STATE.has(name)) adoptWhenOpeningStateTurns(begin);
    const collection = FOLLOWED_CHANGES[name];
    if (collection)
      adoptWhenOutOfDate(collection, adopted, () => {
        outOfDate = true;
        begin();
      });
  }
}

/** React and what adopting an island needs, with the parts of the page's catalog the island `name` shows. */
async function loadAdoption(name: IslandName) {
  // React and React DOM, most of the code (a chunk of their own, vite.config.ts), asked for on their
  // own: evaluated in a task of their own as soon as they arrive. island-root reports their failing to load.
  import('react-dom/client').catch(() => undefined);
  const [root] = await Promise.all([
    import('./island-root'),
    import('../platform/i18n/load-words').then(({ loadDocumentWords }) => loadDocumentWords(islandWordAreas([name]))),
  ]);
  return root;
}

interface Adoption {
  /** Adopts the island, once: a call while it is being adopted, or after, joins that adoption. */
  start: () => Promise<void>;
  /** `start`, its failing left to the notice. */
  begin: () => void;
  /** Settled once it is adopted, for whichever reason. */
  adopted: Promise<void>;
}

/**
 * The adoption of `island` (`adopt`). When its code does not arrive (the phone's connection
 * dropped), the next call tries again, and the frame's notice says so (`failures`) until it is adopted.
 */
function adoption(island: HTMLElement, failures: PartFailures, adopt: () => Promise<void>): Adoption {
  let adopting: Promise<void> | undefined;
  let markAdopted!: () => void;
  const adopted = new Promise<void>((resolve) => (markAdopted = resolve));
  const start = () =>
    (adopting ??= adopt().then(
      () => {
        failures.recovered(island);
        markAdopted();
      },
      (error: unknown) => {
        adopting = undefined;
        failures.failed(island, begin);
        console.warn('The island could not be adopted yet', error);
        throw error;
      },
    ));
  const begin = () => void start().catch(() => undefined);
  return { start, begin, adopted };
}

/**
 * Adopts an island at the first press of one of its buttons, which is held and then replayed on
 * the adopted island (React hydrates the part pressed first), at once if it was pressed before the
 * islands' code ran. Adopted for another reason first (the page settled after its load, the
 * opening state turning over, its data out of date), its presses are its own.
 */
function adoptWhenPressed(island: HTMLElement, heldPresses: readonly Element[], start: () => Promise<void>, adopted: Promise<void>) {
  const holdPresses = () => island.addEventListener('click', replayAfterAdopting, true);
  void adopted.then(() => island.removeEventListener('click', replayAfterAdopting, true));
  // The pressed button says it is busy until its answer comes (the island's code on its way); its
  // code not arriving, the next press tries again. The code is asked for once that is painted: run
  // within the press, React's evaluation held its next frame back (issue #53, scripts/inp-bench.mjs).
  const answer = (button: HTMLElement) => {
    button.setAttribute('aria-busy', 'true');
    afterNextPaint(
      () =>
        void start()
          .finally(() => button.removeAttribute('aria-busy'))
          .then(() => button.click(), holdPresses),
    );
  };
  function replayAfterAdopting(event: MouseEvent) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || platformAnswers(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    island.removeEventListener('click', replayAfterAdopting, true);
    answer(button);
  }
  // A press made on it while the page's scripts were on their way (app-start-script.ts) is answered at once.
  const held = [...heldPresses].reverse().find((button) => island.contains(button) && !platformAnswers(button));
  if (held instanceof HTMLElement) answer(held);
  else holdPresses();
}

/** A press the platform answers itself (an invoker command: the emergency modal's opener), never held for an island. */
const platformAnswers = (button: Element) => button.hasAttribute('commandfor') && 'command' in HTMLButtonElement.prototype;

interface PartFailures {
  /** `part` could not fetch its code; `retry` fetches it again. */
  failed: (part: Element, retry: () => void) => void;
  recovered: (part: Element) => void;
}

/**
 * The frame's notice of the parts of the page that could not fetch their code (PartFailedNotice,
 * shown while any has not): its Try again, or the connection coming back, tries them all again.
 * Some browsers (Chromium 150) remember a module they could not fetch for the life of the page:
 * asking again fails at once, without the network. So a part failing again while the site answers
 * reloads the page, which forgets it, unless the visitor has typed into the page (that would be lost:
 * the notice stays, with the phone).
 */
function partFailures(shell: HTMLElement, main: Element): PartFailures {
  const notice = shell.querySelector<HTMLElement>('[data-part-failed]');
  const retries = new Map<Element, () => void>();
  const update = () => notice && (notice.hidden = retries.size === 0);
  const retryAll = () => [...retries.values()].forEach((retry) => retry());
  notice?.querySelector('[data-part-retry]')?.addEventListener('click', retryAll);
  window.addEventListener('online', retryAll);
  let typed = false;
  main.addEventListener('input', () => (typed = true), { once: true });
  // One check for all the parts that fail again together (a Try again retries every one).
  let checking = false;
  return {
    failed(part, retry) {
      const again = retries.has(part);
      retries.set(part, retry);
      update();
      if (!again || typed || checking) return;
      checking = true;
      void reloadIfSiteAnswers().finally(() => (checking = false));
    },
    recovered(part) {
      retries.delete(part);
      update();
    },
  };
}

/**
 * Loads the page again once the site answers it (a HEAD past the service worker and the cache);
 * offline, or on an error (a proxy's 502 while the site restarts), nothing: that reload would show it.
 */
async function reloadIfSiteAnswers() {
  const answered = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) window.location.reload();
}

/** Timers hold 32-bit milliseconds. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** Adopts an island that shows whether the business is open now when that turns over, at once if it already has (an old copy of the page). */
function adoptWhenOpeningStateTurns(adopt: () => void) {
  const nextChange = siteConfig.openingStatus?.nextChange;
  if (nextChange === null) return;
  const due = nextChange === undefined ? 0 : Date.parse(nextChange) - Date.now();
  if (due > 0) setTimeout(adopt, Math.min(due, LONGEST_WAIT_MS));
  else adopt();
}

/**
 * Calls `adoptOutOfDate` when the data of `collection` changes on the server (not when it merely starts
 * listening: that alone does not load React), or the visitor comes back to the tab (it may have changed
 * meanwhile). The live-update client loads once the page has: it is no part of the first load's work.
 */
function adoptWhenOutOfDate(collection: ChangeCollection, adopted: Promise<void>, adoptOutOfDate: () => void) {
  let following = true;
  let unsubscribe: (() => void) | undefined;
  const onVisible = () => document.visibilityState === 'visible' && adoptOutOfDate();
  document.addEventListener('visibilitychange', onVisible);
  const subscribe = () =>
    void import('../platform/change-events/change-events-client').then(
      ({ subscribeToChanges }) => {
        if (following) unsubscribe = subscribeToChanges(collection, adoptOutOfDate, { catchUpOnListening: false });
      },
      // Offline without it in the cache: the island follows changes once adopted.
      () => undefined,
    );
  if (document.readyState === 'complete') subscribe();
  else window.addEventListener('load', subscribe, { once: true });
  // Adopted, for whichever reason, the island follows changes itself (useDataChanged, useRefetchOnVisible).
  void adopted.then(() => {
    following = false;
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe?.();
  });
}
