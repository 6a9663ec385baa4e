import { createTranslator, englishTranslator, es } from '@plumbing/shared';
import { categoryLabel, formatCompletionDate } from './project-format';

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
    expect(formatCompletionDate(value, englishTranslator())).toBe(expected);
  });

  it.each([
    ['2025-06-22', '22 jun 2025'],
    ['2025-09-01', '1 sept 2025'],
    ['', 'Sin fecha'],
    ['soon', 'Fecha no válida'],
  ])('%j → %s in Spanish (issue #41)', (value, expected) => {
    expect(formatCompletionDate(value, createTranslator('es', es))).toBe(expected);
  });
});

describe('categoryLabel', () => {
  it("names the spec's categories in the page's words, anything else as it is", () => {
    const spanish = createTranslator('es', es);
    expect(['Commercial', 'Residential', 'Emergency', 'Other'].map((category) => categoryLabel(category, spanish))).toEqual([
      'Comercial',
      'Residencial',
      'Emergencia',
      'Other',
    ]);
    expect(categoryLabel('Commercial', englishTranslator())).toBe('Commercial');
  });
});
