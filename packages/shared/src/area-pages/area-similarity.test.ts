import {
  areaPageOwnWords,
  areaPageSentences,
  areaPageSimilarity,
  areaResemblances,
  isAreaPageIndexable,
  isTooAlike,
  jaccard,
  sharedSentences,
  similarityPercent,
  type AreaPageText,
} from './area-similarity';
import { disguised, disguisedPage } from '../text/disguises.fixture';

/** A page about `areaName` whose text names it where `{area}` is written. */
const page = (areaName: string, intro: string, faq: AreaPageText['faq'] = []): AreaPageText => ({
  areaName,
  intro: intro.replaceAll('{area}', areaName),
  faq: faq.map(({ question, answer }) => ({
    question: question.replaceAll('{area}', areaName),
    answer: answer.replaceAll('{area}', areaName),
  })),
});

const TEMPLATE =
  'Looking for a plumber in {area}? Our licensed team fixes leaks, clogged drains and water heaters across {area} every day. ' +
  'Homeowners in {area} call us for same-day repairs and honest prices.';
const TEMPLATE_FAQ = [{ question: 'Do you serve all of {area}?', answer: 'Yes, every neighbourhood of {area} is within our reach.' }];

describe('areaPageSimilarity', () => {
  it('judges two pages that differ only by the city name the same, multi-word names and accents included', () => {
    expect(areaPageSimilarity(page('Brandon', TEMPLATE, TEMPLATE_FAQ), page('Riverview', TEMPLATE, TEMPLATE_FAQ))).toBe(1);
    expect(areaPageSimilarity(page('Hillsborough County', TEMPLATE), page('Pasco County', TEMPLATE))).toBe(1);
    expect(areaPageSimilarity(page('Peña Blanca', TEMPLATE), page('Ybor City', TEMPLATE))).toBe(1);
  });

  it('reads case, punctuation and accents alike', () => {
    const a = page('Brandon', 'We fix LEAKS, fast; in Brandon!');
    const b = page('Brandon', 'we fix leaks fast in brandon');
    expect(areaPageSimilarity(a, b)).toBe(1);
  });

  it('tells apart two pages written apart', () => {
    const brandon = page(
      'Brandon',
      'Brandon homes built in the 1980s often still have polybutylene supply lines, and we replace them with PEX in a day. ' +
        'Near Lake Brandon the water is hard, so we flush tank heaters every spring.',
    );
    const riverview = page(
      'Riverview',
      'New subdivisions along the Alafia River come with builder-grade fixtures that wear out early. ' +
        'We install tankless heaters and whole-house filters for the sulfur smell many Riverview wells have.',
    );
    const similarity = areaPageSimilarity(brandon, riverview);
    expect(similarity).toBeLessThan(0.05);
    expect(isTooAlike(similarity)).toBe(false);
  });

  it('finds a page that copies most of another too alike, and one that rewrites half of it acceptable', () => {
    const original = page('Brandon', TEMPLATE, TEMPLATE_FAQ);
    const copied = page('Riverview', `${TEMPLATE} We also clean gutters.`, TEMPLATE_FAQ);
    expect(isTooAlike(areaPageSimilarity(original, copied))).toBe(true);
    const rewritten = page(
      'Riverview',
      'Looking for a plumber in {area}? Builders along the Alafia River fitted cheap fixtures that we replace every week. ' +
        'Ask us about sulfur filters for private wells.',
      TEMPLATE_FAQ,
    );
    expect(isTooAlike(areaPageSimilarity(original, rewritten))).toBe(false);
  });

  it('sees through invisible characters and look-alike letters (issue #49): a disguised copy is the same text', () => {
    const original = page('Brandon', TEMPLATE, TEMPLATE_FAQ);
    for (const [name, disguise] of Object.entries(disguised)) {
      const copy = disguisedPage(page('Riverview', TEMPLATE, TEMPLATE_FAQ), disguise);
      expect({ name, similarity: areaPageSimilarity(original, copy) }).toEqual({ name, similarity: 1 });
    }
  });

  it('is 0 when either page is empty', () => {
    expect(areaPageSimilarity(page('Brandon', ''), page('Riverview', ''))).toBe(0);
    expect(jaccard(new Set(), new Set(['a b c']))).toBe(0);
  });
});

