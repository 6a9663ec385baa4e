import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context as SocketContext } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isApiTokenText } from '@plumbing/shared';
import type { GraphQLErrorFormatter } from '../graphql/format-error';
import { logUnexpectedErrors } from '../graphql/unexpected-errors';
import type { Logger } from '../logger';
import { bearerToken, requestContext, type Credentials, type RequestContext } from '../modules/auth';
import { clientAddress, type ProxyTrust } from './client-address';
import { refuseInvalidText } from '../lib/input-text';

/** Largest message a subscriber may send: subscriptions are small documents. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/** What one page needs many times over (it opens one socket with a few subscriptions), and what the heap can hold. */
export const WEB_SOCKET_LIMITS = {
  subscriptionsPerSocket: 50,
  socketsPerAddress: 20,
  sockets: 1_000,
};
export type WebSocketLimits = typeof WEB_SOCKET_LIMITS;

export const WebSocketCloseCode = {
  /** More subscriptions on one socket than any page asks for: the client is told not to retry. */
  policyViolation: 1008,
  /** Too many sockets, from this address or in all: graphql-ws clients retry later by themselves. */
  tryAgainLater: 1013,
  /** graphql-ws's code for a malformed message. */
  badRequest: 4400,
  /** graphql-ws's code for a refused token: the administrator's session or the API token was revoked. */
  unauthorized: 4401,
} as const;

export interface SubscriptionOptions {
  schema: GraphQLSchema;
  /** Who a socket's token belongs to (the owner's session or an API token), at the start and at every event. */
  credentials: Credentials;
  /** The same validation rules and error formatting as HTTP requests get. */
  validationRules: ValidationRule[];
  formatError: GraphQLErrorFormatter;
  /** Where unexpected errors are logged, as HTTP's are. */
  logger: Logger;
  /** Express's compiled TRUST_PROXY, so a socket's client address is read as a request's is. */
  trustProxy: ProxyTrust;
  limits?: Partial<WebSocketLimits>;
}

type Socket = SocketContext<Record<string, unknown> | undefined, Extra>;

/** An error the client may read, with the code Apollo gives the same failure over HTTP. */
function requestError(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });
}

/**
 * Apollo would run a subscription sent over HTTP as a query and fail on its null root field
 * ("Internal server error"); a client without WebSocket is told where subscriptions run instead.
 */
export const subscriptionsOverWebSocketOnly: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'subscription') {
          throw new GraphQLError('Subscriptions run over WebSocket at /graphql', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      },
    };
  },
};

/** The connection's `authorization` parameter: browsers cannot set headers on a WebSocket. */
function authorization(socket: Socket): string | undefined {
  const value = socket.connectionParams?.authorization;
  return typeof value === 'string' ? value : undefined;
}

/** Whether the session or API token a socket was opened with still holds (a visitor's socket always does). */
async function stillValid({ auth, apiTokens }: Credentials, context: RequestContext, token: string | undefined): Promise<boolean> {
  if (context.admin) return (await auth.verify(token)) !== null;
  if (context.apiToken) return token !== undefined && (await apiTokens.verify(token)) !== null;
  return true;
}

/**
 * Counts open sockets, in all and per client address, so that no client can hold more than its
 * share of the heap; answers why a new socket is refused, if it is.
 */
