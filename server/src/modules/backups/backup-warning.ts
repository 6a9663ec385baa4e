import { BackupMessages, formatInZone } from '@plumbing/shared';
import { BackupRunStatus, type BackupRun } from './backup-run.entity';

/** The owner is warned when the newest backup is older than this. */
const STALE_AFTER_MS = 48 * 3600 * 1000;

export interface WarningContext {
  timeZone: string;
  now: Date;
  /** When the site was set up (null before): a new site is not nagged before its first nights have passed. */
  setUpAt: () => Promise<Date | null>;
}

/** What the owner must know about backups, or null: the last backup failed, or the newest is too old. */
export async function backupWarning(lastRun: BackupRun | null, newestAt: Date | null, context: WarningContext): Promise<string | null> {
  const when = (at: Date) => formatInZone(at, context.timeZone);
  if (lastRun?.status === BackupRunStatus.failed)
    return BackupMessages.failed(when(lastRun.finishedAt ?? lastRun.startedAt), lastRun.error ?? 'unknown error');
  const now = context.now.getTime();
  if (newestAt) return now - newestAt.getTime() > STALE_AFTER_MS ? BackupMessages.stale(when(newestAt)) : null;
  const setUpAt = await context.setUpAt();
  return setUpAt && now - setUpAt.getTime() > STALE_AFTER_MS ? BackupMessages.never : null;
}
