const UNIQUE_VIOLATION = '23505';

/** A write refused by a unique index (TypeORM wraps the driver's error; raw queries do not). */
export const isUniqueViolation = (error: unknown) =>
  (error as { driverError?: { code?: string }; code?: string }).driverError?.code === UNIQUE_VIOLATION ||
  (error as { code?: string }).code === UNIQUE_VIOLATION;
