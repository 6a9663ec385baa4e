import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp, type App, type AppOptions } from '../src/app';
import type { HttpLimits } from '../src/http/http-limits';
import { readConfig, type Config } from '../src/config/env';
import { createLogger, type Logger } from '../src/logger';
import type { ServiceOverrides } from '../src/services';
import { openAppDatabase } from '../src/database';
import { postGraphql, type GraphqlAnswer, type Operation } from './operations';
import { createTestDatabase } from './test-database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately untyped, so a test reads whatever came back
type UntypedAnswer = GraphqlAnswer<any>;

export interface TestServer {
  url: string;
  app: App;
  config: Config;
  databaseUrl: string;
  /** POSTs a GraphQL operation (operations.ts); `token` becomes the bearer token. */
  graphql<Data, Variables>(
    operation: Operation<Data, Variables>,
    variables?: Variables,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<GraphqlAnswer<Data>>;
  /** Any other text, or variables a hostile client sends: the answer is not typed. */
  graphql(query: string, variables?: Record<string, unknown>, token?: string, headers?: Record<string, string>): Promise<UntypedAnswer>;
  /** Creates the admin and answers its token. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  overrides?: ServiceOverrides;
  webDistDir?: string;
  /** Lower WebSocket limits than the product's, to reach them with a few sockets. */
  webSocketLimits?: AppOptions['webSocketLimits'];
  /** Another instance's database (its `databaseUrl`): a second app instance beside the first, as in a scale-out. */
  databaseUrl?: string;
  /** Where the app logs; silent unless given. */
  logger?: Logger;
  /** Shorter timeouts or a lower connection cap than production's. */
  httpLimits?: Partial<HttpLimits>;
  /** The clock of the response cache, of "open now" and of the booking calendar. */
  now?: () => Date;
}

/** The real app on a fresh database, listening on a free loopback port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.databaseUrl ? await joinDatabase(options.databaseUrl) : await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-app-'));
  const { config, errors } = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    ...options.env,
  });
  if (!config) throw new Error(errors.join('; '));
  const app = await createApp({
    config,
    db: database.db,
    logger: options.logger ?? createLogger(config.logLevel),
    overrides: { ...options.overrides, auth: { bcryptRounds: 4, delay: async () => undefined, ...options.overrides?.auth } },
    webDistDir: options.webDistDir,
    // The tests' fetch shares this process's event loop with the app. On loaded CI runs a request
    // failed now and then with ECONNRESET on a connection fetch had kept idle for about the product's
    // 5 s keep-alive (reproduced with the CPU busy, about one run in five): the app closing it as
    // fetch reused it. Tests keep idle connections longer than any of them waits between requests.
    httpLimits: { keepAliveTimeoutMs: 60_000, ...options.httpLimits },
    webSocketLimits: options.webSocketLimits,
    now: options.now,
  });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  return {
    url,
    app,
    config,
    databaseUrl: database.url,
    graphql: (query: string, variables?: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
      postGraphql(url, query, variables, { token, headers }),
    async adminToken() {
      const result = await app.services.auth.setup('owner@example.com', 'owner password');
      return result.token ?? (await app.services.auth.login('owner@example.com', 'owner password', 'test')).token!;
    },
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A connection of its own to an existing test database, which its creator drops. */
async function joinDatabase(url: string) {
  const db = await openAppDatabase(url, createLogger('silent'));
  return { db, url, drop: () => db.destroy() };
}
