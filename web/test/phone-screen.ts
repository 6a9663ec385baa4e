import { NARROW_SCREEN } from '../src/ui/admin/use-narrow-screen';

/** The media queries jsdom's matchMedia answers as matching (test/setup-tests.ts); cleared after each test. */
export const matchingMediaQueries = new Set<string>();

/** The screen is a phone's (below 768 px) until the test ends: admin lists are cards, dialogs fill the screen. */
export function onPhone(): void {
  matchingMediaQueries.add(NARROW_SCREEN);
}
