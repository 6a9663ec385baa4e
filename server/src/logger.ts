import pino from 'pino';

export type { Logger } from 'pino';

/** The app's logger at `level`; to standard output unless given a destination (a test reads its lines). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: { service: 'plumbing-site' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.token',
          // A failed statement's values and PostgreSQL's "Failing row contains (…)": a customer's details (issue #49).
          'err.parameters',
          'err.detail',
          'err.driverError.detail',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
