import fc from 'fast-check';
import { buildSchema, isNonNullType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { APPOINTMENTS, DATA_CHANGED } from '../operations';
import { startTestServer, type TestServer } from '../test-server';
import { webDistFixture } from '../web-dist-fixture';
import {
  ANSWER_BUDGET_MS,
  answerFaults,
  capturingLogger,
  check,
  FuzzStats,
  send,
  TOTAL_RUNS,
  unformattedErrors,
  type Answer,
} from './fuzz-harness';
import { inputValue, literal, selectionOf } from './graphql-arbitraries';
import { anyJson, hostileString } from './hostile-values';

/**
 * Every input gets a clear answer (issue #23): generated values for every argument of every
 * query and mutation (anonymous and as the admin, as variables and written into the document,
 * over HTTP and over WebSocket), the subscription, the REST adapters and the public paths,
 * against the real app.
 * Each answer is a 2xx/4xx with a well-formed body and known error codes, in under 2 s; nothing
 * is logged as an unexpected error; /healthz stays up. `npm run fuzz -- --runs N` runs it long.
 */

const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));
const operations = (['Query', 'Mutation'] as const).flatMap((kind) =>
  Object.values((schema.getType(kind) as GraphQLObjectType).getFields()).map((field) => ({ name: `${kind}.${field.name}`, kind, field })),
);
const REST = [
  'POST /api/admin/login',
  'GET /api/admin/verify',
  'GET /api/admin/setup-status',
  'POST /api/admin/setup',
  'POST /api/send-email',
];
/** One share of the runs per operation and transport, adapter, the paths and the subscription. */
const RUNS = Math.max(10, Math.round(TOTAL_RUNS / (2 * operations.length + REST.length + 2)));
// Each run is one request (and its shrinking a few more), each within the answer budget.
jest.setTimeout(Math.max(60_000, RUNS * ANSWER_BUDGET_MS));

/** Strings fetch can send as a header value. */
const headerValue = fc
  .oneof(
    hostileString,
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic b3duZXI6cHc=',
      'bearer a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.e30.',
      'Bearer tpr_',
      `Bearer tpr_${'A'.repeat(43)}`,
    ),
    hostileString.map((text) => `Bearer tpr_${text}`),
  )
  .map((text) => text.replace(/[^\x20-\x7e\x80-\xff]/g, '').slice(0, 4000));

