import { BACKUP_PHASE_LABELS, type BackupPhaseValue } from '@plumbing/shared';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../lib/graphql-enum';
import { BackupRun } from './backup-run.entity';

export const BackupPhase = graphqlEnum(
  'BackupPhase',
  BACKUP_PHASE_LABELS,
  'What a backup being made is doing: database, then photos, then packing',
);

@ObjectType({ description: 'A backup kept in BACKUP_DIR' })
export class BackupFileInfo {
  @Field({ description: 'The file name, e.g. backup-2026-11-22T0300Z.tar.gz' })
  name: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Float, { description: 'Bytes' })
  size: number;

  @Field(() => Int, { nullable: true, description: 'Database rows it holds; null when its manifest cannot be read' })
  rows: number | null;

  @Field(() => Int, { nullable: true })
  photos: number | null;
}

@ObjectType()
export class BackupProgressInfo {
  @Field(() => BackupPhase)
  phase: BackupPhaseValue;

  @Field(() => Int)
  done: number;

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'Whether the site is backed up, and what the owner must know' })
export class BackupStatus {
  @Field({ description: 'A backup is being made now (on any instance)' })
  running: boolean;

  @Field(() => BackupProgressInfo, { nullable: true })
  progress: BackupProgressInfo | null;

  @Field(() => BackupRun, { nullable: true, description: 'The last backup that finished, made or failed' })
  lastRun: BackupRun | null;

  @Field(() => Date, { nullable: true })
  newestBackupAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Shown on every admin screen: the last backup failed, or the newest is older than 48 hours',
  })
  warning: string | null;

  @Field({ description: 'Nightly backups at 03:00 business time are on (BACKUP_SCHEDULE)' })
  scheduled: boolean;

  @Field(() => Date, { nullable: true })
  nextRunAt: Date | null;

  @Field(() => Int)
  keepDaily: number;

  @Field(() => Int)
  keepWeekly: number;

  @Field({ description: 'Where the backups are kept on the server (BACKUP_DIR)' })
  directory: string;

  @Field(() => String, {
    nullable: true,
    description: 'The file on the server holding the backup key (DATA_DIR/backup-key); null when the BACKUP_KEY setting gives it',
  })
  keyFile: string | null;
}

@ObjectType()
export class BackupStartPayload {
  @Field()
  ok: boolean;

  @Field(() => String, { nullable: true })
  error: string | null;
}
