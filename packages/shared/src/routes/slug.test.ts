import { cleanTypedSlug, slugAfterTitleChange, slugFromTitle, tidySlug } from './slug';

describe('slugFromTitle (spec §4)', () => {
  it.each([
    ['Water Heater Repair', 'water-heater-repair'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Drains & Sewers: 24/7!', 'drains-sewers-247'],
    ['Multiple   spaces\tand\ttabs', 'multiple-spaces-and-tabs'],
    ['already-hyphenated -- title', 'already-hyphenated-title'],
    ['-Hyphens at the ends-', 'hyphens-at-the-ends'],
    ['Café Plomería', 'cafe-plomeria'],
    ['UPPER lower 123', 'upper-lower-123'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
});

describe('cleanTypedSlug (spec §4)', () => {
  it.each([
    ['My-Page', 'my-page'],
    ['with space', 'withspace'],
    ['under_score.dot/slash', 'underscoredotslash'],
    ['keeps--double-and-end-', 'keeps--double-and-end-'],
    ['Ünïcode', 'ncode'],
  ])('%j → %j', (typed, slug) => {
    expect(cleanTypedSlug(typed)).toBe(slug);
  });
});

describe('tidySlug', () => {
  it.each([
    ['keeps--double-and-end-', 'keeps-double-and-end'],
    ['-a-', 'a'],
    ['fine', 'fine'],
  ])('%j → %j', (slug, tidy) => {
    expect(tidySlug(slug)).toBe(tidy);
  });
});

describe('slugAfterTitleChange (spec §4)', () => {
  it.each([
    ['follows while not edited by hand', 'Old', 'New Title', 'anything', 'title', 'new-title'],
    ['stops once edited by hand', 'Old', 'New Title', 'my-own', 'typed', 'my-own'],
    ['follows a hand-edited slug that still equals the derived one', 'Old Title', 'New Title', 'old-title', 'typed', 'new-title'],
    ['a loaded page keeps its different slug', 'Water Heaters', 'Water Heaters Tampa', 'heaters', 'loaded', 'heaters'],
    ['a loaded page keeps the slug its title gave it', 'Water Heaters', 'Water Heaters Tampa', 'water-heaters', 'loaded', 'water-heaters'],
  ] as const)('%s', (_case, previousTitle, title, slug, source, expected) => {
    expect(slugAfterTitleChange(previousTitle, title, slug, source)).toBe(expected);
  });
});
