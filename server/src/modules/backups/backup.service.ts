import fs from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { In, type DataSource, type Repository } from 'typeorm';
import { BackupMessages, ChangeCollection, DomainError, todayIn } from '@plumbing/shared';
import type { BackupSettings, Config } from '../../config/env';
import type { Logger } from '../../logger';
import type { AdminUser, AuthService } from '../auth';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { MediaService } from '../media';
import type { SettingsService } from '../settings';
import { totalRows } from './backup-manifest';
import { BackupRun, BackupRunStatus, BackupTrigger } from './backup-run.entity';
import { isBackupName, listBackupFiles, newBackupName, readBackupManifest, type BackupFile } from './backup-files';
import { writeBackup, type BackupProgress } from './backup-writer';
import { backupRunning, tryBackupLock, type BackupLock } from './backup-lock';
import { pruneBackups, removeLeftovers } from './backup-housekeeping';
import { backupWarning } from './backup-warning';
import { BACKUP_KEY_FILE, backupKey } from '../../lib/site-key';
import { privateFolder } from '../../lib/private-files';

/** Every night at 03:00 (business time). */
export const NIGHTLY = '0 3 * * *';
const PROGRESS_EVERY_MS = 500;

export interface BackupDeps {
  db: DataSource;
  config: Config;
  logger: Logger;
  media: MediaService;
  auth: AuthService;
  changeEvents: ChangeEventService;
  settings: SettingsService;
}

/** Where the time of the last complete download of a backup is kept. */
const DOWNLOADED_KEY = 'backup_downloaded';

export interface BackupOptions {
  /** The clock (tests set the night). */
  now?: () => Date;
}

/** A backup in the folder, with what it holds. */
export interface BackupListing extends BackupFile {
  rows: number | null;
  photos: number | null;
}

export interface BackupStatusReport {
  running: boolean;
  progress: BackupProgress | null;
  lastRun: BackupRun | null;
  newestBackupAt: Date | null;
  /** What the owner must know, or null: the last backup failed, or the newest is too old. */
  warning: string | null;
  scheduled: boolean;
  nextRunAt: Date | null;
  settings: BackupSettings;
}

/** The outcome of starting a backup: started, or why not. */
export interface BackupStart {
  ok: boolean;
  error?: string;
}

/**
 * The site's own backups into BACKUP_DIR: every night at 03:00 business time, and when the owner
 * asks. One at a time across every instance (a PostgreSQL advisory lock); the night's backup is
 * made once whatever the number of instances (a row per night); retention after each one.
 */
export class BackupService {
  private readonly runs: Repository<BackupRun>;
  private readonly settings: BackupSettings;
  private readonly now: () => Date;
  private readonly manifests = new Map<string, { rows: number; photos: number } | null>();
  private cron?: Cron;
  private current?: Promise<void>;

  constructor(
    private readonly deps: BackupDeps,
    options: BackupOptions = {},
  ) {
    this.runs = deps.db.getRepository(BackupRun);
    this.settings = deps.config.backups;
    this.now = options.now ?? (() => new Date());
  }

  /** Starts the nightly schedule, unless BACKUP_SCHEDULE=off. */
  startSchedule(): void {
    if (!this.settings.scheduled) return;
    this.cron = new Cron(NIGHTLY, { timezone: this.deps.config.timeZone, unref: true, protect: true }, () => void this.runScheduled());
  }

  /** Stops the schedule and waits for a backup this instance is making. */
  async stop(): Promise<void> {
    this.cron?.stop();
    await this.current;
  }

  nextScheduledRun(): Date | null {
    return this.cron?.nextRun() ?? null;
  }

  /** The backups in BACKUP_DIR, newest first. */
  async list(): Promise<BackupListing[]> {
    const files = await listBackupFiles(this.settings.dir);
    return Promise.all(
      files.map(async (file) => {
        const key = `${file.name}:${file.size}`;
        if (!this.manifests.has(key)) {
          const manifest = await readBackupManifest(path.join(this.settings.dir, file.name));
          this.manifests.set(key, manifest && { rows: totalRows(manifest), photos: manifest.photos.length });
        }
        const held = this.manifests.get(key);
        return { ...file, rows: held?.rows ?? null, photos: held?.photos ?? null };
      }),
    );
  }

  /** The path of a backup in BACKUP_DIR by its name, or null (never a path outside it). */
  async fileOf(name: string): Promise<string | null> {
    if (!isBackupName(name)) return null;
    const file = path.join(this.settings.dir, name);
    return (await fs.promises.stat(file).catch(() => undefined))?.isFile() ? file : null;
  }

  /** The file on the server holding the backup key, or null when the BACKUP_KEY setting gives it. */
  keyFile(): string | null {
    return this.settings.key ? null : path.join(this.deps.config.dataDir, BACKUP_KEY_FILE);
  }

  /** The backup key a restore on a new machine needs, to the owner who gives the password again (issue #51). */
  async keyFor(admin: AdminUser, password: string, clientAddress: string): Promise<string> {
    const check = await this.deps.auth.confirmPassword(admin, password, clientAddress);
    if (!check.success) throw new DomainError(check.code!, check.error!);
    this.deps.logger.info({ adminId: admin.id }, 'the backup key was handed to the owner');
    return backupKey(this.settings, this.deps.config.dataDir);
  }

