import { addDays, isCalendarDate } from '../appointments/calendar-dates';
import type { Closure } from './closures';

// The owner's closures as the admin form and the server check them: apart from closures.ts, which
// every public page's script carries, so a visitor's download holds none of the owner's refusals.

export const MAX_CLOSURES = 30;
export const MAX_CLOSURE_DAYS = 60;

export const ClosureMessages = {
  nameRequired: 'Name the closure, e.g. Thanksgiving Day',
  nameTooLong: 'A closure’s name is at most 60 characters',
  spanishNameTooLong: 'A closure’s Spanish name is at most 60 characters',
  dateInvalid: 'Enter the dates as YYYY-MM-DD, e.g. 2026-11-26',
  endBeforeStart: 'The last day closed cannot be before the first',
  tooLong: `A closure lasts at most ${MAX_CLOSURE_DAYS} days`,
  tooMany: `List at most ${MAX_CLOSURES} closures`,
} as const;

/** Why a closure cannot be kept, or undefined. */
export function closureRefusal({ name, spanishName, from, to }: Closure): string | undefined {
  if (!name.trim()) return ClosureMessages.nameRequired;
  if (name.trim().length > 60) return ClosureMessages.nameTooLong;
  if ((spanishName ?? '').trim().length > 60) return ClosureMessages.spanishNameTooLong;
  if (!isCalendarDate(from) || !isCalendarDate(to)) return ClosureMessages.dateInvalid;
  if (to < from) return ClosureMessages.endBeforeStart;
  if (addDays(from, MAX_CLOSURE_DAYS) <= to) return ClosureMessages.tooLong;
  return undefined;
}

/** Why a list of closures cannot be kept, naming the closure at fault; undefined when it can. */
export function closuresRefusal(closures: readonly Closure[]): string | undefined {
  if (closures.length > MAX_CLOSURES) return ClosureMessages.tooMany;
  for (const closure of closures) {
    const refusal = closureRefusal(closure);
    if (refusal) return closure.name.trim() ? `${closure.name.trim()}: ${refusal}` : refusal;
  }
  return undefined;
}
