import { specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type http from 'node:http';
import { WebSocketServer } from 'ws';
import { buildContext } from '../context';
import { requestRules } from '../schema/request-rules';
import type { Services } from '../services';

/** Largest message a subscriber may send: subscriptions are small documents. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * GraphQL subscriptions (graphql-ws protocol) on the same port and path as queries. The admin
 * token travels in the connection's `authorization` parameter, as browsers cannot set headers
 * on a WebSocket.
 */
export function serveSubscriptions(httpServer: http.Server, schema: GraphQLSchema, services: Services): { close(): Promise<void> } {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const cleanup = useServer(
    {
      schema,
      // The same limits as queries over HTTP.
      validate: (schema_, document) => validate(schema_, document, [...specifiedRules, ...requestRules()]),
      context: ({ connectionParams, extra }) => {
        const authorization = connectionParams?.authorization;
        return buildContext(
          typeof authorization === 'string' ? authorization : undefined,
          extra.request.socket.remoteAddress ?? 'unknown',
          services,
        );
      },
    },
    wsServer,
  );
  return {
    async close() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
