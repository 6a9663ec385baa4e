import pino from 'pino';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The classes of input the fuzz tests (server/test/fuzz) found answered with a 500: each refused
 * at the boundary with a clear 4xx or BAD_USER_INPUT, and nothing logged as an unexpected error.
 */
describe('the input boundary', () => {
  let server: TestServer;
  /** What the app logged at error level: an unexpected failure each. */
  const logged: Array<{ msg: string }> = [];
  let caller = 0;
  const from = () => ({ 'x-forwarded-for': `10.9.0.${++caller}` });

  beforeAll(async () => {
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    server = await startTestServer({ logger });
  });
  afterAll(() => server.close());
  afterEach(() => {
    expect(logged).toEqual([]);
    logged.length = 0;
  });

  const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...from(), ...headers }, body });
    return { status: response.status, body: await response.json() };
  };

  it('refuses text with a lone UTF-16 surrogate in any JSON body, as it refuses NUL', async () => {
    const malformed = { status: 400, body: { error: 'Malformed JSON body' } };
    expect(await post('/api/admin/setup', '{"email": "\\udfff", "password": "long enough password"}')).toEqual(malformed);
    expect(await post('/api/admin/login', '{"email": "owner@example.com", "password": "x\\ud800"}')).toEqual(malformed);
    const booking = { customerName: 'Dana', customerEmail: '\udbff', customerPhone: '(813) 555-0100', serviceType: 'repair', preferredDate: '2030-01-07T14:00:00.000Z' };
    expect(await post('/graphql', JSON.stringify({ query: 'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success } }', variables: { input: booking } }))).toEqual(malformed);
    // A pair is a character like any other.
    expect((await post('/graphql', JSON.stringify({ query: 'query ($slug: String!) { pageBySlug(slug: $slug) { id } }', variables: { slug: '\ud83d\udca9' } }))).body).toEqual({ data: { pageBySlug: null } });
  });

  it('refuses NUL and lone surrogates in the variables of a GET query string', async () => {
    const query = encodeURIComponent('query ($slug: String!) { pageBySlug(slug: $slug) { id } }');
    for (const slug of ['\\u0000', '\\ud800']) {
      const response = await fetch(`${server.url}/graphql?query=${query}&variables=${encodeURIComponent(`{"slug": "${slug}"}`)}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error: 'Malformed JSON body' } });
    }
  });

  it('an id that is not a UUID is refused as "not a valid id" before any query, or found to be nothing', async () => {
    const token = await server.adminToken();
    for (const [operation, variables] of [
      ['mutation ($id: ID!) { setAppointmentStatus(id: $id, status: confirmed) { emailSent } }', { id: '0' }],
      ['mutation ($id: ID!) { deleteAppointment(id: $id) }', { id: 'x' }],
      ['mutation ($id: ID!) { resendEmail(id: $id) { sent } }', { id: '12345678-1234-1234-1234-12345678901' }],
    ] as const) {
      const { body } = await server.graphql(operation, variables, token);
      expect(body.errors?.[0]).toMatchObject({ message: "'id' is not a valid id", extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await server.graphql('query ($id: ID!) { appointment(id: $id) { id } }', { id: 0 }, token)).body).toEqual({ data: { appointment: null } });
  });

  it('a list with more wrong values than graphql-js reads is refused as bad input, not as a server failure', async () => {
    const settings = { availableDays: Array.from({ length: 60 }, () => 'monday'), availableHours: { start: '08:00', end: '18:00' }, enableScheduling: true, excludedDates: [], maxDaysInAdvance: 30, minDaysInAdvance: 1 };
    const { status, body } = await server.graphql('mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { enableScheduling } }', { input: settings });
    expect({ status, codes: body.errors?.map((error) => error.extensions?.code) }).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] });
    expect(body.errors?.[0].message).toBe('More than 50 of the values sent are invalid for their types; correct them and send again.');
  });
});
