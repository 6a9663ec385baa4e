import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { englishTranslator } from '@plumbing/shared';
import { setDocumentWords } from '../src/platform/i18n/words';
import { matchingMediaQueries } from './phone-screen';

// The page's words, as app/boot.ts loads them before the app renders: an English page's.
setDocumentWords(englishTranslator());

// Role queries normally call getComputedStyle on every element to skip hidden ones, which is very
// slow under Ant Design's injected styles. Stylesheets are not loaded here anyway. findBy and
// waitFor wait up to 5 s (1 s by default): a mocked answer's render took longer under the other lane's load.
configure({ defaultHidden: true, asyncUtilTimeout: 5_000 });

// Ant Design screens take a second or more to render and validate under jsdom, several times that
// while the other lane's browsers share the two cores: the limit only catches a test that hangs.
// (Set here: the testTimeout option of a project config is ignored when the root config runs all projects.)
jest.setTimeout(40_000);

// Browser APIs jsdom lacks follow.

// jsdom lays nothing out, so there is nothing to scroll (ui/use-reveal.ts brings messages into view).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// react-router encodes with these.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's responsive helpers and the shell's large-screen check read media queries; jsdom never
// matches, except the queries a test lists in `matchingMediaQueries` (test/phone-screen.ts).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchingMediaQueries.has(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's forms defer work to a macrotask through a MessageChannel. A timer does the same here
// (Node's own MessageChannel would keep the test process alive).
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })),
  };
}
Object.assign(globalThis, { MessageChannel: TimerMessageChannel });

// The shell scrolls to the top after navigation; jsdom does not scroll.
window.scrollTo = () => undefined;

// antd's modals measure the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom
// implements no pseudo-elements and logs an error for each call. The element's own style will do.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// antd's tables, selects and date pickers watch their size; jsdom has no layout, so nothing ever changes.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// No server answers WebSockets here: change events come from the test itself (announceChange).
jest.mock('../src/platform/change-events/change-events-client', () => jest.requireActual('./change-events-double'));

afterEach(() => matchingMediaQueries.clear());