describe('every input gets a clear answer', () => {
  let server: TestServer;
  let web: ReturnType<typeof webDistFixture>;
  let adminToken: string;
  let apiToken: string;
  /** Who sends a generated request: a visitor, the owner's session, or a program's API token. */
  const senders = fc.constantFrom('visitor' as const, 'owner' as const, 'program' as const);
  const bearer = (sender: 'visitor' | 'owner' | 'program') => ({ visitor: undefined, owner: adminToken, program: apiToken })[sender];
  const log = capturingLogger();
  const stats = new FuzzStats();
  let caller = 0;
  /** Each request from its own address, so per-address limits never hide a failure behind RATE_LIMITED. */
  const from = () => `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${++caller & 255}`;

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, logger: log.logger });
    // The admin exists first: an anonymous setupAdmin must never become the owner by chance.
    adminToken = await server.adminToken();
    // A program's token: some operations within its scopes, most outside (issue #43).
    apiToken = (await server.app.services.apiTokens.create({ name: 'Fuzz', scopes: ['appointments:read', 'content:write'] })).token;
  });
  afterAll(async () => {
    process.stdout.write(`\n${stats.summary()}\n`);
    await server?.close();
    log.restore();
    web?.remove();
  });
  afterEach(async () => {
    expect((await send(`${server.url}/healthz`)).status).toBe(200);
  });

  /** Sends one generated request and fails the run with every fault found, the app's error log included. */
  async function expectClearAnswer(target: string, what: string, kind: 'graphql' | 'json' | 'page', request: () => Promise<Answer>) {
    const loggedBefore = log.errors.length;
    const answer = await request();
    const faults = answerFaults(answer, kind);
    faults.push(...log.errors.slice(loggedBefore).map((entry) => `logged: ${entry.msg} ${entry.err?.message ?? ''}`));
    stats.record(target, answer, what, faults);
    if (faults.length)
      throw new Error(`${target} ${what.slice(0, 2000)}\n→ ${answer.status} ${answer.text.slice(0, 500)}\n${faults.join('\n')}`);
  }

  describe.each(operations)('$name', ({ name, kind, field }) => {
    const cases = fc.record({
      args: fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type)])), {
        requiredKeys: field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
      }),
      sender: senders,
      inline: fc.boolean(),
    });

    it('answers any arguments, anonymous, as the admin or with an API token, as variables or inline', async () => {
      await check(cases, RUNS, ({ args: values, sender, inline }) => {
        const query = operationDocument(kind, field, values, inline);
        const body = JSON.stringify({ query, variables: inline ? {} : values });
        const headers = {
          'content-type': 'application/json',
          'x-forwarded-for': from(),
          ...(sender !== 'visitor' && { authorization: `Bearer ${bearer(sender)}` }),
        };
        return expectClearAnswer(name, body, 'graphql', () => send(`${server.url}/graphql`, { method: 'POST', headers, body }));
      });
    });

    it('answers the same over WebSocket', async () => {
      await check(cases, RUNS, async ({ args: values, sender, inline }) => {
        const request = { query: operationDocument(kind, field, values, inline), variables: inline ? {} : values };
        await expectClearWebSocketAnswer(`${name} (ws)`, JSON.stringify(request), () =>
          overWebSocket(server.url, request, bearer(sender), from()),
        );
      });
    });
  });

  /** A WebSocket answer is a formatted error, a result or a live subscription, or a protocol refusal the client understands. */
  async function expectClearWebSocketAnswer(target: string, what: string, request: () => Promise<{ answer: WsAnswer; ms: number }>) {
    const loggedBefore = log.errors.length;
    const { answer, ms } = await request();
    const faults = [
      ...(answer.type === 'error' ? unformattedErrors(answer.payload) : []),
      ...(answer.type === 'next' ? unformattedErrors((answer.payload as { errors?: unknown }).errors) : []),
      // The protocol's own clear refusals: 1009, a message over the size cap; 4400, text that is not valid (NUL, a lone surrogate).
      ...(answer.type === 'closed' && !/^(1009|4400) /.test(String(answer.payload)) ? [`connection closed: ${answer.payload}`] : []),
      ...(ms >= ANSWER_BUDGET_MS ? [`took ${Math.round(ms)} ms`] : []),
      ...log.errors.slice(loggedBefore).map((entry) => `logged: ${entry.msg} ${entry.err?.message ?? ''}`),
    ];
    stats.record(target, { status: 0, contentType: '', text: '', ms }, what, faults);
    if (faults.length) throw new Error(`${target} ${what.slice(0, 2000)}\n→ ${JSON.stringify(answer).slice(0, 500)}\n${faults.join('\n')}`);
  }

  it('Subscription.dataChanged over WebSocket answers any collection', async () => {
    await check(
      fc.record({ collection: inputValue(schema.getSubscriptionType()!.getFields().dataChanged.args[0].type), admin: fc.boolean() }),
      RUNS,
      ({ collection, admin }) => {
        const request = { query: DATA_CHANGED, variables: { collection } };
        return expectClearWebSocketAnswer('Subscription.dataChanged (ws)', JSON.stringify(collection), () =>
          overWebSocket(server.url, request, admin ? adminToken : undefined, from()),
        );
      },
    );
  });

  describe.each(REST)('%s', (endpoint) => {
    it('answers any JSON body and Authorization header', async () => {
      const [method, route] = endpoint.split(' ');
      const body = fc.oneof(
        anyJson,
        fc.record({ email: anyJson, password: anyJson, to: anyJson, subject: anyJson, text: anyJson, html: anyJson }, { requiredKeys: [] }),
      );
      const authorization = fc.oneof(fc.constant(undefined), fc.constant(`Bearer ${adminToken}`), headerValue);
      await check(fc.record({ body, authorization }), RUNS, ({ body: json, authorization: auth }) => {
        const text = json === undefined ? undefined : JSON.stringify(json);
        const headers = {
          'content-type': 'application/json',
          'x-forwarded-for': from(),
          ...(auth !== undefined && { authorization: auth }),
        };
        return expectClearAnswer(endpoint, `${auth ?? ''} ${text ?? ''}`, 'json', () =>
          send(`${server.url}${route}`, { method, headers, ...(method === 'POST' && { body: text }) }),
        );
      });
    });
  });

  it('POST /api/customer-photos answers any body and upload token (issue #40)', async () => {
    const { token } = (await (
      await fetch(`${server.url}/api/customer-photos/token`, { method: 'POST', headers: { 'x-forwarded-for': from() } })
    ).json()) as { token: string };
    const uploadToken = fc.oneof(fc.constant(undefined), fc.constant(token), headerValue);
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }),
      hostileString.map((text) => new TextEncoder().encode(text)),
    );
    await check(fc.record({ uploadToken, body }), RUNS, ({ uploadToken: given, body: bytes }) => {
      const headers = {
        'content-type': 'application/octet-stream',
        'x-forwarded-for': from(),
        ...(given !== undefined && { 'x-upload-token': given }),
      };
      return expectClearAnswer('POST /api/customer-photos', `${given ?? ''} ${bytes.length} bytes`, 'json', () =>
        send(`${server.url}/api/customer-photos`, { method: 'POST', headers, body: bytes }),
      );
    });
  });

  it('public paths answer any segments and query string', async () => {
    const prefix = fc.constantFrom(
      '/',
      '/projects/',
      '/pages/',
      '/uploads/',
      '/uploads/projects/',
      '/uploads/customer-photos/',
      '/api/customer-photos/',
      '/assets/',
      '/api/',
      '/api/admin/',
      '/admin/',
      '/graphql',
      '/sitemap.xml',
      '/robots.txt',
      '/manifest.webmanifest',
      '/healthz',
      '/schedule',
      '/calendar/',
    );
    const segment = fc.oneof(
      hostileString.map((text) => uriEncode(text.slice(0, 3000)).replace(/%2F/g, () => '/')),
      fc.constantFrom('%ZZ', '%', '%00', '%ED%A0%80', '%C0%AF', '..', '%2e%2e', '//', 'index.html', 'app.js', 'x.webp'),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom('query', 'variables', 'operationName', 'extensions', 'q', 'category'), hostileString), {
        maxLength: 3,
      })
      .map((pairs) => pairs.map(([key, value]) => `${key}=${uriEncode(value.slice(0, 3000))}`).join('&'));
    await check(
      fc.record({ prefix, segments: fc.array(segment, { maxLength: 3 }), query }),
      RUNS,
      ({ prefix: start, segments, query: search }) => {
        const url = `${start}${segments.join('/')}${search ? `?${search}` : ''}`;
        // The header lets a GET /graphql through Apollo's CSRF check, as a hostile client would send it.
        return expectClearAnswer('GET public paths', url, 'page', () =>
          send(`${server.url}${url}`, { headers: { 'apollo-require-preflight': 'true', 'x-forwarded-for': from() } }),
        );
      },
    );
  });

  it('whatever the generated requests stored is pending and e-mailed inert', async () => {
    const { appointments } = (
      await send(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ query: APPOINTMENTS }),
      }).then((answer) => JSON.parse(answer.text))
    ).data as { appointments: Array<{ status: string }> };
    // The client cannot choose the status; the owner's own status changes here went to random ids only.
    expect(appointments.filter((appointment) => appointment.status !== 'pending')).toEqual([]);
    const emails = (await server.app.services.db.query('SELECT html FROM outbox_email')) as Array<{ html: string }>;
    expect(emails.filter(({ html }) => /<script|onerror=|<img src=x/i.test(html))).toEqual([]);
  });
});

