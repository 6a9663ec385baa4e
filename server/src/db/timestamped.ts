import { Field, InputType, ObjectType } from 'type-graphql';
import { DomainError, EditConflictMessages, ErrorCode } from '@plumbing/shared';
import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * The `created_at` and `updated_at` columns TypeORM keeps, read in GraphQL as `createdAt` and
 * `updatedAt`: the base of the entities that show both (their tables declare them in the migrations).
 * An object type only so that its fields are inherited: nothing returns it, so the schema has no such type.
 */
@ObjectType()
export abstract class Timestamped {
  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The base of a save input for a Timestamped row that two tabs or devices may edit at once. */
@InputType()
export abstract class EditedVersionInput {
  @Field(() => Date, {
    nullable: true,
    description:
      'The updatedAt of the version the edit started from: the save is refused (CONFLICT) when the row has been saved since. Omit to save regardless.',
  })
  expectedUpdatedAt?: Date | null;
}

/** Refuses (CONFLICT) a save of `row` when it has been saved since the version the edit started from; none given, no check. */
export function refuseIfSavedSince(
  row: Timestamped,
  expected: Date | null | undefined,
  thing: Parameters<typeof EditConflictMessages.changed>[0],
): void {
  if (expected != null && row.updatedAt.getTime() !== expected.getTime())
    throw new DomainError(ErrorCode.CONFLICT, EditConflictMessages.changed(thing));
}
