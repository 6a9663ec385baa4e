import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { buildAppointment, separateSlot } from '../../../test/factories';
import { REQUEST_APPOINTMENT } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

const NOW = new Date('2026-03-02T15:00:00Z');
const APPOINTMENTS_WITH_EMAILS = '{ appointments { customerEmail emails { to kind } } }';

// The owner's list and calendar ask each appointment's e-mails: a week of 300 jobs was 301 queries.
describe("appointments' e-mails", () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ overrides: { appointments: { now: () => NOW } } });
    token = await server.adminToken();
    for (let day = 0; day < 4; day++) {
      const input = buildAppointment({ customerEmail: `customer-${day}@example.com`, preferredDate: separateSlot(day) });
      const answer = await server.graphql(REQUEST_APPOINTMENT, { input }, undefined, { 'x-forwarded-for': `10.54.0.${day + 1}` });
      expect(answer.body.data.requestAppointment.success).toBe(true);
    }
  });
  afterAll(() => server.close());

  it('are read for a whole list in one query, each appointment with its own', async () => {
    const query = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      const { body } = await server.graphql(APPOINTMENTS_WITH_EMAILS, {}, token);
      const listed: Array<{ customerEmail: string; emails: Array<{ to: string; kind: string }> }> = body.data.appointments;
      expect(listed).toHaveLength(4);
      for (const { customerEmail, emails } of listed) expect(emails.filter(({ to }) => to === customerEmail)).toHaveLength(1);
      const readsByAppointment = query.mock.calls.filter(([sql]) => /FROM "outbox_email".*WHERE.*"appointment_id"/s.test(String(sql)));
      expect(readsByAppointment).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });
});
