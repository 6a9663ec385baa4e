import express, { type Request, type RequestHandler } from 'express';
import { refuseNulCharacters } from '../schema/request-rules';

/** A request whose body the response cache already read (see response-cache.ts). */
export interface PreReadRequest extends Request {
  bodyText?: string;
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
  const parser = express.json({ limit, reviver: refuseNulCharacters });
  return (req, res, next) => {
    const { bodyText } = req as PreReadRequest;
    if (bodyText === undefined) return parser(req, res, (error?: unknown) => next(isParseFailure(error) ? malformed() : error));
    try {
      req.body = JSON.parse(bodyText, refuseNulCharacters);
      next();
    } catch {
      next(malformed());
    }
  };
}
