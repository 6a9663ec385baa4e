import express, { type Request, type RequestHandler } from 'express';
import { refuseInvalidText } from '../lib/input-text';

/** A request whose body the response cache already read (see ssr/response-cache.ts). */
export interface PreReadRequest extends Request {
  bodyText?: string;
}

/** The JSON a GET request carries in its query string: Apollo reads `variables` and `extensions` there. */
const QUERY_JSON_PARAMS = ['variables', 'extensions'];

/** Whether the JSON in a GET request's query string is acceptable, by the same rule as a body. */
function readableQueryJson(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0) return true;
  const params = new URLSearchParams(url.slice(start + 1));
  try {
    for (const name of QUERY_JSON_PARAMS) for (const value of params.getAll(name)) JSON.parse(value, refuseInvalidText);
    return true;
  } catch {
    return false;
  }
}

/** One answer for every body that cannot be read: the parser's own message may quote the body or its internals. */
const malformed = () => Object.assign(new Error('Malformed JSON body'), { status: 400, expose: true });

/** body-parser's type for a body that is not acceptable JSON; size and encoding refusals keep their own answers. */
const isParseFailure = (error: unknown) => (error as { type?: string } | undefined)?.type === 'entity.parse.failed';

/**
 * A JSON body parser for every endpoint. A string with a NUL character or a lone surrogate would
 * fail deep in a query as a 500, so such a body is refused at the door as malformed (400), like
 * any other JSON that cannot be accepted, nesting too deep to walk included; so is the JSON of a
 * GET request's query string.
 */
export function jsonBody(limit: string): RequestHandler {
  const parser = express.json({ limit, reviver: refuseInvalidText });
  return (req, res, next) => {
    if (req.method === 'GET' && !readableQueryJson(req.url)) return next(malformed());
    const { bodyText } = req as PreReadRequest;
    if (bodyText === undefined) return parser(req, res, (error?: unknown) => next(isParseFailure(error) ? malformed() : error));
    try {
      req.body = JSON.parse(bodyText, refuseInvalidText);
      next();
    } catch {
      next(malformed());
    }
  };
}
