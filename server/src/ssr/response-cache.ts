import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { RequestHandler, Response } from 'express';
import type http from 'node:http';
import { LRUCache } from 'lru-cache';
import type { PreReadRequest } from '../http/json-body';

/** Most distinct public answers kept; the least recently used go first. Enough for every page and a year of dates. */
const MAX_ENTRIES = 2_000;
/** The memory all kept answers may take together. */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** Larger answers are not kept (pages and public reads are a few KB; photos and scripts have their own caching). */
const MAX_ENTRY_BYTES = 256 * 1024;
/** GraphQL bodies read ahead to look them up; larger ones go the usual way (public queries are tiny). */
const MAX_PRE_READ_BYTES = 16 * 1024;
/** Headers that belong to one answer only. */
const PER_RESPONSE_HEADERS = ['x-request-id', 'set-cookie', 'date'];

interface Entry {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * The answers to anonymous requests for public reads — the HTML of public pages, GraphQL public
 * queries by GET or POST — kept in memory and replayed before Express even sees the request. Cleared by every
 * change event (any write on any instance) and by every mutation answered here, and each entry lives at most its own max-age, so a
 * missed event costs seconds of staleness, never more. Answers marked `Cache-Control: public,
 * max-age=N` are kept N seconds; a route whose answer browsers must revalidate (HTML) opts in
 * with `cacheFor(res, seconds)`.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;

  /** `now`: the clock the entries' lifetimes are measured by (tests move it). */
  constructor(now: () => number = Date.now) {
    // ttlResolution 0: every lookup reads the clock, so no entry outlives its max-age by a moment.
    this.entries = new LRUCache({
      max: MAX_ENTRIES,
      maxSize: MAX_TOTAL_BYTES,
      sizeCalculation: (entry) => entry.body.length || 1,
      ttlResolution: 0,
      perf: { now },
    });
  }

  /**
   * The server's request listener: memory first, `app` otherwise. An anonymous GraphQL POST is
   * read here to find its answer; on a miss the app gets it with the body already read.
   */
  listener(app: http.RequestListener): http.RequestListener {
    return (req, res) => {
      if (!preReadable(req)) {
        if (!this.replay(cacheKey(req), res)) app(req, res);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PRE_READ_BYTES) req.destroy();
        else chunks.push(chunk);
      });
      req.on('end', () => {
        (req as PreReadRequest).bodyText = Buffer.concat(chunks).toString('utf8');
        if (!this.replay(cacheKey(req), res)) app(req, res);
      });
    };
  }

  /**
   * Clears the cache as a mutation's answer is sent: a write on this instance is read back at once,
   * without waiting for its change event's round trip through the database (other instances still
   * hear of it that way).
   */
  clearAfterMutations(): ApolloServerPlugin<BaseContext> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({ operation }) => {
          if (operation?.operation === 'mutation') this.clear();
        },
      }),
    };
  }

  private replay(key: string | null, res: http.ServerResponse): boolean {
    // An expired entry is not answered (and is dropped).
    const entry = key && this.entries.get(key);
    if (!entry) return false;
    res.writeHead(entry.status, entry.headers).end(entry.body);
    return true;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Express middleware: records the answers routes marked with `cacheFor`. */
  recorder(): RequestHandler {
    return (req, res, next) => {
      const key = cacheKey(req);
      if (!key) return next();
      // Decided when the first bytes go out (headers are final by then): files and other
      // answers that will not be kept are never held in memory.
      let seconds: number | undefined | null = null;
      const keepFor = () =>
        (seconds ??= recordable(res)
          ? ((res.locals.cacheSeconds as number | undefined) ?? publicMaxAge(res.getHeader('cache-control')))
          : undefined);
      const chunks: Buffer[] = [];
      let size = 0;
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (!keepFor() || !chunk || typeof chunk === 'function') return;
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding);
        size += bytes.length;
        if (size > MAX_ENTRY_BYTES)
          seconds = undefined; // too big to be worth memory
        else chunks.push(bytes);
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as Response['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        const age = keepFor();
        if (age) this.store(key, res, Buffer.concat(chunks), age);
        return end(chunk, ...rest);
      }) as Response['end'];
      next();
    };
  }

  private store(key: string, res: Response, body: Buffer, seconds: number) {
    const headers = { ...res.getHeaders() };
    for (const name of PER_RESPONSE_HEADERS) delete headers[name];
    // lru-cache still answers an entry as old as its ttl; HTTP's freshness ends when the age reaches max-age.
    this.entries.set(key, { status: res.statusCode, headers, body }, { ttl: seconds * 1000 - 1 });
  }
}

/** Marks this answer as the same for every anonymous visitor for `seconds` (until a write). */
export function cacheFor(res: Response, seconds: number): void {
  res.locals.cacheSeconds = seconds;
}

/** Pages and GraphQL answers only: files are served from disk or the bucket with their own cache headers. */
function recordable(res: Response): boolean {
  return (
    res.statusCode === 200 && /^(text\/html|application\/(graphql-response\+)?json)\b/.test(String(res.getHeader('content-type') ?? ''))
  );
}

/** `public, max-age=60` → 60: what the answer itself says any cache may do with it. */
function publicMaxAge(cacheControl: unknown): number | undefined {
  const match = typeof cacheControl === 'string' && /^public\b.*\bmax-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

function anonymous(req: http.IncomingMessage): boolean {
  return !req.headers.authorization && !req.headers.cookie;
}

/** An anonymous, small JSON POST to /graphql: worth reading ahead to look up. */
function preReadable(req: http.IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  return (
    req.method === 'POST' &&
    req.url === '/graphql' &&
    anonymous(req) &&
    length > 0 &&
    length <= MAX_PRE_READ_BYTES &&
    /^application\/json\b/.test(req.headers['content-type'] ?? '')
  );
}

/**
 * Only anonymous requests are shared: a GET by its URL and what its answer varies on (Accept:
 * /graphql is the playground's page or JSON; Accept-Encoding: pages are compressed as the browser
 * allows), a pre-read POST by its URL and body.
 */
function cacheKey(req: http.IncomingMessage): string | null {
  if (!anonymous(req)) return null;
  if (req.method === 'GET') return `GET ${req.url}\n${req.headers.accept ?? ''}\n${req.headers['accept-encoding'] ?? ''}`;
  const { bodyText } = req as PreReadRequest;
  return req.method === 'POST' && bodyText !== undefined ? `POST ${req.url}\n${bodyText}` : null;
}
