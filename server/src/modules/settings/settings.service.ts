import type { DataSource, EntityManager } from 'typeorm';
import { ChangeCollection } from '@plumbing/shared';
import { ChangeOperation, type ChangeEventService } from '../events';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { Setting } from './setting.entity';

/**
 * Reads and writes the settings documents; a missing document reads as its defaults (spec §8).
 * Every write is announced as a change of the `settings` collection, the key as its id. While the
 * database cannot be reached, a document read before reads as it was then (the booking form keeps
 * its rules through an outage).
 */
export class SettingsService {
  private readonly lastRead = new Map<string, unknown>();

  constructor(
    private readonly db: DataSource,
    private readonly changeEvents: ChangeEventService,
  ) {}

  /** `manager`: read inside the caller's transaction (which must not wait for another connection of the pool). */
  async get<T extends object>(key: string, defaults: T, manager: EntityManager = this.db.manager): Promise<T> {
    try {
      const row = await manager.getRepository(Setting).findOneBy({ key });
      const value = { ...defaults, ...(row?.value as Partial<T> | undefined) };
      this.lastRead.set(key, value);
      return value;
    } catch (error) {
      if (isDatabaseUnreachable(error) && this.lastRead.has(key)) return this.lastRead.get(key) as T;
      throw error;
    }
  }

  async set<T extends object>(key: string, value: T, manager: EntityManager = this.db.manager): Promise<T> {
    await manager.getRepository(Setting).upsert({ key, value }, ['key']);
    await this.changeEvents.publish(ChangeCollection.settings, ChangeOperation.updated, key, manager);
    return value;
  }
}
