const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function calendarDate(year: number, month: number, day: number): string | null {
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02/30 over into March: a real date survives the round trip unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function utcDateOf(instant: number): string | null {
  if (!Number.isFinite(instant)) return null;
  const date = new Date(instant);
  return calendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A project's completion date as YYYY-MM-DD, or null when the text is not a real date (spec §5:
 * MM/DD/YYYY or YYYY-M-D, treated as UTC; also an ISO timestamp or epoch milliseconds).
 * Unlike the original, an invalid date is refused instead of silently becoming today (design.md).
 */
export function normalizeCompletionDate(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return utcDateOf(Date.parse(value));
  if (/^\d{12,13}$/.test(value)) return utcDateOf(Number(value));
  return null;
}
