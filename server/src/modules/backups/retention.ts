import { addDays, weekdayOf, wallClock } from '@plumbing/shared';

export interface RetentionRule {
  /** The newest backup of each of the last this many days that have one. */
  keepDaily: number;
  /** The newest backup of each of the last this many weeks (Monday to Sunday) that have one. */
  keepWeekly: number;
  /** Days and weeks are the business's. */
  timeZone: string;
}

/**
 * The backups the rule lets go, of `backups` (any order). Each rule picks on its own (as restic's
 * --keep-daily and --keep-weekly do); a backup either picks is kept.
 */
export function backupsToDelete<B extends { name: string; createdAt: Date }>(
  backups: readonly B[],
  { keepDaily, keepWeekly, timeZone }: RetentionRule,
): B[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const dayOf = (backup: B) => wallClock(backup.createdAt, timeZone).date;
  const weekOf = (backup: B) => {
    const day = dayOf(backup);
    return addDays(day, -((weekdayOf(day) + 6) % 7)); // its Monday
  };
  const kept = new Set<B>();
  for (const [periodOf, count] of [
    [dayOf, keepDaily],
    [weekOf, keepWeekly],
  ] as const) {
    const periods = new Set<string>();
    for (const backup of newestFirst) {
      const period = periodOf(backup);
      if (periods.has(period)) continue;
      if (periods.size === count) break;
      periods.add(period);
      kept.add(backup);
    }
  }
  return newestFirst.filter((backup) => !kept.has(backup));
}
