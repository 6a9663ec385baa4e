import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiTokenMessages, ChangeCollection } from '@plumbing/shared';
import { buildContactMessage } from '../../test/factories';
import { DATA_CHANGED, PAGE_BY_SLUG, SEND_CONTACT_MESSAGE } from '../../test/operations';
import { startTestServer, type TestServer } from '../../test/test-server';
import { MAX_QUERY_FIELDS } from '../graphql/request-rules';
import { ChangeOperation } from '../modules/events';
import { WEB_SOCKET_LIMITS, WebSocketCloseCode } from './subscriptions';

/** How a socket's opening ended: acknowledged, or closed by the server with this code. */
type Opening = 'connected' | number;
/** What graphql-ws hands a sink. */
type ExecutionResult = FormattedExecutionResult<Record<string, unknown>, unknown>;
/** One operation's answer, or the code the socket closed with before it came. */
type Answer = ExecutionResult | { closed: number };

interface Socket {
  client: Client;
  opening: Promise<Opening>;
  /** The code the server closed the socket with. */
  closed: Promise<number>;
}

/** Every subscription's first event: the server listens from now on. */
const LISTENING_TO_APPOINTMENTS = { data: { dataChanged: { collection: 'appointments', operation: 'subscribed', id: '' } } };

const isCloseEvent = (value: unknown): value is { code: number } => typeof (value as { code?: unknown })?.code === 'number';

