import { SAMPLE_BUSINESS } from '../business/business-facts';
import { defaultSeoSettings, RECOMMENDED_TITLE_LENGTH } from './seo-defaults';

describe('defaultSeoSettings', () => {
  it('keeps the default title within the 50-60 characters the SEO screen recommends for the sample business (issue #51)', () => {
    const { title } = defaultSeoSettings(SAMPLE_BUSINESS.name);
    expect(title).toBe('Gulf Coast Plumbing & Renovation | Plumbing Services');
    expect(title.length).toBeGreaterThanOrEqual(RECOMMENDED_TITLE_LENGTH.min);
    expect(title.length).toBeLessThanOrEqual(RECOMMENDED_TITLE_LENGTH.max);
  });

  it("keeps spec §3's wording, the business name followed by Professional Plumbing Services, when it fits", () => {
    expect(defaultSeoSettings('Bay Area Drains').title).toBe('Bay Area Drains | Professional Plumbing Services');
  });

  it('names the business alone when even the short wording is too long', () => {
    const name = 'Gulf Coast Plumbing, Drain Cleaning & Renovation of Tampa';
    expect(defaultSeoSettings(name).title).toBe(name);
  });
});
