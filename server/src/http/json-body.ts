import express, { type Request, type RequestHandler } from 'express';

/** A request whose body the response cache already read (see response-cache.ts). */
export interface PreReadRequest extends Request {
  bodyText?: string;
}

/** PostgreSQL text cannot hold NUL characters: a string with one is refused as malformed. */
function refuseNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\u0000')) throw new SyntaxError('Text may not contain NUL characters');
  return value;
}

/** One answer for every body that cannot be read: the parser's own message may quote the body or its internals. */
const malformed = () => Object.assign(new Error('Malformed JSON body'), { status: 400, expose: true });

/** body-parser's type for a body that is not acceptable JSON; size and encoding refusals keep their own answers. */
const isParseFailure = (error: unknown) => (error as { type?: string } | undefined)?.type === 'entity.parse.failed';

/**
 * A JSON body parser for every endpoint. A string with a NUL character would fail deep in a
 * query as a 500, so such a body is refused at the door as malformed (400), like any other JSON
 * that cannot be accepted, nesting too deep to walk included.
 */
export function jsonBody(limit: string): RequestHandler {
  const parser = express.json({ limit, reviver: refuseNul });
  return (req, res, next) => {
    const { bodyText } = req as PreReadRequest;
    if (bodyText === undefined) return parser(req, res, (error?: unknown) => next(isParseFailure(error) ? malformed() : error));
    try {
      req.body = JSON.parse(bodyText, refuseNul);
      next();
    } catch {
      next(malformed());
    }
  };
}
