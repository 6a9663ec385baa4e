/**
 * Which crew is free for a job (issue #50): pure arithmetic on instants (milliseconds), so the
 * server's availability, its booking writes and any screen that explains them agree. A job blocks
 * its crew from its start to its end plus the travel buffer; the database's exclusion constraint
 * holds the same rule for every write, whatever the interleaving.
 */

/** A half-open span of time [start, end), in epoch milliseconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** An active job as it holds its crew: from its start to its end plus the buffer after it. */
export interface CrewJob extends TimeSpan {
  crew: number;
}

/** A time the owner is busy (their own calendar): it blocks one crew, or every crew when `crew` is null. */
export interface BusySpan extends TimeSpan {
  crew: number | null;
}

export const MINUTE_MS = 60_000;

export const overlaps = (a: TimeSpan, b: TimeSpan) => a.start < b.end && b.start < a.end;

/** Whether `crew` has neither a job nor a busy time in `span`. */
export function isCrewFree(crew: number, span: TimeSpan, jobs: readonly CrewJob[], busy: readonly BusySpan[]): boolean {
  return (
    !jobs.some((job) => job.crew === crew && overlaps(job, span)) &&
    !busy.some((time) => (time.crew === null || time.crew === crew) && overlaps(time, span))
  );
}

/** The first crew (in the owner's order) free for the whole of `span`, or null when none is. */
export function firstFreeCrew(
  span: TimeSpan,
  crews: readonly number[],
  jobs: readonly CrewJob[],
  busy: readonly BusySpan[],
): number | null {
  return crews.find((crew) => isCrewFree(crew, span, jobs, busy)) ?? null;
}

/** What a job starting at `start` holds: its own length, then the travel buffer. */
export function jobSpan(start: number, minutes: number, bufferMinutes: number): TimeSpan {
  return { start, end: start + (minutes + bufferMinutes) * MINUTE_MS };
}

export interface StartCheck {
  /** Whether the day can be booked at all (window, weekday, closures). */
  dayBookable: boolean;
  now: number;
  /** The job must be over by then: the day's end of business hours. */
  closesAt: number;
  minutes: number;
  bufferMinutes: number;
  crews: readonly number[];
  jobs: readonly CrewJob[];
  busy: readonly BusySpan[];
}

/** The crew a job starting at `start` would go to, or null when it cannot start then. */
export function crewForStart(start: number, check: StartCheck): number | null {
  if (!check.dayBookable || start <= check.now || start + check.minutes * MINUTE_MS > check.closesAt) return null;
  return firstFreeCrew(jobSpan(start, check.minutes, check.bufferMinutes), check.crews, check.jobs, check.busy);
}
