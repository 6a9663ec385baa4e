import { Field, ObjectType } from 'type-graphql';
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
