import type { EntityManager } from 'typeorm';
import { ChangeCollection, type TimeSpan } from '@plumbing/shared';
import { ChangeOperation } from '../events';
import type { AppointmentContext } from './appointment-context';
import { BusyTime } from './busy-time.entity';

/** A busy time as a source gives it: its span and the crew it blocks (none: every crew). */
export interface BusySpanInput {
  startsAt: Date;
  endsAt: Date;
  crew: number | null;
}

/**
 * The owner's busy times (issue #50): what their own calendar feeds say, kept per source so a fresh
 * read replaces its source's times at once. The scheduling reads them beside the jobs.
 */
export class BusyTimeService {
  constructor(private readonly context: AppointmentContext) {}

  /** The busy times overlapping [from, to), in order. */
  between(from: Date, to: Date, manager: EntityManager = this.context.deps.db.manager): Promise<BusyTime[]> {
    return manager
      .getRepository(BusyTime)
      .createQueryBuilder('b')
      .where('tstzrange(b.starts_at, b.ends_at) && tstzrange(:from, :to)', { from, to })
      .orderBy('b.starts_at', 'ASC')
      .getMany();
  }

  /** The busy times over `span` as the scheduling reads them. */
  async spansOver(manager: EntityManager, span: TimeSpan): Promise<Array<TimeSpan & { crew: number | null }>> {
    const rows = await this.between(new Date(span.start), new Date(span.end), manager);
    return rows.map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime(), crew: row.crew }));
  }

  /**
   * Puts `spans` in place of every busy time `source` gave before, in one transaction (the
   * caller's when given, so a source deleted meanwhile can be seen and left alone), and tells every open calendar.
   */
  async replace(source: string, spans: readonly BusySpanInput[], manager?: EntityManager): Promise<void> {
    const { db, changeEvents } = this.context.deps;
    if (!manager) return db.transaction((own) => this.replace(source, spans, own));
    const repository = manager.getRepository(BusyTime);
    await repository.delete({ source });
    if (spans.length > 0) await repository.insert(spans.map((span) => ({ source, ...span })));
    await changeEvents.publish(ChangeCollection.busyTimes, ChangeOperation.updated, source, manager);
  }
}
