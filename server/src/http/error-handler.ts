import type { ErrorRequestHandler } from 'express';
import { DomainError, httpStatusOf } from '@plumbing/shared';

/**
 * The one answer to an error no route answered: a service's refusal (DomainError) with its code's
 * status and its own words; a client's fault (body parser) with its status and, if it may be
 * shown, its message; anything else is logged and answered generically.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const refusal = error instanceof DomainError;
  const status = refusal ? httpStatusOf(error.code) : Number(error.status ?? error.statusCode) || 500;
  if (status >= 500 && !refusal) req.log.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  const shown = refusal || (status < 500 && error.expose);
  res.status(status).json({ error: shown ? error.message : status >= 500 ? 'Internal server error' : 'Bad request' });
};
