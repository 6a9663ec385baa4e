import { BUSY_CALENDAR_FAILURE_IDS, type BusyCalendarFailure } from '@plumbing/shared';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum } from '../../lib/graphql-enum';

export const BusyCalendarProblem = graphqlEnum(
  'BusyCalendarProblem',
  BUSY_CALENDAR_FAILURE_IDS,
  "Why the owner's calendar could not be read",
);

/**
 * One of the owner's own calendars (issue #50), read from its private iCalendar address: its
 * events keep times busy for every crew or one. The address opens the owner's private calendar:
 * it is kept encrypted and never answered; the admin shows its host and last characters.
 */
@ObjectType({ description: "One of the owner's own calendars whose events keep times busy (admin only)" })
@Entity('busy_calendar')
export class BusyCalendar {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The name the owner gives it; may be empty' })
  @Column({ type: 'varchar', length: 100, default: '' })
  name: string;

  /** The private address, encrypted (lib/secret-box.ts). */
  @Column({ name: 'sealed_url', type: 'text' })
  sealedUrl: string;

  @Field({ description: 'Its address as shown: the host and the last characters, e.g. calendar.google.com/…ic.ics' })
  @Column({ name: 'shown_url', type: 'varchar', length: 300 })
  shownUrl: string;

  @Field(() => Int, { nullable: true, description: 'The one crew its events block; none: every crew' })
  @Column({ type: 'integer', nullable: true })
  crew: number | null;

  @Field(() => Date, { nullable: true, description: 'When it was last read well: the busy times it gave then are in force' })
  @Column({ name: 'last_read_at', type: 'timestamptz', nullable: true })
  lastReadAt: Date | null;

  @Field(() => Int, { description: 'How many busy times (from today on) the last good read gave' })
  @Column({ name: 'busy_count', type: 'integer', default: 0 })
  busyCount: number;

  @Field(() => Date, { nullable: true, description: 'Since when every read has failed; none while it reads' })
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @Field(() => BusyCalendarProblem, { nullable: true, description: 'Why the last read failed; none when it worked' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  problem: BusyCalendarFailure | null;

  /** When it is read next: every instance takes the calendars due, each once (see BusyCalendarReader). */
  @Column({ name: 'next_read_at', type: 'timestamptz' })
  nextReadAt: Date;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
