import { SAMPLE_BUSINESS } from './business-facts';
import { englishTranslator } from '../i18n/english';
import { es } from '../i18n/catalogs/es';
import { createTranslator } from '../i18n/translator';
import { licenceLine, openingStatusText } from './business.messages';

const en = englishTranslator();
const spanish = createTranslator('es', es);

describe('licenceLine', () => {
  it('names the licence as Florida requires on every advertisement, and is absent without one', () => {
    expect(licenceLine(['CFC1430000'], en)).toBe('State Certified Plumbing Contractor — License CFC1430000');
    expect(licenceLine(['CFC1430000', 'CGC1520000'], en)).toBe('State Certified Plumbing Contractor — Licenses CFC1430000, CGC1520000');
    expect(licenceLine([], en)).toBeNull();
  });
});

describe('openingStatusText', () => {
  it('says until when the office is open, and points to the emergency line when it is closed', () => {
    expect(openingStatusText(SAMPLE_BUSINESS, { openNow: true, nextChange: '2026-11-24T18:00:00-05:00', closure: null }, en)).toBe(
      'Open now · until 6 PM',
    );
    expect(openingStatusText(SAMPLE_BUSINESS, { openNow: true, nextChange: '2026-11-24T17:30:00-05:00', closure: null }, en)).toBe(
      'Open now · until 5:30 PM',
    );
    expect(openingStatusText(SAMPLE_BUSINESS, { openNow: false, nextChange: '2026-11-25T07:00:00-05:00', closure: null }, en)).toBe(
      'Closed now · emergency line 24/7 (813) 555-0199',
    );
  });

  it('without an emergency line, says when the office opens next', () => {
    const business = { ...SAMPLE_BUSINESS, emergencyService: false };
    expect(openingStatusText(business, { openNow: false, nextChange: '2026-11-25T07:00:00-05:00', closure: null }, en)).toBe(
      'Closed now · opens Wed 7 AM',
    );
    expect(openingStatusText(business, { openNow: false, nextChange: null, closure: null }, en)).toBe('Closed now');
  });

  it('names the closure the office is in today, and only that one', () => {
    const thanksgiving = { name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' };
    const status = { openNow: false, nextChange: '2026-11-27T07:00:00-05:00', closure: { ...thanksgiving, current: true } };
    expect(openingStatusText(SAMPLE_BUSINESS, status, en)).toBe('Closed for Thanksgiving Day · emergency line 24/7 (813) 555-0199');
    expect(openingStatusText({ ...SAMPLE_BUSINESS, emergencyService: false }, status, en)).toBe(
      'Closed for Thanksgiving Day · opens Fri 7 AM',
    );
    expect(openingStatusText(SAMPLE_BUSINESS, { ...status, closure: { ...thanksgiving, current: false } }, en)).toBe(
      'Closed now · emergency line 24/7 (813) 555-0199',
    );
  });

  it('speaks Spanish on Spanish pages, the clock as Spanish writes it', () => {
    const business = { ...SAMPLE_BUSINESS, emergencyService: false };
    expect(openingStatusText(business, { openNow: true, nextChange: '2026-11-24T17:30:00-05:00', closure: null }, spanish)).toBe(
      'Abierto ahora · hasta las 5:30 p. m.',
    );
    expect(openingStatusText(business, { openNow: false, nextChange: '2026-11-25T07:00:00-05:00', closure: null }, spanish)).toBe(
      'Cerrado ahora · abre el miércoles a las 7 a. m.',
    );
    // "a la una": the hour 1 takes the singular article.
    expect(openingStatusText(business, { openNow: true, nextChange: '2026-11-24T13:00:00-05:00', closure: null }, spanish)).toBe(
      'Abierto ahora · hasta la 1 p. m.',
    );
    expect(licenceLine(['CFC1430000', 'CGC1520000'], spanish)).toBe(
      'Contratista de plomería certificado por el estado — Licencias CFC1430000, CGC1520000',
    );
  });
});
