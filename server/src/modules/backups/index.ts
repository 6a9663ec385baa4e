import type { AuthService } from '../auth';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { ChangeEventService } from '../events';
import type { MediaService } from '../media';
import type { SettingsService } from '../settings';
import { BackupRun } from './backup-run.entity';
import { BackupResolver } from './backup.resolver';
import { backupsRouter } from './backup.rest';
import { BackupService, type BackupOptions } from './backup.service';

/** Backups of the database and the photos: nightly, on the owner's demand, listed and downloaded in the admin. */
export const backupsModule = domainModule({
  name: 'backups',
  entities: [BackupRun],
  resolvers: [BackupResolver],
  createServices: (
    deps: ModuleDeps<{ media: MediaService; auth: AuthService; changeEvents: ChangeEventService; settings: SettingsService }>,
    options?: BackupOptions,
  ) => ({
    backups: new BackupService(deps, options),
  }),
  routers: ({ auth, backups }, { logger }) => [{ path: '/api/admin/backups', router: backupsRouter(auth, backups, logger) }],
  start: ({ backups }) => backups.startSchedule(),
  stop: ({ backups }) => backups.stop(),
});

export { BackupRefused, openBackup, type OpenedBackup } from './backup-reader';
export { describeExisting, existingData, holdsData, restoreBackup, schemaOf, type RestoreProgress } from './backup-restore';
export { totalRows } from './backup-manifest';
export { newBackupName } from './backup-files';
export { writeBackup, type BackupProgress } from './backup-writer';
export { BACKUP_KEY_FILE, backupKey } from '../../lib/site-key';
export type { BackupService } from './backup.service';
