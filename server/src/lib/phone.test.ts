import { buildAppointment, buildContactMessage } from '../../test/factories';
import { CONTACT_MESSAGES, REQUEST_APPOINTMENT, SEND_CONTACT_MESSAGE } from '../../test/operations';
import { createTestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { openAppDatabase } from '../database';
import { migrations } from '../db/migrations';
import { createLogger } from '../logger';
import { shownPhone, storedPhone } from './phone';

// Issue #38, item 4: one number is one text, however it was typed.
describe('customers’ phones', () => {
  it('are stored as E.164 and shown as people read them; a text that is not a number stays as typed', () => {
    for (const typed of ['8135551234', '(813) 555-1234', '813.555.1234', '+1 813 555 1234', '1-813-555-1234'])
      expect([typed, storedPhone(typed)]).toEqual([typed, '+18135551234']);
    expect(storedPhone('+44 20 7946 0018')).toBe('+442079460018');
    expect(storedPhone(' 555-1234 ')).toBe('555-1234');
    expect(shownPhone('+18135551234')).toBe('(813) 555-1234');
    expect(shownPhone('+442079460018')).toBe('+44 20 7946 0018');
    expect(shownPhone('555-1234')).toBe('555-1234');
  });

  describe('through the forms', () => {
    let server: TestServer;
    beforeAll(
      async () =>
        (server = await startTestServer({
          overrides: { appointments: { now: () => new Date('2026-03-02T15:00:00Z') }, mail: { pollMs: 60_000 } },
        })),
    );
    afterAll(() => server.close());

    it('a booking and a message keep one form, and the admin reads it as people do', async () => {
      const token = await server.adminToken();
      await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ customerPhone: '8135551234' }) }, undefined, {
        'x-forwarded-for': '10.10.0.1',
      });
      await server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ phone: '813.555.1234' }) }, undefined, {
        'x-forwarded-for': '10.10.0.2',
      });
      expect(
        await server.app.services.db.query(`SELECT customer_phone AS phone FROM appointment UNION ALL SELECT phone FROM contact_message`),
      ).toEqual([{ phone: '+18135551234' }, { phone: '+18135551234' }]);
      expect((await server.graphql('{ appointments { customerPhone } }', {}, token)).body.data.appointments).toEqual([
        { customerPhone: '(813) 555-1234' },
      ]);
      expect((await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages.map((m) => m.phone)).toEqual(['(813) 555-1234']);
    });
  });

  it('kept as typed before, they are converted by the migration', async () => {
    const before = migrations.findIndex((migration) => migration.name === 'StoredPhones1763920000000');
    const database = await createTestDatabase(migrations.slice(0, before));
    try {
      await database.db.query(
        `INSERT INTO appointment (customer_name, customer_email, customer_phone, service_type, preferred_date) VALUES ('Dana', 'dana@example.com', '8135551234', 'repair', now()), ('Eli', 'eli@example.com', 'call me', 'repair', now() + interval '1 hour')`,
      );
      await database.db.query(
        `INSERT INTO contact_message (name, email, phone, service, message) VALUES ('Sam', 'sam@example.com', '(813) 555-0177', 'other', 'Hi')`,
      );
      await (await openAppDatabase(database.url, createLogger('silent'))).destroy();
      expect(await database.db.query(`SELECT customer_phone AS phone FROM appointment ORDER BY customer_name`)).toEqual([
        { phone: '+18135551234' },
        { phone: 'call me' },
      ]);
      expect(await database.db.query(`SELECT phone FROM contact_message`)).toEqual([{ phone: '+18135550177' }]);
    } finally {
      await database.drop();
    }
  });
});
