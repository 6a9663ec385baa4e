import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import type { OwnerAlert, OwnerAlerts } from './owner-alerts';

/** A request from the public taken while the database could not be reached, kept on disk until it is entered. */
export interface SpooledLead<Input = unknown> {
  /** The id the lead's row gets when it is entered: entering it twice finds it there. */
  id: string;
  /** Which replayer enters it (`appointment-request`, `contact-message`). */
  kind: string;
  receivedAt: string;
  clientAddress: string;
  input: Input;
}

/** Enters one lead into the database; must be idempotent by the lead's id (a crash may replay it again). */
export type LeadReplayer = (lead: SpooledLead) => Promise<void>;

/** The spool holds as many as this at most; beyond it, a request is refused rather than filling the disk. */
const DEFAULT_CAPACITY = 2_000;
/** What leads' file names end with; anything else in the folder (a write cut short) is not one. */
const LEAD_SUFFIX = '.lead.json';

export class SpoolFull extends Error {}

export interface ReplayReport {
  replayed: number;
  /** Leads whose replayer failed for another reason than the database: moved aside to `failed/`, never deleted. */
  failed: number;
  /** Still on disk, the database being unreachable again. */
  waiting: number;
}

/**
 * A durable spool of leads (issue #36): one file per request under `dir`, written to a temporary
 * name, fsync'd, renamed into place and the folder fsync'd, so a lead acknowledged to a customer
 * survives a crash of the machine. `replay()` enters them when the database is back, oldest first,
 * and removes each file once its replayer has committed; replayers are idempotent by the lead's
 * id, so a crash between the commit and the removal, or two instances sharing the folder, never
 * enter one twice.
 */
export class LeadSpool {
  private readonly replayers = new Map<string, LeadReplayer>();
  private replaying?: Promise<ReplayReport>;

  constructor(
    private readonly dir: string,
    private readonly ownerAlerts: OwnerAlerts,
    private readonly logger: Logger,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  /** Registers how leads of `kind` are entered. */
  handle(kind: string, replayer: LeadReplayer): void {
    this.replayers.set(kind, replayer);
  }

  /**
   * Keeps a lead on disk, durably, and tells the owner with `alert` at once (without waiting for
   * it); answers once the lead is there. Throws (SpoolFull at capacity, or the disk's error) when
   * it could not be kept: the caller refuses the request in plain words.
   */
  async keep(lead: SpooledLead, alert: OwnerAlert): Promise<void> {
    try {
      await this.write(lead);
    } catch (error) {
      this.logger.error(
        { err: error, lead: { id: lead.id, kind: lead.kind } },
        'database unreachable and the lead could not be kept either',
      );
      throw error;
    }
    void this.ownerAlerts.tell({ ...alert, leadId: lead.id });
  }

  private async write(lead: SpooledLead): Promise<void> {
    // Customers' details: readable by the site's own user only, like the backups.
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    if ((await this.files()).length >= this.capacity) throw new SpoolFull(`the spool holds ${this.capacity} leads`);
    // The time first: names sort oldest first; the id keeps them apart.
    const name = `${lead.receivedAt.replace(/[:.]/g, '-')}-${lead.id}${LEAD_SUFFIX}`;
    const temporary = path.join(this.dir, `.${randomUUID()}.tmp`);
    const file = await fs.open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(JSON.stringify(lead));
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(temporary, path.join(this.dir, name));
    await syncFolder(this.dir);
    this.logger.warn({ lead: { id: lead.id, kind: lead.kind } }, 'database unreachable: lead kept on disk');
  }

  /** How many leads wait to be entered. */
  async size(): Promise<number> {
    return (await this.files()).length;
  }

  /** Enters every lead on disk (one replay at a time per process); stops early while the database is unreachable. Never throws. */
  replay(): Promise<ReplayReport> {
    this.replaying ??= this.replayAll()
      .then((report) => {
        if (report.replayed + report.failed > 0) this.logger.warn(report, 'leads kept during an outage entered');
        return report;
      })
      .catch(async (error: unknown) => {
        this.logger.error({ err: error }, 'replaying kept leads failed');
        return { replayed: 0, failed: 0, waiting: await this.size() };
      })
      .finally(() => (this.replaying = undefined));
    return this.replaying;
  }

  private async replayAll(): Promise<ReplayReport> {
    const report: ReplayReport = { replayed: 0, failed: 0, waiting: 0 };
    const names = await this.files();
    for (const [index, name] of names.entries()) {
      const file = path.join(this.dir, name);
      const lead = await fs
        .readFile(file, 'utf8')
        .then((text) => JSON.parse(text) as SpooledLead)
        .catch(() => undefined);
      if (!lead) continue; // taken by another instance sharing the folder meanwhile
      const replayer = this.replayers.get(lead.kind);
      try {
        if (!replayer) throw new Error(`no replayer for leads of kind ${lead.kind}`);
        await replayer(lead);
        await fs.rm(file, { force: true });
        report.replayed += 1;
        this.logger.info({ lead: { id: lead.id, kind: lead.kind } }, 'kept lead entered');
      } catch (error) {
        if (isDatabaseUnreachable(error)) {
          report.waiting = names.length - index;
          break;
        }
        // Not lost and not retried forever: kept aside for a person, and said loudly.
        await fs.mkdir(path.join(this.dir, 'failed'), { recursive: true, mode: 0o700 });
        await fs.rename(file, path.join(this.dir, 'failed', name)).catch(() => undefined);
        report.failed += 1;
        this.logger.error(
          { err: error, lead: { id: lead.id, kind: lead.kind }, file: path.join(this.dir, 'failed', name) },
          'kept lead could not be entered: moved aside',
        );
      }
    }
    if (names.length) await syncFolder(this.dir);
    return report;
  }

  private async files(): Promise<string[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith(LEAD_SUFFIX)).sort();
  }
}

/** Makes a rename or removal in `dir` durable. */
async function syncFolder(dir: string): Promise<void> {
  const folder = await fs.open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
