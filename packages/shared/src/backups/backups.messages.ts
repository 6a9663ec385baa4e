/** What the owner reads about backups (admin screen, every admin screen's warning). */
export const BackupMessages = {
  alreadyRunning: 'A backup is already being made. It shows here when it is done.',
  interrupted: 'Interrupted: the server stopped while the backup was being made.',
  failed: (when: string, error: string) => `The last backup failed (${when}): ${error}`,
  stale: (when: string) => `The newest backup is from ${when}, more than 48 hours ago.`,
  never: 'No backup of the site has been made yet.',
  // A restore (npm run restore) of an archive whose origin cannot be checked.
  unsigned: (name: string) =>
    `${name} carries no signature (it was made by an older version of the site, or altered): nothing was restored. If you are sure where it comes from, run the restore again with --unsigned.`,
  notSignedByThisSite: (name: string) =>
    `${name} was not signed with this site's backup key: it was made by another site, or altered after it was made. Nothing was restored. On a new machine, give the key of the site that made it (BACKUP_KEY, or --key-file FILE with the old DATA_DIR/backup-key); if you are sure where it comes from, --unsigned restores it without that check.`,
} as const;
