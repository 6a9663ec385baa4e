import { parse } from 'graphql';
import { answerKey, readServerAnswers } from './server-answers';

function pageWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== null) doc.head.innerHTML = `<script id="app-data" type="application/json">${script}</script>`;
  return doc;
}

describe('server answers', () => {
  it('reads the answers the server rendered the page from, and nothing from a page without them', () => {
    const appData = { 'PublicProject{"id":"7"}': { project: null } };
    expect(readServerAnswers(pageWith(JSON.stringify(appData)))).toEqual(appData);
    expect(readServerAnswers(pageWith(null))).toBeUndefined();
  });

  it("keys each query's answer by its operation's name and its variables, whatever their order", () => {
    const query = parse('query PublicPage($slug: String!, $preview: Boolean) { pageBySlug(slug: $slug) { id } }');
    expect(answerKey(query, { slug: 'heaters', preview: false })).toBe('PublicPage{"preview":false,"slug":"heaters"}');
    expect(answerKey(query, { preview: false, slug: 'heaters' })).toBe(answerKey(query, { slug: 'heaters', preview: false }));
  });

  it('keys a query with the defaults its operation writes, given or left out (the server renders with them)', () => {
    const query = parse('query PublicPage($slug: String!, $locale: Locale = en, $limit: Int = 3, $tags: [String] = ["a"]) { x }');
    expect(answerKey(query, { slug: 'heaters' })).toBe('PublicPage{"limit":3,"locale":"en","slug":"heaters"}');
    expect(answerKey(query, { slug: 'heaters', locale: 'en', limit: 3 })).toBe(answerKey(query, { slug: 'heaters' }));
    expect(answerKey(query, { slug: 'heaters', locale: 'es' })).toBe('PublicPage{"limit":3,"locale":"es","slug":"heaters"}');
  });

  it('ignores answers that are not JSON, saying so', () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readServerAnswers(pageWith('{"ROOT_QUERY":'))).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    report.mockRestore();
  });

  it("gives the page's own answers until the screen has adopted the markup, then none", () => {
    document.head.innerHTML = `<script id="app-data" type="application/json">${JSON.stringify({ 'PublicProject{"id":"7"}': { project: null } })}</script>`;
    // A fresh copy of the module: a page that has not adopted its markup yet.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./server-answers') as typeof import('./server-answers');
      expect(fresh.pageAnswer('PublicProject{"id":"7"}')).toEqual({ project: null });
      expect(fresh.pageAnswer('PublicProject{"id":"8"}')).toBeUndefined();
      fresh.markServerAnswersAdopted();
      expect(fresh.pageAnswer('PublicProject{"id":"7"}')).toBeUndefined();
    });
  });
});
