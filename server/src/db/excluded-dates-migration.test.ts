import { addDays, todayIn } from '@plumbing/shared';
import { createTestDatabase } from '../../test/test-database';
import { createLogger } from '../logger';
import { openAppDatabase } from '../database';
import { migrations } from './migrations';

// Issue #51: one place closes days. An older version's excluded dates become the profile's closures on the upgrade.
describe('upgrades: Scheduling Settings’ excluded dates', () => {
  it('become closures named "Time off" (runs of days as one); days past and days already closed are dropped', async () => {
    const older = migrations.slice(
      0,
      migrations.findIndex((migration) => migration.name === 'ExcludedDatesToClosures1764810000000'),
    );
    const day = (days: number) => addDays(todayIn('America/New_York'), days);
    const thanksgiving = { name: 'Thanksgiving Day', spanishName: null, from: day(20), to: day(21) };
    const database = await createTestDatabase(older);
    try {
      await database.db.query(
        `INSERT INTO business_profile (name, phone, emergency_phone, email, street, city, region, postal_code, opening_hours,
           founded_year, figure_customers, figure_satisfaction, closures)
         VALUES ('Gulf Coast Plumbing', '(813) 555-0142', '(813) 555-0199', 'hello@example.com', '1 Main St', 'Tampa', 'FL', '33609',
           '[[], [], [], [], [], [], []]', 2017, 1500, 99, $1)`,
        [JSON.stringify([thanksgiving])],
      );
      const excludedDates = [day(-30), day(5), day(6), day(7), day(21), day(40)];
      await database.db.query(`INSERT INTO setting (key, value) VALUES ('appointment_settings', $1)`, [
        JSON.stringify({
          enableScheduling: true,
          availableDays: [1, 2, 3, 4, 5],
          excludedDates,
          minDaysInAdvance: 1,
          maxDaysInAdvance: 30,
        }),
      ]);
      await database.db.destroy();

      const upgraded = await openAppDatabase(database.url, createLogger('silent'));
      try {
        const [{ closures }] = await upgraded.query(`SELECT closures FROM business_profile`);
        const timeOff = (from: string, to: string) => ({ name: 'Time off', spanishName: 'descanso', from, to });
        expect(closures).toEqual([timeOff(day(5), day(7)), thanksgiving, timeOff(day(40), day(40))]);
        const [{ value }] = await upgraded.query(`SELECT value FROM setting WHERE key = 'appointment_settings'`);
        expect(value).not.toHaveProperty('excludedDates');
        expect(value).toMatchObject({ availableDays: [1, 2, 3, 4, 5], maxDaysInAdvance: 30 });
      } finally {
        await upgraded.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
