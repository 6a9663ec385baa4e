import { SAMPLE_BUSINESS } from './business-facts';
import { licenceLine, openingStatusText } from './business.messages';

describe('licenceLine', () => {
  it('names the licence as Florida requires on every advertisement, and is absent without one', () => {
    expect(licenceLine(['CFC1430000'])).toBe('State Certified Plumbing Contractor — License CFC1430000');
    expect(licenceLine(['CFC1430000', 'CGC1520000'])).toBe('State Certified Plumbing Contractor — Licenses CFC1430000, CGC1520000');
    expect(licenceLine([])).toBeNull();
  });
});

describe('openingStatusText', () => {
  it('says until when the office is open, and points to the emergency line when it is closed', () => {
    expect(openingStatusText(SAMPLE_BUSINESS, { openNow: true, nextChange: '2026-11-24T18:00:00-05:00', closure: null })).toBe(
      'Open now · until 6 PM',
    );
    expect(openingStatusText(SAMPLE_BUSINESS, { openNow: true, nextChange: '2026-11-24T17:30:00-05:00', closure: null })).toBe(
      'Open now · until 5:30 PM',
    );
    expect(openingStatusText(SAMPLE_BUSINESS, { openNow: false, nextChange: '2026-11-25T07:00:00-05:00', closure: null })).toBe(
      'Closed now · emergency line 24/7 (813) 555-0199',
    );
  });

  it('without an emergency line, says when the office opens next', () => {
    const business = { ...SAMPLE_BUSINESS, emergencyService: false };
    expect(openingStatusText(business, { openNow: false, nextChange: '2026-11-25T07:00:00-05:00', closure: null })).toBe(
      'Closed now · opens Wed 7 AM',
    );
    expect(openingStatusText(business, { openNow: false, nextChange: null, closure: null })).toBe('Closed now');
  });

  it('names the closure the office is in today, and only that one', () => {
    const thanksgiving = { name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' };
    const status = { openNow: false, nextChange: '2026-11-27T07:00:00-05:00', closure: { ...thanksgiving, current: true } };
    expect(openingStatusText(SAMPLE_BUSINESS, status)).toBe('Closed for Thanksgiving Day · emergency line 24/7 (813) 555-0199');
    expect(openingStatusText({ ...SAMPLE_BUSINESS, emergencyService: false }, status)).toBe('Closed for Thanksgiving Day · opens Fri 7 AM');
    expect(openingStatusText(SAMPLE_BUSINESS, { ...status, closure: { ...thanksgiving, current: false } })).toBe(
      'Closed now · emergency line 24/7 (813) 555-0199',
    );
  });
});
