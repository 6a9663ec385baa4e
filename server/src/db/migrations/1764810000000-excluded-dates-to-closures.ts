import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addDays } from '@plumbing/shared';

/** What visitors read for a day closed that was an excluded date: "Closed Friday, Dec 25 for time off." */
const TIME_OFF = { name: 'Time off', spanishName: 'descanso' };

/** Sorted days as closures of consecutive days: ['2026-12-24', '2026-12-25', '2027-01-01'] → two closures. */
function closuresOf(dates: readonly string[]) {
  const closures: Array<typeof TIME_OFF & { from: string; to: string }> = [];
  for (const date of [...new Set(dates)].sort()) {
    const last = closures.at(-1);
    if (last && addDays(last.to, 1) === date) last.to = date;
    else closures.push({ ...TIME_OFF, from: date, to: date });
  }
  return closures;
}

/**
 * Issue #51: one place closes days, the Business Profile's closures (they have names). Scheduling
 * Settings' excluded dates still ahead become closures named "Time off" (runs of days as one);
 * days already in a closure, and days past, are dropped. Going back leaves the closures.
 */
export class ExcludedDatesToClosures1764810000000 implements MigrationInterface {
  name = 'ExcludedDatesToClosures1764810000000';

  async up(q: QueryRunner): Promise<void> {
    const [settings]: Array<{ dates: string[] | null }> = await q.query(
      `SELECT value -> 'excludedDates' AS dates FROM setting WHERE key = 'appointment_settings'`,
    );
    const [profile]: Array<{ closures: Array<{ from: string; to: string }> }> = await q.query(`SELECT closures FROM business_profile`);
    // Yesterday in any US zone: no day still ahead in the business's is dropped.
    const [{ since }]: Array<{ since: string }> = await q.query(`SELECT to_char(current_date - 1, 'YYYY-MM-DD') AS since`);
    if (profile && settings?.dates) {
      const open = settings.dates.filter((date) => date >= since && !profile.closures.some(({ from, to }) => from <= date && date <= to));
      const closures = [...profile.closures, ...closuresOf(open)].sort((a, b) => a.from.localeCompare(b.from));
      await q.query(`UPDATE business_profile SET closures = $1`, [JSON.stringify(closures)]);
    }
    await q.query(`UPDATE setting SET value = value - 'excludedDates' WHERE key = 'appointment_settings'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE setting SET value = value || '{"excludedDates": []}' WHERE key = 'appointment_settings'`);
  }
}