describe('areaPageSentences', () => {
  it('splits the introduction and every question and answer into sentences, in reading order', () => {
    const sentences = areaPageSentences(
      page('Tampa', 'One two three four. Five six!\n\nSeven', [{ question: 'Why?', answer: 'Because. So.' }]),
    );
    expect(sentences.map(({ text, place }) => [text, place])).toEqual([
      ['One two three four.', { part: 'intro' }],
      ['Five six!', { part: 'intro' }],
      ['Seven', { part: 'intro' }],
      ['Why?', { part: 'question', entry: 0 }],
      ['Because.', { part: 'answer', entry: 0 }],
      ['So.', { part: 'answer', entry: 0 }],
    ]);
    // Three-word phrases; a shorter sentence is one phrase.
    expect(sentences[0].shingles).toEqual(['one two three', 'two three four']);
    expect(sentences[1].shingles).toEqual(['five six']);
  });

  it('reads the area name as one word', () => {
    expect(areaPageSentences(page('Hillsborough County', 'Pipes of Hillsborough County rock.'))[0].shingles).toEqual([
      'pipes of #area',
      'of #area rock',
    ]);
  });
});

describe('sharedSentences', () => {
  it('picks the sentences most of whose phrases another page has', () => {
    const mine = page('Riverview', 'Looking for a plumber in {area}? Builders along the Alafia River fitted cheap fixtures.');
    const theirs = page('Brandon', TEMPLATE);
    expect(sharedSentences(mine, [theirs]).map(({ text }) => text)).toEqual(['Looking for a plumber in Riverview?']);
    expect(sharedSentences(mine, [])).toEqual([]);
  });
});

describe('areaResemblances', () => {
  it('lists the others, the most alike first', () => {
    const brandon = { ...page('Brandon', TEMPLATE), slug: 'brandon' };
    const other = { ...page('Valrico', 'Something else entirely, written for Valrico alone.'), slug: 'valrico' };
    const result = areaResemblances(page('Riverview', TEMPLATE), [other, brandon]);
    expect(result.map(({ other: { slug }, similarity }) => [slug, similarity])).toEqual([
      ['brandon', 1],
      ['valrico', 0],
    ]);
  });
});

describe('own words and indexing', () => {
  const words = (count: number) => Array.from({ length: count }, (_, at) => `word${at}`).join(' ');

  it('counts the words of the introduction and the FAQ', () => {
    expect(areaPageOwnWords({ intro: 'One, two — three.', faq: [{ question: 'Four?', answer: "Five's six." }] })).toBe(7);
  });

  it('counts the words a visitor reads: invisible characters inside words make no more of them (issue #49)', () => {
    const thin = { intro: words(64), faq: [{ question: 'Why us?', answer: 'Licensed plumbers, same-day repairs.' }] };
    expect(areaPageOwnWords(thin)).toBe(71);
    for (const [name, disguise] of Object.entries(disguised)) {
      const page = disguisedPage(thin, disguise);
      expect({ name, words: areaPageOwnWords(page), indexable: isAreaPageIndexable(page, 0) }).toEqual({
        name,
        words: 71,
        indexable: false,
      });
    }
  });

  it('indexes a page with a project done there, or with 150 words of its own', () => {
    expect(isAreaPageIndexable({ intro: words(149), faq: [] }, 0)).toBe(false);
    expect(isAreaPageIndexable({ intro: words(149), faq: [] }, 1)).toBe(true);
    expect(isAreaPageIndexable({ intro: words(100), faq: [{ question: words(25), answer: words(25) }] }, 0)).toBe(true);
  });
});

describe('similarityPercent', () => {
  it('rounds up, so that a page above 60% never reads 60%', () => {
    expect(similarityPercent(0.6)).toBe('60%');
    expect(similarityPercent(0.6001)).toBe('61%');
    expect(similarityPercent(0.724)).toBe('73%');
    expect(similarityPercent(0)).toBe('0%');
  });
});
