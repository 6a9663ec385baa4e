import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A time the owner is busy (issue #50): read from their own calendar, it blocks every crew or one.
 * Only the span is kept, never what the event was: the owner's own calendar is their business.
 */
@ObjectType({ description: "A time the owner's own calendar says is busy: no job is offered in it" })
@Entity('busy_time')
@Index('busy_time_source', ['source'])
@Index('busy_time_starts', ['startsAt'])
export class BusyTime {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Where it comes from (a calendar feed's id): a fresh read of that source replaces all of its times. */
  @Column({ type: 'varchar', length: 60 })
  source: string;

  @Field()
  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Field()
  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Field(() => Int, { nullable: true, description: 'The one crew it blocks; none: every crew' })
  @Column({ type: 'integer', nullable: true })
  crew: number | null;
}