/** Percent-encoding as a hostile client writes it: a lone surrogate as the bytes UTF-8 forbids for it. */
function uriEncode(text: string): string {
  return Array.from(text, (character) => (/[\ud800-\udfff]/.test(character) ? '%ED%A0%80' : encodeURIComponent(character))).join('');
}

/** `query ($a: T!) { field(a: $a) { … } }`, or the values written into the document. */
function operationDocument(
  kind: 'Query' | 'Mutation',
  field: GraphQLField<unknown, unknown>,
  values: Record<string, unknown>,
  inline: boolean,
): string {
  const present = field.args.filter((arg) => arg.name in values);
  const args = present.map((arg) => `${arg.name}: ${inline ? literal(values[arg.name], arg.type) : `$${arg.name}`}`).join(', ');
  const variables = inline || !present.length ? '' : `(${present.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})`;
  return `${kind.toLowerCase()} ${variables} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
}

type WsAnswer = { type: 'error' | 'next' | 'complete' | 'closed' | 'silent'; payload?: unknown };

/**
 * Sends one operation over graphql-ws from `address` (behind the loopback proxy the server trusts);
 * an answer is an error, a result, a live subscription (after a short quiet spell) or silence.
 */
function overWebSocket(
  url: string,
  payload: { query: string; variables: unknown },
  token: string | undefined,
  address: string,
): Promise<{ answer: WsAnswer; ms: number }> {
  const started = performance.now();
  const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { 'x-forwarded-for': address } });
  return new Promise((resolve) => {
    let quiet: NodeJS.Timeout | undefined;
    const finish = (answer: WsAnswer) => {
      clearTimeout(quiet);
      socket.removeAllListeners('close');
      socket.close();
      resolve({ answer, ms: performance.now() - started });
    };
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })),
    );
    socket.on('close', (code, reason) => finish({ type: 'closed', payload: `${code} ${reason}` }));
    // A refused handshake is a fault to report, not an unhandled error that leaves the case waiting until the test times out.
    socket.on('error', (error) => finish({ type: 'closed', payload: `no connection: ${error.message}` }));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload }));
        // Every operation answers in time; a running subscription with its first event (`subscribed`).
        quiet = setTimeout(() => finish({ type: 'silent' }), ANSWER_BUDGET_MS);
      } else if (message.type === 'error' || message.type === 'next' || message.type === 'complete') {
        finish({ type: message.type, payload: message.payload });
      }
    });
  });
}
