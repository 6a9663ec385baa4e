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

/**
 * A JSON body parser for every endpoint. A string with a NUL character would fail deep in a
 * query as a 500, so such a body is refused at the door as malformed (400), like any other JSON
 * that cannot be accepted.
 */
export function jsonBody(limit: string): RequestHandler {
  const parser = express.json({ limit, reviver: refuseNul });
  return (req, res, next) => {
    const { bodyText } = req as PreReadRequest;
    if (bodyText === undefined) return parser(req, res, next);
    try {
      req.body = JSON.parse(bodyText, refuseNul);
      next();
    } catch {
      next(Object.assign(new Error('malformed JSON body'), { status: 400, expose: false }));
    }
  };
}