describe('GraphQL over WebSocket: bounded, and held to the same rules as HTTP', () => {
  const clients: Client[] = [];

  /** A graphql-ws client, from `address` as a trusted proxy on loopback would forward it. */
  function connect(server: TestServer, { address = '10.0.0.1', token }: { address?: string; token?: string } = {}): Socket {
    let settle!: (opening: Opening) => void;
    let close!: (code: number) => void;
    const opening = new Promise<Opening>((resolve) => (settle = resolve));
    const closed = new Promise<number>((resolve) => (close = resolve));
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols: string | string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': address } });
        }
      },
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => settle('connected'),
        closed: (event) => {
          const code = isCloseEvent(event) ? event.code : 0;
          settle(code);
          close(code);
        },
      },
    });
    clients.push(client);
    return { client, opening, closed };
  }

  /** Runs a query or mutation over the socket. */
  function run(socket: Socket, query: string, variables?: Record<string, unknown>): Promise<Answer> {
    return new Promise((resolve) => {
      let answer: Answer | undefined;
      socket.client.subscribe(
        { query, variables },
        {
          next: (result) => (answer = result),
          error: (error) => resolve(isCloseEvent(error) ? { closed: error.code } : { errors: error as ExecutionResult['errors'] }),
          complete: () => resolve(answer!),
        },
      );
    });
  }

  /** Subscribes to a collection; `next()` answers its events in turn, then the code the socket closed with. */
  function listen(socket: Socket, collection: string): { next(): Promise<unknown> } {
    const outcomes: unknown[] = [];
    const waiting: Array<(outcome: unknown) => void> = [];
    const arrive = (outcome: unknown) => (waiting.length ? waiting.shift()!(outcome) : outcomes.push(outcome));
    socket.client.subscribe(
      { query: DATA_CHANGED, variables: { collection } },
      {
        next: arrive,
        error: (error) => arrive(isCloseEvent(error) ? { closed: error.code } : { errors: error }),
        complete: () => undefined,
      },
    );
    return { next: () => (outcomes.length ? Promise.resolve(outcomes.shift()) : new Promise((resolve) => waiting.push(resolve))) };
  }

  /** Opens sockets until one is acknowledged: the server hears of a socket's close a moment after its client does. */
  async function connectOnceFree(server: TestServer, address: string): Promise<Opening> {
    let opening: Opening = 0;
    for (let attempt = 0; attempt < 50 && opening !== 'connected'; attempt += 1) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 20));
      opening = await connect(server, { address }).opening;
    }
    return opening;
  }

  afterAll(() => Promise.all(clients.map((client) => client.dispose())));

  describe('with the product limits', () => {
    let server: TestServer;
    beforeAll(async () => (server = await startTestServer()));
    afterAll(() => server.close());

    it('answers a subscription sent over HTTP POST (a client without WebSocket) with where subscriptions run', async () => {
      const answer = await server.graphql(DATA_CHANGED, { collection: ChangeCollection.projects });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { message: 'Subscriptions run over WebSocket at /graphql', extensions: { code: 'BAD_REQUEST' } },
      ]);
    });

    it(`closes a socket that asks for more than ${WEB_SOCKET_LIMITS.subscriptionsPerSocket} subscriptions (1008 policy violation)`, async () => {
      const socket = connect(server, { address: '10.0.1.1' });
      expect(await socket.opening).toBe('connected');
      for (let i = 0; i <= WEB_SOCKET_LIMITS.subscriptionsPerSocket; i += 1) listen(socket, 'projects');
      // A live socket would answer this query; one over its limit is closed before.
      expect(await run(socket, '{ __typename }')).toEqual({ closed: WebSocketCloseCode.policyViolation });
      expect(await socket.closed).toBe(WebSocketCloseCode.policyViolation);

      const modest = connect(server, { address: '10.0.1.1' });
      for (let i = 0; i < WEB_SOCKET_LIMITS.subscriptionsPerSocket - 1; i += 1) listen(modest, 'projects');
      expect(await run(modest, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    });

    it(`refuses more than ${WEB_SOCKET_LIMITS.socketsPerAddress} sockets from one client address (1013 try again later), telling addresses behind a trusted proxy apart`, async () => {
      const sockets = Array.from({ length: WEB_SOCKET_LIMITS.socketsPerAddress }, () => connect(server, { address: '10.0.2.1' }));
      expect(await Promise.all(sockets.map((socket) => socket.opening))).toEqual(sockets.map(() => 'connected'));

      expect(await connect(server, { address: '10.0.2.1' }).opening).toBe(WebSocketCloseCode.tryAgainLater);
      // Another visitor behind the same proxy (TRUST_PROXY) is not held to the first one's count.
      expect(await connect(server, { address: '10.0.2.2' }).opening).toBe('connected');

      // A closed socket frees its place.
      await sockets[0].client.dispose();
      expect(await connectOnceFree(server, '10.0.2.1')).toBe('connected');
    });

    it('measures over WebSocket as over HTTP: aliased __schema fields count, each one', async () => {
      const aliases = Array.from({ length: MAX_QUERY_FIELDS + 1 }, (_, i) => `s${i}:__schema{...T}`).join(' ');
      const answer = (await run(
        connect(server),
        `{ ${aliases} } fragment T on __Schema { types { name fields { name } } }`,
      )) as ExecutionResult;
      expect(answer.errors?.map((error) => error.message)).toEqual([
        `The operation selects more than ${MAX_QUERY_FIELDS} fields; ask for less at a time.`,
      ]);
      expect(answer.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    });

    it("closes an administrator's socket at the next event once the token is revoked (4401), delivering nothing", async () => {
      const token = await server.adminToken();
      const owner = connect(server, { token });
      const appointments = listen(owner, 'appointments');
      const event = (id: string) => server.app.services.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.created, id);
      expect(await appointments.next()).toEqual(LISTENING_TO_APPOINTMENTS);
      const probe = '5f0b2a0e-0000-4000-8000-000000000001';
      await event(probe);
      expect(await appointments.next()).toEqual({ data: { dataChanged: { collection: 'appointments', operation: 'created', id: probe } } });

      // As `npm run admin -- reset-password` does: every earlier session is signed out.
      await server.app.services.auth.resetPassword('a brand new password');
      await event('5f0b2a0e-0000-4000-8000-000000000002');
      expect(await appointments.next()).toEqual({ closed: WebSocketCloseCode.unauthorized });
    });

    it('lets an API token follow the collections its scopes read, closes its socket once it is revoked, and refuses an unknown one at once (issue #43)', async () => {
      const { token, apiToken } = await server.app.services.apiTokens.create({ name: 'Listener', scopes: ['appointments:read'] });
      const program = connect(server, { address: '10.0.0.9', token });
      expect(await listen(program, ChangeCollection.contactMessages).next()).toEqual({
        errors: [expect.objectContaining({ message: ApiTokenMessages.lacksScope('messages:read'), extensions: { code: 'FORBIDDEN' } })],
      });

      const appointments = listen(program, ChangeCollection.appointments);
      const event = (id: string) => server.app.services.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, id);
      expect(await appointments.next()).toEqual(LISTENING_TO_APPOINTMENTS);
      const probe = '5f0b2a0e-0000-4000-8000-000000000003';
      await event(probe);
      expect(await appointments.next()).toEqual({ data: { dataChanged: { collection: 'appointments', operation: 'updated', id: probe } } });

      await server.app.services.apiTokens.revoke(apiToken.id);
      await event('5f0b2a0e-0000-4000-8000-000000000004');
      expect(await appointments.next()).toEqual({ closed: WebSocketCloseCode.unauthorized });

      // graphql-ws's Forbidden: the token is refused before any subscription, as HTTP refuses the whole request.
      expect(await connect(server, { address: '10.0.0.10', token: apiToken.displayPrefix.padEnd(47, 'A') }).opening).toBe(4403);
    });
  });

  describe('with a global limit of 3 sockets', () => {
    let server: TestServer;
    beforeAll(async () => (server = await startTestServer({ webSocketLimits: { sockets: 3 } })));
    afterAll(() => server.close());

    it('refuses sockets over the global limit (1013 try again later), whatever their address', async () => {
      const sockets = ['10.0.3.1', '10.0.3.2', '10.0.3.3'].map((address) => connect(server, { address }));
      expect(await Promise.all(sockets.map((socket) => socket.opening))).toEqual(['connected', 'connected', 'connected']);
      expect(await connect(server, { address: '10.0.3.4' }).opening).toBe(WebSocketCloseCode.tryAgainLater);
    });
  });

  describe('in production', () => {
    let server: TestServer;
    beforeAll(async () => (server = await startTestServer({ env: { NODE_ENV: 'production' } })));
    afterAll(() => server.close());

    it('answers no introspection and no "Did you mean" suggestions, with the error codes of HTTP', async () => {
      const socket = connect(server);
      const introspection = (await run(socket, '{ __schema { queryType { name } } }')) as ExecutionResult;
      expect(introspection.data).toBeUndefined();
      expect(introspection.errors?.[0].message).toMatch(/introspection/i);
      expect(introspection.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });

      const misspelt = (await run(socket, '{ appointmentSetting { enableScheduling } }')) as ExecutionResult;
      expect(misspelt.errors?.map((error) => error.message)).toEqual(['Cannot query field "appointmentSetting" on type "Query".']);

      const unparsable = (await run(socket, '{ appointmentSettings {')) as ExecutionResult;
      expect(unparsable.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });

      const wrongVariable = (await run(socket, PAGE_BY_SLUG, { slug: 7 })) as ExecutionResult;
      expect(wrongVariable.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
    });

    it('refuses a NUL character in a variable at the door (4400), as HTTP does, never reaching the database', async () => {
      const socket = connect(server);
      const input = buildContactMessage({ message: 'A leak\u0000 under the sink' });
      const answer = await run(socket, SEND_CONTACT_MESSAGE, { input });
      expect(answer).toEqual({ closed: WebSocketCloseCode.badRequest });
    });

    it('closes a socket sending an oversized message (1009) without reporting it as an internal error', async () => {
      const consoleError = jest.spyOn(console, 'error');
      try {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
        await new Promise((resolve) => socket.once('open', resolve));
        const closed = new Promise<number>((resolve) => socket.once('close', resolve));
        socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(64 * 1024) } }));
        expect(await closed).toBe(1009);
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
    });
  });
});
