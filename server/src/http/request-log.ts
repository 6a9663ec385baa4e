/** Headers that carry a credential: a form's photo upload token (issue #40), besides Authorization and cookies. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-upload-token'];
/** Query parameters that make an address work on their own: a photo's signature. */
const SECRET_PARAMS = ['signature'];
/** A path segment as long as a secret token (manage links, calendar feeds, unsubscribe links: 43 base64url characters). */
const SECRET_SEGMENT = /[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REDACTED = '[redacted]';

/** `url` with every secret it may carry replaced: long token-like path segments (not ids) and signing parameters. */
export function loggableUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const safePath = path.replace(SECRET_SEGMENT, (segment) => (UUID.test(segment) ? segment : REDACTED));
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, REDACTED);
  return `${safePath}?${params.toString().replace(SECRET_SEGMENT, (value) => (UUID.test(value) ? value : REDACTED))}`;
}

/** A request as pino-http serializes it. */
interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

const hidden = (value: unknown) => (typeof value === 'string' && !UUID.test(value) && value.match(SECRET_SEGMENT) ? REDACTED : value);

/**
 * How a request is written to the log: as pino-http serializes it, with no credential in a form
 * that works: secret headers, token-like path segments and route parameters, and signing
 * parameters replaced (the query is rebuilt from the cleaned address).
 */
export function loggableRequest(logged: LoggedRequest): LoggedRequest {
  const headers = Object.fromEntries(
    Object.entries(logged.headers ?? {}).map(([name, value]) => [name, SECRET_HEADERS.includes(name) ? REDACTED : value]),
  );
  const params = Object.fromEntries(Object.entries(logged.params ?? {}).map(([name, value]) => [name, hidden(value)]));
  const url = loggableUrl(logged.url ?? '');
  return { ...logged, url, headers, params, query: Object.fromEntries(new URLSearchParams(url.split('?', 2)[1] ?? '')) };
}

/** A response as pino-http serializes it. */
interface LoggedResponse {
  statusCode?: number;
  headers?: Record<string, unknown>;
}

/**
 * What each request's line holds (issue #51): at info one short line (the request's id, method,
 * cleaned address; the status; pino-http adds the time taken), so a day's log stays readable; at
 * debug the headers and parameters too, credentials redacted.
 */
export function requestLogSerializers(logger: { isLevelEnabled(level: string): boolean }) {
  return {
    req: (logged: LoggedRequest) =>
      logger.isLevelEnabled('debug')
        ? loggableRequest(logged)
        : { id: logged.id, method: logged.method, url: loggableUrl(logged.url ?? '') },
    res: (logged: LoggedResponse) => (logged && !logger.isLevelEnabled('debug') ? { statusCode: logged.statusCode } : logged),
  };
}
