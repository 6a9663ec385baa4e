/**
 * What a backup being made is doing, in the order it does it, and how the admin screen words
 * each: the server reports the phase, the web app shows its label.
 */
export const BACKUP_PHASE_LABELS = {
  database: 'Reading the database',
  photos: 'Copying the photos',
  packing: 'Packing the archive',
} as const;

export type BackupPhaseValue = keyof typeof BACKUP_PHASE_LABELS;
