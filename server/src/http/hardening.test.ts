import { getIntrospectionQuery } from 'graphql';
import { APPOINTMENT_SETTINGS } from '../../test/operations';
import { startTestServer, type TestServer } from '../../test/test-server';
import { MAX_QUERY_DEPTH, MAX_QUERY_FIELDS } from '../graphql/request-rules';

describe('hardening: headers, query limits, body limits, CORS, production defaults', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.close());

  it('every answer carries a strict Content-Security-Policy and the usual security headers', async () => {
    for (const path of ['/healthz', '/api/admin/setup-status', '/graphql?query=%7B__typename%7D']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
      // Over plain http (this test) no HSTS and no upgrade of requests.
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('serves the GraphQL playground to browsers under the same policy, with workers allowed on that route only', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>GraphQL playground</title>');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    const elsewhere = await fetch(`${server.url}/healthz`);
    expect(elsewhere.headers.get('content-security-policy')).toContain("worker-src 'self';");
  });

  it('refuses a query nested deeper than the limit, and one selecting too many fields', async () => {
    let deep = 'id';
    for (let level = 0; level < MAX_QUERY_DEPTH + 2; level += 1) deep = `me { ${deep} }`;
    const tooDeep = await server.graphql(`{ ${deep} }`);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.[0].message).toMatch(/levels deep; at most 8 are allowed/);

    const aliases = Array.from({ length: MAX_QUERY_FIELDS + 1 }, (_, i) => `a${i}: appointmentSettings { enableScheduling }`).join(' ');
    const tooWide = await server.graphql(`{ ${aliases} }`);
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.errors?.[0].message).toMatch(/selects more than 250 fields/);

    // Fragments spread inside each other grow exponentially; they are counted, not expanded forever.
    const fragments = Array.from(
      { length: 20 },
      (_, i) => `fragment F${i} on AppointmentSettings { enableScheduling ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const bomb = await server.graphql(
      `{ appointmentSettings { ...F0 } } ${fragments} fragment F20 on AppointmentSettings { minDaysInAdvance }`,
    );
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors?.map((e) => e.message).join(' ')).toMatch(/selects more than 250 fields/);

    const normal = await server.graphql(APPOINTMENT_SETTINGS);
    expect(normal.body.errors).toBeUndefined();
  });

  it('measures nested fragments once each: 25 levels of spreads ending in introspection or unknown fragments are refused at once', async () => {
    // Each level spreads the next twice, so walking every path would visit 2^25 leaves.
    const levels = 25;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const leaf = `fragment F${levels} on Query { __type(name: "Query") { name } ...Missing }`;
    const started = performance.now();
    const bomb = await server.graphql(`{ ...F0 } ${fragments} ${leaf}`);
    // A generous bound: the walk of every path took 9 s here.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors?.map((e) => e.message).join(' ')).toMatch(/selects more than 250 fields/);
  });

  it('counts introspection fields too: aliased __schema fields are refused, not answered with megabytes', async () => {
    const aliases = Array.from({ length: MAX_QUERY_FIELDS + 1 }, (_, i) => `s${i}: __schema { ...T }`).join(' ');
    const answer = await server.graphql(`{ ${aliases} } fragment T on __Schema { types { name fields { name type { name } } } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((e) => e.message)).toEqual([
      `The operation selects more than ${MAX_QUERY_FIELDS} fields; ask for less at a time.`,
    ]);
  });

  it("counts what introspection selects like any field: 400 aliased `types` selections are refused; the playground's own introspection passes (issue #37)", async () => {
    const aliases = Array.from({ length: 400 }, (_, i) => `t${i}: types { name }`).join(' ');
    const answer = await server.graphql(`{ __schema { ${aliases} } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((e) => e.message)).toEqual([
      `The operation selects more than ${MAX_QUERY_FIELDS} fields; ask for less at a time.`,
    ]);

    const nested = await server.graphql(`{ __type(name: "Query") { name ${'ofType { '.repeat(300)}name${' }'.repeat(300)} } }`);
    expect(nested.body.errors?.map((e) => e.message)).toEqual([
      `The operation selects more than ${MAX_QUERY_FIELDS} fields; ask for less at a time.`,
    ]);

    // GraphiQL's introspection (every option on) is deeper than the depth limit and within the field limit.
    const playground = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const schema = await server.graphql(playground);
    expect(schema.body.errors).toBeUndefined();
    expect(schema.body.data.__schema.types.length).toBeGreaterThan(50);
  });

  it('refuses an oversized body with 413 and no stack trace', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename } # ${'x'.repeat(200_000)}` }),
    });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });

  it('a malformed request is a clear 400 without internals', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at \w+ \(|node_modules|SyntaxError: Unexpected/);
  });

  it('grants no cross-origin access', async () => {
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A "simple" cross-site POST (no preflight) is refused by Apollo's CSRF prevention.
    const simple = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{"query":"{ __typename }"}',
    });
    expect(simple.status).toBe(400);
  });

  it('lets browsers and CDNs keep public reads for a while, and nothing else', async () => {
    const cacheControl = async (query: string, token?: string) =>
      (
        await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
          body: JSON.stringify({ query }),
        })
      ).headers.get('cache-control');
    const token = await server.adminToken();
    expect(await cacheControl('{ appointmentSettings { enableScheduling } }')).toBe('public, max-age=60, stale-while-revalidate=60');
    // The shortest age of the fields asked for wins.
    expect(await cacheControl('{ appointmentSettings { enableScheduling } availability(date: "2030-01-07") { bookable } }')).toBe(
      'public, max-age=10, stale-while-revalidate=10',
    );
    expect(await cacheControl('{ appointmentSettings { enableScheduling } appointments { id } }', token)).toBe('no-store');
    expect(await cacheControl('{ appointmentSettings { enableScheduling } }', token)).toBe('no-store');
    expect(await cacheControl('{ availability(date: "not a date") { bookable } }')).toBe('no-store');
    expect(await cacheControl('mutation { login(email: "a@example.com", password: "wrong password") { success } }')).toBe('no-store');
    // The REST adapters too: a sign-in answers a token, verify the owner's e-mail (issue #37).
    const rest = [
      await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'owner password' }),
      }),
      await fetch(`${server.url}/api/admin/verify`, { headers: { authorization: `Bearer ${token}` } }),
      await fetch(`${server.url}/api/admin/setup-status`),
      await fetch(`${server.url}/api/nothing-here`),
    ];
    expect(rest.map((response) => [response.url.replace(server.url, ''), response.status, response.headers.get('cache-control')])).toEqual([
      ['/api/admin/login', 200, 'no-store'],
      ['/api/admin/verify', 200, 'no-store'],
      ['/api/admin/setup-status', 200, 'no-store'],
      ['/api/nothing-here', 404, 'no-store'],
    ]);
  });

  describe('in production', () => {
    let production: TestServer;
    beforeAll(async () => (production = await startTestServer({ env: { NODE_ENV: 'production' } })));
    afterAll(() => production.close());

    it('answers no introspection and serves no explorer unless GRAPHQL_EXPLORER is on', async () => {
      const introspection = await production.graphql('{ __schema { queryType { name } } }');
      expect(introspection.body.errors?.[0].message).toMatch(/introspection/i);
      const page = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toContain('GraphQL playground');
    });

    it('a browser opening /graphql reads what it is in plain words; API clients get the answers they always did (issue #38)', async () => {
      const page = await fetch(`${production.url}/graphql`, {
        headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const text = await page.text();
      expect(text).toContain('<title>GraphQL API</title>');
      expect(text).toContain('Its explorer is turned off on this site');
      expect(text).toContain('GRAPHQL_EXPLORER=true');
      expect(text).not.toContain('Cross-Site Request Forgery');
      const api = await fetch(`${production.url}/graphql?query=%7B__typename%7D`, {
        headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
      });
      expect(await api.json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('answers no "Did you mean" suggestions, which would spell out the schema', async () => {
      const misspelt = await production.graphql('{ appointmentSetting { enableScheduling } }');
      expect(misspelt.body.errors?.map((e) => e.message)).toEqual(['Cannot query field "appointmentSetting" on type "Query".']);
      const wrongEnum = await production.graphql('{ projects(direction: up) { id } }');
      expect(wrongEnum.body.errors?.[0].message).not.toMatch(/Did you mean/);
    });
  });
});
