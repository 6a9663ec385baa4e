import { tabOf } from './page-form-values';

describe('tabOf', () => {
  it("opens the tab a refused field is on: the Spanish version's fields are under the content (issue #41)", () => {
    expect(tabOf(['es', 'title'])).toBe('content');
    expect(tabOf(['es', 'seoDescription'])).toBe('content');
    expect(tabOf(['title'])).toBe('content');
    expect(tabOf(['seo', 'social', 'ogTitle'])).toBe('social');
    expect(tabOf(['seo', 'robots'])).toBe('advanced');
    expect(tabOf(['seo', 'title'])).toBe('seo');
  });
});
