// The owner's backups screen and the warning every admin screen shows, mounted by the admin area.
export { default as BackupsScreen } from './backups-screen';
export { BackupWarning } from './backup-warning';
