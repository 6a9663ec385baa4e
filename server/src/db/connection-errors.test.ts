import type { Client } from 'pg';
import { createTestDatabase } from '../../test/test-database';

// The fault drill's "embedded database killed under a stream of leads" ended Node now and then with
// "Unhandled 'error' event ... terminating connection due to unexpected postmaster exit": a pooled
// connection told of its end at a moment neither the pool nor TypeORM was listening (between their
// hands, or after the first of two reasons). Every connection of the pool hears its errors from birth;
// what a lost connection means is decided where it is used.
describe('the connections PostgreSQL closes', () => {
  it('are heard whenever they say so, in the pool’s hands or not, however many times', async () => {
    const database = await createTestDatabase();
    try {
      const pool = (database.db.driver as unknown as { master: { Client: new () => Client } }).master;
      const connection = new pool.Client();
      expect(() => connection.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
      expect(() => connection.emit('error', new Error('terminating connection due to unexpected postmaster exit'))).not.toThrow();

      const runner = database.db.createQueryRunner();
      const held = (await runner.connect()) as Client;
      held.emit('error', new Error('terminating connection due to administrator command'));
      expect(runner.isReleased).toBe(true);
      expect(() => held.emit('error', new Error('terminating connection due to unexpected postmaster exit'))).not.toThrow();
      // The pool still answers, with another connection.
      expect(await database.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await database.drop();
    }
  });
});
