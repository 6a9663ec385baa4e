import express, { type RequestHandler } from 'express';

/**
 * A JSON body parser for every endpoint. PostgreSQL text cannot hold NUL characters: a string
 * with one would fail deep in a query as a 500, so such a body is refused at the door as
 * malformed (400), like any other JSON that cannot be accepted.
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    reviver: (_key, value: unknown) => {
      if (typeof value === 'string' && value.includes('\u0000')) throw new SyntaxError('Text may not contain NUL characters');
      return value;
    },
  });
}
