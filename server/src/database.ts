import type { DataSource } from 'typeorm';
import { openDatabase } from './db/database';
import type { MigrationClass } from './db/migrations';
import type { Logger } from './logger';
import { DOMAIN_MODULES } from './modules';

/**
 * Every entity the data source knows: the registered domains' (modules/index.ts). The list is read
 * here, above db/, and handed down, so db/ never imports the domains built on it.
 */
export const entities = DOMAIN_MODULES.flatMap((module) => module.entities ?? []);

/** The app's database, connected and migrated (db/database.ts), with every registered domain's tables. */
export function openAppDatabase(url: string, logger: Logger, migrations?: readonly MigrationClass[]): Promise<DataSource> {
  return openDatabase(url, logger, entities, migrations);
}
