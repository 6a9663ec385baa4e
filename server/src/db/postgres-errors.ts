const UNIQUE_VIOLATION = '23505';

/** A write refused by a unique index (TypeORM wraps the driver's error; raw queries do not). */
export const isUniqueViolation = (error: unknown) =>
  (error as { driverError?: { code?: string }; code?: string }).driverError?.code === UNIQUE_VIOLATION ||
  (error as { code?: string }).code === UNIQUE_VIOLATION;

/** TypeORM's errors for a query on a connection it released (it does so when the connection breaks). */
const CONNECTION_RELEASED = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

/** Socket errors of a server that is gone, refuses or is unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The database cannot be reached at all (stopped, restarting, in crash recovery, the network
 * down), as opposed to refusing one statement: what a write may be kept on disk for, to be
 * entered when it is back. SQLSTATE class 08 (connection exception) and 57P01-57P03 (shut down,
 * crashed, not accepting connections yet), the socket's own errors, the pg driver's words for
 * a connection lost or never made, and TypeORM's refusal to go on with a transaction whose
 * connection it dropped when the connection broke.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (error instanceof Error && CONNECTION_RELEASED.has(error.name)) return true;
  const { code, message } =
    (error as { driverError?: { code?: string; message?: string } }).driverError ?? (error as { code?: string; message?: string }) ?? {};
  if (typeof code === 'string' && (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code) || NETWORK_CODES.has(code)))
    return true;
  return (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error)/.test(
      message,
    )
  );
}

const EXCLUSION_VIOLATION = '23P01';

/** A write refused by an exclusion constraint (two jobs of one crew at once). */
export const isExclusionViolation = (error: unknown) =>
  (error as { driverError?: { code?: string }; code?: string }).driverError?.code === EXCLUSION_VIOLATION ||
  (error as { code?: string }).code === EXCLUSION_VIOLATION;
