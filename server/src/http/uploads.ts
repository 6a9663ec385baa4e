import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/** What a client is told when its multipart body cannot be read at all. */
export const MALFORMED_MULTIPART =
  'The upload request is malformed: send it as a GraphQL multipart request (operations, map, then the files).';

/**
 * graphql-upload for multipart GraphQL requests. Its own refusals carry a 400; a body the
 * multipart parser cannot read (no boundary, cut short) is the client's mistake too, answered 400
 * in plain words rather than logged as a server failure. graphql-upload holds every answer until
 * the request has been read to its end, so the rest of such a body is drained.
 */
export function graphqlUploads(options: { maxFileSize: number; maxFiles: number }): RequestHandler {
  const uploads = graphqlUploadExpress(options);
  return (req, res, next) =>
    uploads(req, res, (error?: unknown) => {
      if (!error || (error as { status?: number }).status) return next(error);
      req.resume();
      res.status(400);
      next(Object.assign(new Error(MALFORMED_MULTIPART), { status: 400, expose: true }));
    });
}
