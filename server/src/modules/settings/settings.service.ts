import type { DataSource, EntityManager } from 'typeorm';
import { Setting } from './setting.entity';

/** Reads and writes the settings documents; a missing document reads as its defaults (spec §8). */
export class SettingsService {
  constructor(private readonly db: DataSource) {}

  async get<T extends object>(key: string, defaults: T): Promise<T> {
    const row = await this.db.getRepository(Setting).findOneBy({ key });
    return { ...defaults, ...(row?.value as Partial<T> | undefined) };
  }

  async set<T extends object>(key: string, value: T, manager: EntityManager = this.db.manager): Promise<T> {
    await manager.getRepository(Setting).upsert({ key, value }, ['key']);
    return value;
  }
}
