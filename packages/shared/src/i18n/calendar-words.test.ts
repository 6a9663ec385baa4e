import { dayInWords } from './calendar-words';

describe('a day in words', () => {
  it('reads as people say it, its year understood', () => {
    expect(dayInWords('2026-12-02', 'en')).toBe('Wednesday, December 2');
    expect(dayInWords('2026-12-02', 'es')).toBe('miércoles 2 de diciembre');
    expect(dayInWords('2027-01-01', 'es')).toBe('viernes 1 de enero');
  });
});
