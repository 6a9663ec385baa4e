import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import { requestLogSerializers } from './http/request-log';
import type { DataSource } from 'typeorm';
import type { PublicQueryRunner } from '@plumbing/shared';
import type { Config } from './config/env';
import { apiTokenRefusal } from './graphql/api-token-refusal';
import { buildAppSchema } from './graphql/build-schema';
import { contextRefusal, domainErrorHttpStatus } from './graphql/domain-errors';
import { graphqlErrorFormatter } from './graphql/format-error';
import { publicReadCachePlugin } from './graphql/public-reads';
import { requestRules } from './graphql/request-rules';
import { unexpectedErrorLog } from './graphql/unexpected-errors';
import { variableErrorLimit } from './graphql/variable-error-limit';
import { clientAddress } from './http/client-address';
import { errorHandler } from './http/error-handler';
import { healthRouter } from './http/health';
import { createHttpServer, defaultHttpLimits, type HttpLimits } from './http/http-limits';
import { jsonBody } from './http/json-body';
import { graphqlUploads } from './http/uploads';
import { securityHeaders } from './http/security-headers';
import { serveSubscriptions, subscriptionsOverWebSocketOnly, type WebSocketLimits } from './http/subscriptions';
import type { Logger } from './logger';
import { DOMAIN_MODULES } from './modules';
import { requestContext, type RequestContext } from './modules/auth';
import { graphqlExplorerOffRouter, graphqlPlaygroundRouter } from './ssr/graphql-playground';
import { ResponseCache } from './ssr/response-cache';
import { spaRouter, WEB_DIST } from './ssr/spa';
import { webManifestRouter } from './ssr/web-manifest';
import { createServices, startModules, stopModules, type ServiceOverrides, type Services } from './services';

export interface AppOptions {
  config: Config;
  db: DataSource;
  logger: Logger;
  overrides?: ServiceOverrides;
  /** Where the built web app is; tests point it at a fixture. */
  webDistDir?: string;
  /** Production runs `defaultHttpLimits(config)`; tests shorten them. */
  httpLimits?: Partial<HttpLimits>;
  /** Tests lower them to reach them with a few sockets. */
  webSocketLimits?: Partial<WebSocketLimits>;
  /** The clock of the response cache, of "open now" and of the booking calendar; tests move it. */
  now?: () => Date;
}

export interface App {
  httpServer: http.Server;
  services: Services;
  /** Stops taking requests, lets running ones finish, then stops GraphQL. */
  close(): Promise<void>;
}

/** The web app's queries, answered inside this server for its pages' server render (ssr/prerender.ts). */
function publicQueryRunner(apollo: ApolloServer<RequestContext>): PublicQueryRunner {
  return async ({ query, variables, operationName }) => {
    const contextValue: RequestContext = { admin: null, clientAddress: 'server-render', serverRender: true };
    const { body } = await apollo.executeOperation({ query, variables, operationName }, { contextValue });
    if (body.kind !== 'single') throw new Error('a page query answered incrementally');
    return body.singleResult;
  };
}

export async function createApp({
  config,
  db,
  logger,
  overrides,
  webDistDir,
  httpLimits,
  webSocketLimits,
  now = () => new Date(),
}: AppOptions): Promise<App> {
  // One clock for what a page says together: open now, the closures and the bookable days.
  const services = createServices(db, config, logger, {
    ...overrides,
    business: { now, ...overrides?.business },
    appointments: { now, ...overrides?.appointments },
  });
  const app = express();
  const responseCache = new ResponseCache(() => now().getTime());
  // Public answers already in memory never reach Express.
  const httpServer = createHttpServer({ ...defaultHttpLimits(config), ...httpLimits }, responseCache.listener(app));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
      serializers: requestLogSerializers(logger),
    }),
  );

  app.use(responseCache.recorder());
  app.use(securityHeaders(config.publicUrl));
  app.use(healthRouter(() => services.siteHealth.report()));

  const schema = await buildAppSchema(services);
  services.changeEvents.listen(() => responseCache.clear());
  // One set of rules and one error shape for both transports.
  const validationRules = requestRules({ introspection: config.graphqlExplorer });
  const formatError = graphqlErrorFormatter({ hideSchemaDetails: !config.graphqlExplorer });
  const subscriptions = serveSubscriptions(httpServer, {
    schema,
    credentials: services,
    validationRules,
    formatError,
    trustProxy: app.get('trust proxy fn'),
    logger,
    limits: webSocketLimits,
  });
  const apollo = new ApolloServer<RequestContext>({
    schema,
    // Our validation rules refuse introspection when the explorer is off (Apollo's own rule would repeat the error).
    introspection: true,
    validationRules,
    // main.ts owns shutdown (requests, outbox, database); Apollo's own handler would re-raise the signal mid-way.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Our own rule replaces Apollo's per-field hints: see public-reads.ts.
      ApolloServerPluginCacheControlDisabled(),
      publicReadCachePlugin,
      variableErrorLimit,
      domainErrorHttpStatus,
      subscriptionsOverWebSocketOnly,
      apiTokenRefusal,
      responseCache.clearAfterMutations(),
      unexpectedErrorLog(logger),
    ],
    formatError,
  });
  await apollo.start();

  // GET /graphql answers the playground's page or JSON, and JSON in the type asked for: caches must key on Accept.
  app.get('/graphql', (_req, res, next) => {
    res.vary('Accept');
    next();
  });
  app.use(config.graphqlExplorer ? graphqlPlaygroundRouter(config.publicUrl, webDistDir ?? WEB_DIST) : graphqlExplorerOffRouter());
  app.use(
    '/graphql',
    graphqlUploads({ maxFileSize: config.uploadMaxMb * 1024 * 1024, maxFiles: 1 }),
    jsonBody('100kb'),
    expressMiddleware(apollo, {
      context: ({ req }) =>
        requestContext(services, req.headers.authorization, clientAddress(req), String(req.id)).catch((error: unknown) => {
          throw contextRefusal(error);
        }),
    }),
  );

  // The REST adapters answer who is signed in, tokens and customers' data: no cache keeps any of it unless a route says otherwise.
  app.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // The domains' REST adapters and files (/api/admin, /api/send-email, /uploads, /sitemap.xml, ...).
  for (const module of DOMAIN_MODULES) {
    for (const { path, router, jsonLimit } of module.routers?.(services, { db, config, logger }) ?? []) {
      app.use(path, ...(jsonLimit ? [jsonBody(jsonLimit)] : []), router);
    }
  }
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use(webManifestRouter(() => services.business.facts()));
  app.use(
    spaRouter({
      seo: services.seo,
      business: services.business,
      runQuery: publicQueryRunner(apollo),
      logger,
      publicUrl: config.publicUrl,
      distDir: webDistDir,
    }),
  );

  app.use(errorHandler);
  await startModules(services);

  return {
    httpServer,
    services,
    async close() {
      await subscriptions.close();
      await apollo.stop(); // the drain plugin stops the HTTP server and waits for running requests
      await stopModules(services);
    },
  };
}
