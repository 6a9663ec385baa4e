import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import type { BackupProgress } from './backup-writer';

export const BackupTrigger = graphqlEnum('BackupTrigger', ['scheduled', 'manual'], 'The nightly schedule, or the owner\'s "Back up now"');
export type BackupTrigger = ValueOf<typeof BackupTrigger>;

export const BackupRunStatus = graphqlEnum('BackupRunStatus', ['running', 'succeeded', 'failed']);
export type BackupRunStatus = ValueOf<typeof BackupRunStatus>;

/** One backup the site made or tried to make (the nightly one, or "Back up now"). */
@ObjectType()
@Entity('backup_run')
export class BackupRun {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => BackupTrigger)
  @Column({ type: 'varchar', length: 10 })
  trigger: BackupTrigger;

  /** The night a scheduled run is for (business date): unique, so two instances never make it twice. */
  @Column({ type: 'date', nullable: true })
  night: string | null;

  @Field(() => BackupRunStatus)
  @Column({ type: 'varchar', length: 10, default: BackupRunStatus.running })
  status: BackupRunStatus;

  @Column({ type: 'jsonb', nullable: true })
  progress: BackupProgress | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'file_name', type: 'varchar', length: 100, nullable: true })
  fileName: string | null;

  @Field(() => String, { nullable: true, description: 'Why it failed' })
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Field(() => Date)
  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
