import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Property: whatever a stranger sends to a public write (GraphQL or REST), the answer is a
 * clear refusal or a success — never a 500, never internals — and what is stored comes back
 * inert in the owner's e-mail.
 */

const HOSTILE = [
  "' OR 1=1 --",
  "'; DROP TABLE appointment; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  '\u202e\u0301\ud83d\udca9',
  '9999-99-99',
  '2026-02-30T25:61:00Z',
  '{"$gt": ""}',
  '__proto__',
  'A'.repeat(20_000),
];

/** Any JSON value, leaning towards the nasty ones. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...HOSTILE),
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), Number.MAX_VALUE),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** An appointment request whose every field may be valid, hostile or of the wrong type. */
const appointmentInput = fc.record(
  {
    customerName: fc.oneof(fc.constant('Dana Rivera'), anyValue),
    customerEmail: fc.oneof(fc.constant('dana@example.com'), anyValue),
    customerPhone: fc.oneof(fc.constant('(813) 555-0100'), anyValue),
    serviceType: fc.oneof(fc.constant('repair'), anyValue),
    description: fc.oneof(fc.constantFrom(...HOSTILE), anyValue),
    preferredDate: fc.oneof(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()), anyValue),
    website: fc.oneof(fc.constant(''), anyValue),
    status: fc.oneof(fc.constant('confirmed'), anyValue),
  },
  { requiredKeys: [] },
);

const credentials = fc.record({ email: anyValue, password: anyValue }, { requiredKeys: [] });

const INTERNALS = /Internal server error|INTERNAL_SERVER_ERROR|at \w+ \(|node_modules|QueryFailedError|syntax error at or near/;
const RUNS = 60;

describe('public writes under random and malicious input', () => {
  let server: TestServer;
  let caller = 0;
  /** Each call from its own address, so per-address limits never hide a crash. */
  const from = () => ({ 'x-forwarded-for': `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${++caller & 255}` });

  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.close());

  function expectClearAnswer(status: number, body: unknown) {
    expect(status).toBeLessThan(500);
    expect(JSON.stringify(body)).not.toMatch(INTERNALS);
  }

  it('requestAppointment answers every input with a validation error, a refusal or a success', async () => {
    await fc.assert(
      fc.asyncProperty(appointmentInput, async (input) => {
        const { status, body } = await server.graphql(
          'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success error code } }',
          { input },
          undefined,
          from(),
        );
        expectClearAnswer(status, body);
      }),
      { numRuns: RUNS },
    );
    // Whatever got in is pending (the client cannot choose the status) and e-mailed escaped.
    const token = await server.adminToken();
    const stored = (await server.graphql('{ appointments { status emails { id } } }', {}, token)).body.data.appointments as Array<{ status: string }>;
    expect(stored.every((appointment) => appointment.status === 'pending')).toBe(true);
    const html = await server.app.services.db.query(`SELECT html FROM outbox_email`);
    for (const { html: body } of html as Array<{ html: string }>) {
      expect(body).not.toMatch(/<script|onerror=|<img src=x/i);
    }
  });

  it('the sign-in and setup adapters (GraphQL and REST) never fail with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(credentials, async (input) => {
        const graph = await server.graphql(
          'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success error } }',
          input,
          undefined,
          from(),
        );
        expectClearAnswer(graph.status, graph.body);
        for (const path of ['/api/admin/login', '/api/admin/setup']) {
          const response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...from() },
            body: JSON.stringify(input),
          });
          expectClearAnswer(response.status, await response.text());
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('text written into the document itself (not as variables) is handled as safely', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary' })), async (text) => {
        // JSON string syntax is GraphQL string syntax, \u0000 escapes included.
        const literal = JSON.stringify(text);
        const { status, body } = await server.graphql(`mutation { login(email: ${literal}, password: ${literal}) { success error } }`, {}, undefined, from());
        expectClearAnswer(status, body);
      }),
      { numRuns: RUNS },
    );
  });

  it('REST adapters refuse bodies that are not JSON objects with a clear 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.constantFrom('{', '[]', 'null', '"x"', '1e999', '{"a":'.repeat(50))), async (raw) => {
        for (const path of ['/api/admin/login', '/api/admin/setup', '/api/send-email', '/graphql']) {
          const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...from() }, body: raw });
          expectClearAnswer(response.status, await response.text());
        }
      }),
      { numRuns: 40 },
    );
  });
});