  /** Notes that the owner took a whole backup off the server (a download that completed). */
  async recordDownload(): Promise<void> {
    await this.deps.settings.set(DOWNLOADED_KEY, { at: new Date().toISOString() });
  }

  /** When a backup was last downloaded whole: a copy off this server; null when never. */
  async lastDownloadedAt(): Promise<Date | null> {
    const { at } = await this.deps.settings.get<{ at: string | null }>(DOWNLOADED_KEY, { at: null });
    return at ? new Date(at) : null;
  }

  async status(): Promise<BackupStatusReport> {
    const running = await backupRunning(this.deps.db);
    const [latest] = await this.runs.find({ order: { startedAt: 'DESC' }, take: 1 });
    const [lastRun] = await this.runs.find({
      where: { status: In([BackupRunStatus.succeeded, BackupRunStatus.failed]) },
      order: { startedAt: 'DESC' },
      take: 1,
    });
    const [newest] = await listBackupFiles(this.settings.dir);
    return {
      running,
      progress: running && latest?.status === BackupRunStatus.running ? latest.progress : null,
      lastRun: lastRun ?? null,
      newestBackupAt: newest?.createdAt ?? null,
      warning: await backupWarning(lastRun ?? null, newest?.createdAt ?? null, {
        timeZone: this.deps.config.timeZone,
        now: this.now(),
        setUpAt: () => this.deps.auth.setUpAt(),
      }),
      scheduled: this.settings.scheduled,
      nextRunAt: this.nextScheduledRun(),
      settings: this.settings,
    };
  }

  /** "Back up now": starts a backup in the background, or says why not (one is being made). */
  async start(): Promise<BackupStart> {
    const lock = await tryBackupLock(this.deps.db);
    if (!lock) return { ok: false, error: BackupMessages.alreadyRunning };
    this.current = this.make(lock, BackupTrigger.manual, null).finally(() => (this.current = undefined));
    return { ok: true };
  }

  /** The nightly backup: made by whichever instance gets to it first, once per night. */
  async runScheduled(): Promise<void> {
    const night = todayIn(this.deps.config.timeZone, this.now());
    const lock = await tryBackupLock(this.deps.db);
    if (!lock) return; // another instance is making it
    this.current = this.make(lock, BackupTrigger.scheduled, night).finally(() => (this.current = undefined));
    await this.current;
  }

  private async make(lock: BackupLock, trigger: BackupTrigger, night: string | null): Promise<void> {
    const { logger, changeEvents, media } = this.deps;
    let run: BackupRun | undefined;
    try {
      // A run still marked running holds no lock: its server stopped mid-way.
      await this.runs.update(
        { status: BackupRunStatus.running },
        { status: BackupRunStatus.failed, error: BackupMessages.interrupted, finishedAt: new Date() },
      );
      const inserted = await this.runs.createQueryBuilder().insert().values({ trigger, night }).orIgnore().returning('*').execute();
      if (inserted.raw.length === 0) return; // tonight's is made already (by another instance)
      run = await this.runs.findOneByOrFail({ id: inserted.raw[0].id });
      await changeEvents.publish(ChangeCollection.backups, ChangeOperation.created, run.id);

      await privateFolder(this.settings.dir); // every archive holds customers' details and the owner's password hash
      await removeLeftovers(this.settings.dir);
      const file = path.join(this.settings.dir, newBackupName(this.settings.dir, this.now()));
      let reported = 0;
      const summary = await writeBackup({
        db: this.deps.db,
        storage: media.storage,
        file,
        key: backupKey(this.settings, this.deps.config.dataDir),
        onProgress: (progress) => {
          if (Date.now() - reported < PROGRESS_EVERY_MS) return;
          reported = Date.now();
          void this.runs.update({ id: run!.id }, { progress }).catch(() => undefined);
        },
      });
      await this.runs.update(
        { id: run.id },
        { status: BackupRunStatus.succeeded, fileName: path.basename(file), progress: null, finishedAt: new Date() },
      );
      logger.info({ file, bytes: summary.size, ms: summary.ms, trigger }, 'backup made');
      const { keepDaily, keepWeekly } = this.settings;
      // Retention: 7 daily and 4 weekly by default (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY).
      await pruneBackups(this.settings.dir, { keepDaily, keepWeekly, timeZone: this.deps.config.timeZone }, logger);
    } catch (error) {
      logger.error({ err: error, trigger }, 'backup failed');
      if (run) {
        const message = (error as Error)?.message ?? String(error);
        await this.runs
          .update({ id: run.id }, { status: BackupRunStatus.failed, error: message.slice(0, 2000), progress: null, finishedAt: new Date() })
          .catch(() => undefined);
      }
    } finally {
      await lock.release();
      if (run) await changeEvents.publish(ChangeCollection.backups, ChangeOperation.updated, run.id).catch(() => undefined);
    }
  }
}
