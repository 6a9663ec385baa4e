import pino from 'pino';
import { buildAppointment, buildAppointmentSettings } from '../../test/factories';
import {
  APPOINTMENT,
  DELETE_APPOINTMENT,
  PAGE_BY_SLUG,
  REQUEST_APPOINTMENT,
  RESEND_EMAIL,
  SAVE_APPOINTMENT_SETTINGS,
  SET_APPOINTMENT_STATUS,
} from '../../test/operations';
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
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(), ...headers },
      body,
    });
    return { status: response.status, body: await response.json() };
  };

  it('refuses text with a lone UTF-16 surrogate in any JSON body, as it refuses NUL', async () => {
    const malformed = { status: 400, body: { error: 'Malformed JSON body' } };
    expect(await post('/api/admin/setup', '{"email": "\\udfff", "password": "long enough password"}')).toEqual(malformed);
    expect(await post('/api/admin/login', '{"email": "owner@example.com", "password": "x\\ud800"}')).toEqual(malformed);
    const booking = buildAppointment({ customerName: 'Dana', customerEmail: '\udbff', preferredDate: '2030-01-07T14:00:00.000Z' });
    expect(await post('/graphql', JSON.stringify({ query: REQUEST_APPOINTMENT, variables: { input: booking } }))).toEqual(malformed);
    // A pair is a character like any other.
    expect((await post('/graphql', JSON.stringify({ query: PAGE_BY_SLUG, variables: { slug: '\ud83d\udca9' } }))).body).toEqual({
      data: { pageBySlug: null },
    });
  });

  it('refuses NUL and lone surrogates in the variables of a GET query string', async () => {
    const query = encodeURIComponent(PAGE_BY_SLUG);
    for (const slug of ['\\u0000', '\\ud800']) {
      const response = await fetch(`${server.url}/graphql?query=${query}&variables=${encodeURIComponent(`{"slug": "${slug}"}`)}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error: 'Malformed JSON body' } });
    }
  });

  it('an id that is not a UUID is refused as "not a valid id" before any query, or found to be nothing', async () => {
    const token = await server.adminToken();
    for (const [operation, variables] of [
      [SET_APPOINTMENT_STATUS, { id: '0', status: 'confirmed' }],
      [DELETE_APPOINTMENT, { id: 'x' }],
      [RESEND_EMAIL, { id: '12345678-1234-1234-1234-12345678901' }],
    ] as const) {
      const { body } = await server.graphql(operation, variables, token);
      expect(body.errors?.[0]).toMatchObject({ message: "'id' is not a valid id", extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await server.graphql(APPOINTMENT, { id: 0 }, token)).body).toEqual({ data: { appointment: null } });
  });

  it('a list with more wrong values than graphql-js reads is refused as bad input, not as a server failure', async () => {
    const settings = {
      ...buildAppointmentSettings({ availableHours: { start: '08:00', end: '18:00' } }),
      availableDays: Array.from({ length: 60 }, () => 'monday'),
    };
    const { status, body } = await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: settings });
    expect({ status, codes: body.errors?.map((error) => error.extensions?.code) }).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] });
    expect(body.errors?.[0].message).toBe('More than 50 of the values sent are invalid for their types; correct them and send again.');
  });
});
