import { createTranslator, en, es } from '@plumbing/shared';

describe('createTranslator', () => {
  const english = createTranslator('en', en, 'America/New_York');
  const spanish = createTranslator('es', es, 'America/New_York');

  it("fills a message's values and picks its plural form by the language's rules", () => {
    expect(english('footer.copyright', { year: 2026, name: 'Tampa Plumbing' })).toBe('© 2026 Tampa Plumbing. All rights reserved.');
    expect(english('business.licence', { count: 1, numbers: 'CFC1' })).toBe('State Certified Plumbing Contractor — License CFC1');
    expect(english('business.licence', { count: 2, numbers: 'CFC1, CFC2' })).toBe(
      'State Certified Plumbing Contractor — Licenses CFC1, CFC2',
    );
    expect(spanish('business.licence', { count: 2, numbers: 'CFC1, CFC2' })).toMatch(/^Contratista .* Licencias CFC1, CFC2$/);
  });

  it("turns a message's tags into the parts their functions make", () => {
    const parts = english.rich<{ bold: string }>('emergency.step.heater', { b: (chunks) => ({ bold: chunks.join('') }) });
    expect(parts[0]).toEqual({ bold: 'Turn off the water heater:' });
    expect(parts.slice(1).join('')).toMatch(/^ switch off its breaker/);
  });

  it('shows the id of a message it cannot format, and says why on the console', () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(english('footer.copyright')).toBe('footer.copyright');
      expect(createTranslator('es', {})('nav.home')).toBe('nav.home');
      expect(reported.mock.calls.map(([message]) => String(message))).toEqual([
        expect.stringMatching(/^\[en\] message "footer.copyright": /),
        '[es] message "nav.home": no such message in the catalog',
      ]);
    } finally {
      reported.mockRestore();
    }
  });
});
