import type { MigrationInterface, QueryRunner } from 'typeorm';
import { storedPhone } from '../../lib/phone';

/** The customers' phones kept so far, as typed ("8135551234", "(813) 555-1234"). */
const PHONES: Array<[table: string, column: string]> = [
  ['appointment', 'customer_phone'],
  ['contact_message', 'phone'],
];

/**
 * Issue #38: a customer's phone is stored in one form, E.164 ("+18135551234"), so one number reads
 * and links the same everywhere; the rows written before are converted (a text that is not a real
 * number stays as typed). Going back keeps E.164, which every version reads.
 */
export class StoredPhones1763920000000 implements MigrationInterface {
  name = 'StoredPhones1763920000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of PHONES) {
      const rows: Array<{ id: string; phone: string }> = await q.query(`SELECT id, "${column}" AS phone FROM "${table}"`);
      for (const { id, phone } of rows) {
        const stored = storedPhone(phone);
        if (stored !== phone) await q.query(`UPDATE "${table}" SET "${column}" = $2 WHERE id = $1`, [id, stored]);
      }
    }
  }

  async down(): Promise<void> {}
}
