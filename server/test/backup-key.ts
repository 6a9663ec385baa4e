/** The key the tests' own backups are signed and checked with (a site's would be BACKUP_KEY or DATA_DIR/backup-key). */
export const TEST_BACKUP_KEY = 'the tests backup key, at least thirty-two characters';
