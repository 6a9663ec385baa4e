import pino from 'pino';
import { buildAppointment } from '../../test/factories';
import { AVAILABILITY, REQUEST_APPOINTMENT } from '../../test/operations';
import { startTestServer, type TestServer } from '../../test/test-server';
import { webDistFixture } from '../../test/web-dist-fixture';

const STACK = /at \w+ \(|node_modules|\.ts:\d+|Maximum call stack/;

describe('malformed requests are refused as the client’s mistake, never as a server failure', () => {
  let server: TestServer;
  let web: ReturnType<typeof webDistFixture>;
  /** What the app logged at warn level and above. */
  const logged: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    web = webDistFixture();
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    server = await startTestServer({ webDistDir: web.dir, logger });
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });
  beforeEach(() => void (logged.length = 0));

  it('answers a malformed percent-escape in any public path without a server error, and logs nothing', async () => {
    const paths = [
      '/assets/%ZZ',
      '/assets/app.js%E0%A4%A',
      '/%ZZ',
      '/pages/%ZZ',
      '/projects/%ZZ',
      '/uploads/%ZZ',
      '/uploads/projects/%E0%A4%A/main.jpg',
      '/sitemap.xml%ZZ',
      '/robots.txt?x=%ZZ',
      '/manifest.webmanifest%ZZ',
      '/api/admin/%ZZ',
      '/graphql?query=%ZZ',
    ];
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${server.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
        const text = await response.text();
        return { path, status: response.status < 500 ? 'not 5xx' : response.status, stack: STACK.test(text) };
      }),
    );
    expect(answers).toEqual(paths.map((path) => ({ path, status: 'not 5xx', stack: false })));
    expect([400, 404]).toContain((await fetch(`${server.url}/assets/%ZZ`)).status);
    expect(logged).toEqual([]);
  });

  it('a malformed multipart request is a 400 in plain words, answered at once, and at most a warning in the log (issue #37)', async () => {
    const multipart = (contentType: string, body: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true', 'content-type': contentType },
        body,
        signal: AbortSignal.timeout(5_000),
      });
    for (const [contentType, body] of [
      ['multipart/form-data', 'no boundary given'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}'],
    ]) {
      const response = await multipart(contentType, body);
      expect([body, response.status]).toEqual([body, 400]);
      expect(await response.json()).toEqual({
        error: 'The upload request is malformed: send it as a GraphQL multipart request (operations, map, then the files).',
      });
    }
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('refuses dates outside the years 1900 to 2200 as bad input, with a clear message', async () => {
    for (const date of ['9999-12-31', '0001-01-01', '2201-01-01', '1899-12-31']) {
      const { body } = await server.graphql(AVAILABILITY, { date });
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0].message).toMatch(/1900.*2200/);
    }
    expect((await server.graphql('{ availability(date: "2200-12-31") { bookable } }')).body).toEqual({
      data: { availability: { bookable: false } },
    });

    const request = (preferredDate: string) => server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ preferredDate }) });
    for (const preferredDate of ['9999-12-31T14:00:00.000Z', '0001-01-01T14:00:00.000Z', '2201-01-01T14:00:00.000Z']) {
      const { body } = await request(preferredDate);
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(body.errors?.[0].extensions?.validationErrors)).toMatch(/preferredDate.*1900.*2200/);
    }
    expect(logged).toEqual([]);
  });

  it('answers any JSON body it cannot read with "Malformed JSON body", never echoing the body', async () => {
    const post = async (path: string, body: string) => {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return { status: response.status, body: await response.text() };
    };
    const malformed = { status: 400, body: JSON.stringify({ error: 'Malformed JSON body' }) };
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(await post('/api/send-email', nested(100_000))).toEqual(malformed);
    expect(await post('/graphql', nested(40_000))).toEqual(malformed);
    expect(await post('/api/admin/login', '{"email": "owner@example.com", "password": "secret-that-must-not-echo')).toEqual(malformed);
    // Small anonymous GraphQL bodies are read ahead by the response cache: the same answer.
    expect(await post('/graphql', '{"query": "secret-that-must-not-echo')).toEqual(malformed);
    expect(await post('/graphql', '{"query": "{ __typename }", "variables": {"a": "NUL \\u0000"}}')).toEqual(malformed);
    expect(logged).toEqual([]);
  });
});
