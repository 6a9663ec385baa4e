/** The p-quantile (0 to 1) of ascending `sorted` values, interpolated between the nearest ranks (as PostgreSQL's percentile_cont). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

/** Seconds from arrival to first answer of the answered ones, ascending; and how many still wait. */
export function responseTimes(items: ReadonlyArray<{ createdAt: Date; firstResponseAt: Date | null }>): {
  seconds: number[];
  unanswered: number;
} {
  const seconds = items
    .filter((item) => item.firstResponseAt)
    .map((item) => Math.max(0, (item.firstResponseAt!.getTime() - item.createdAt.getTime()) / 1000))
    .sort((a, b) => a - b);
  return { seconds, unanswered: items.length - seconds.length };
}
