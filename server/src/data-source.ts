import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from './database';
import { dataSourceOptions } from './db/options';

/**
 * The DataSource the TypeORM CLI uses (`npm run typeorm -w server -- migration:generate ...`),
 * against DATABASE_URL. The app builds its own from the same options.
 */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', entities));
