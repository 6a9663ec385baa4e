import type { DataSource, EntityManager } from 'typeorm';
import { ChangeCollection } from '@plumbing/shared';
import { ChangeOperation, type ChangeEventService } from '../events';
import { Setting } from './setting.entity';

/**
 * Reads and writes the settings documents; a missing document reads as its defaults (spec §8).
 * Every write is announced as a change of the `settings` collection, the key as its id.
 */
export class SettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly changeEvents: ChangeEventService,
  ) {}

  async get<T extends object>(key: string, defaults: T): Promise<T> {
    const row = await this.db.getRepository(Setting).findOneBy({ key });
    return { ...defaults, ...(row?.value as Partial<T> | undefined) };
  }

  async set<T extends object>(key: string, value: T, manager: EntityManager = this.db.manager): Promise<T> {
    await manager.getRepository(Setting).upsert({ key, value }, ['key']);
    await this.changeEvents.publish(ChangeCollection.settings, ChangeOperation.updated, key, manager);
    return value;
  }
}
