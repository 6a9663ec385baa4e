/** What the owner reads about backups (admin screen, every admin screen's warning). */
export const BackupMessages = {
  alreadyRunning: 'A backup is already being made. It shows here when it is done.',
  interrupted: 'Interrupted: the server stopped while the backup was being made.',
  failed: (when: string, error: string) => `The last backup failed (${when}): ${error}`,
  stale: (when: string) => `The newest backup is from ${when}, more than 48 hours ago.`,
  never: 'No backup of the site has been made yet.',
} as const;
