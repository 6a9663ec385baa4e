import { formatCompletionDate } from './project-format';

describe('formatCompletionDate', () => {
  it.each([
    ['2025-06-22', 'Jun 22, 2025'],
    ['2025-01-01', 'Jan 1, 2025'],
    ['2025-06-22T23:30:00Z', 'Jun 22, 2025'],
    ['', 'No date'],
    [null, 'No date'],
    ['soon', 'Invalid Date'],
  ])('%j → %s', (value, expected) => {
    expect(formatCompletionDate(value)).toBe(expected);
  });
});