function socketCounter(limits: WebSocketLimits) {
  const perAddress = new Map<string, number>();
  let open = 0;
  return {
    admit(socket: WebSocket, address: string): string | undefined {
      const fromAddress = perAddress.get(address) ?? 0;
      if (open >= limits.sockets) return 'Too many connections; try again later';
      if (fromAddress >= limits.socketsPerAddress) return 'Too many connections from this address; try again later';
      open += 1;
      perAddress.set(address, fromAddress + 1);
      socket.once('close', () => {
        open -= 1;
        const left = perAddress.get(address)! - 1;
        if (left) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      return undefined;
    },
  };
}

/**
 * A client's faulty frame (over MAX_MESSAGE_BYTES, bad UTF-8, a protocol error) makes ws emit an
 * `error` (code `WS_ERR_…`) and close the socket with the matching code itself; graphql-ws would
 * log each as an internal error with its stack, so a stranger could fill the log. Those stop here.
 */
function ignoreClientFrameFaults(socket: WebSocket): void {
  const emit = socket.emit.bind(socket);
  socket.emit = (event: string | symbol, ...args: unknown[]) =>
    event === 'error' && String((args[0] as { code?: unknown })?.code).startsWith('WS_ERR_') ? false : emit(event, ...args);
}

/**
 * GraphQL subscriptions (graphql-ws protocol) on the same port and path as queries, held to the
 * HTTP endpoint's rules: the same validation, NUL refusal, error formatting and client address.
 */
export function serveSubscriptions(httpServer: http.Server, options: SubscriptionOptions): { close(): Promise<void> } {
  const { schema, credentials, validationRules, formatError, trustProxy, logger } = options;
  const limits = { ...WEB_SOCKET_LIMITS, ...options.limits };
  const formatErrors = (errors: readonly GraphQLError[], where: { operationName?: string | null; reqId?: string }) => {
    logUnexpectedErrors(logger, errors, where);
    return errors.map((error) => formatError(error.toJSON(), error));
  };
  const sockets = socketCounter(limits);

  // Sockets are counted before graphql-ws sees them, so a refused one costs nothing more.
  const wsServer = new WebSocketServer({ noServer: true, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const upgrade = (request: http.IncomingMessage, stream: Duplex, head: Buffer) =>
    wsServer.handleUpgrade(request, stream, head, (socket) => {
      const refusal = sockets.admit(socket, clientAddress(request, trustProxy));
      if (refusal) return socket.close(WebSocketCloseCode.tryAgainLater, refusal);
      ignoreClientFrameFaults(socket);
      wsServer.emit('connection', socket, request);
    });
  httpServer.on('upgrade', upgrade);

  const cleanup = useServer(
    {
      schema,
      jsonMessageReviver: refuseInvalidText,
      // An unknown, malformed or revoked API token is refused at the door (graphql-ws closes with 4403), as HTTP refuses the request.
      onConnect: async (socket) => {
        const token = bearerToken(authorization(socket));
        return !isApiTokenText(token) || (await credentials.apiTokens.verify(token)) !== null;
      },
      onSubscribe: (socket, _id, { query, variables, operationName }) => {
        // graphql-ws registers the subscription before asking: this one is counted.
        if (Object.keys(socket.subscriptions).length > limits.subscriptionsPerSocket) {
          socket.extra.socket.close(WebSocketCloseCode.policyViolation, 'Too many subscriptions on one connection');
          return [new GraphQLError('Too many subscriptions on one connection.', { extensions: { code: 'BAD_REQUEST' } })];
        }
        let document;
        try {
          document = parse(query);
        } catch (error) {
          return [requestError(error as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
        }
        const invalid = validate(schema, document, [...specifiedRules, ...validationRules]);
        if (invalid.length) return invalid.map((error) => requestError(error, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, operationName);
        if (!operation)
          return [new GraphQLError('Unable to identify the operation to run.', { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
        if (coerced.errors) return coerced.errors.map((error) => requestError(error, 'BAD_USER_INPUT'));
        return { schema, document, operationName, variableValues: variables };
      },
      context: (socket) =>
        requestContext(credentials, authorization(socket), clientAddress(socket.extra.request, trustProxy), randomUUID()),
      onNext: async (socket, _id, payload, { contextValue }, result) => {
        // A password change or reset revokes the session, and a revoked API token is revoked here too: its socket hears nothing more.
        if (!(await stillValid(credentials, contextValue as RequestContext, bearerToken(authorization(socket))))) {
          socket.extra.socket.close(WebSocketCloseCode.unauthorized, 'Signed out');
        }
        // graphql-ws sends nothing on a closing socket.
        const where = { operationName: payload.operationName, reqId: (contextValue as RequestContext).requestId };
        return result.errors ? { ...result, errors: formatErrors(result.errors, where) } : result;
      },
      onError: (_socket, _id, payload, errors) => formatErrors(errors, { operationName: payload.operationName }),
    },
    wsServer,
  );
  return {
    async close() {
      httpServer.off('upgrade', upgrade);
      await cleanup.dispose();
    },
  };
}
