import { isExclusionViolation, isUniqueViolation } from '../../db/postgres-errors';

/** No crew is free for the job at that time (or the database's constraint refused the write): the visitor picks another. */
export class SlotTaken extends Error {}

/** Whether a write lost the time to another: no crew left free, or the database's constraint refused it. */
export const isSlotConflict = (error: unknown) => error instanceof SlotTaken || isExclusionViolation(error) || isUniqueViolation(error);
