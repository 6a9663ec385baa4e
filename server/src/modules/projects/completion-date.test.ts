import { normalizeCompletionDate } from './completion-date';

describe('normalizeCompletionDate (spec §5: MM/DD/YYYY or YYYY-M-D, as UTC)', () => {
  it.each([
    ['06/22/2025', '2025-06-22'],
    ['6/2/2025', '2025-06-02'],
    [' 12/31/2024 ', '2024-12-31'],
    ['2025-6-2', '2025-06-02'],
    ['2025-06-22', '2025-06-22'],
    ['2024-02-29', '2024-02-29'],
    ['2025-06-22T23:30:00Z', '2025-06-22'],
    ['2025-06-22T23:30:00-05:00', '2025-06-23'],
    ['1750550400000', '2025-06-22'],
  ])('%s → %s', (text, expected) => {
    expect(normalizeCompletionDate(text)).toBe(expected);
  });

  it.each([
    '',
    'yesterday',
    '02/30/2025',
    '13/01/2025',
    '2025-02-29',
    '2025-13-01',
    '22/06/2025',
    '06-22-2025',
    '0000-01-01',
    '2025-06-22T25:00:00Z',
    '2025/06/22',
    '1e12',
  ])('refuses %j', (text) => {
    expect(normalizeCompletionDate(text)).toBeNull();
  });
});
