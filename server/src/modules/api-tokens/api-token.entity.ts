import type { ApiScope } from '@plumbing/shared';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A token a program sends instead of the owner's password (issue #43): named, limited to its
 * scopes, revocable. The token itself is shown once when made; only its SHA-256 is kept (a leaked
 * database or backup opens nothing), with its first characters to tell it apart in the list.
 */
@ObjectType({ description: "An API token a program uses instead of the owner's session (the owner only)" })
@Entity('api_token')
export class ApiToken {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the owner called it, e.g. the program that uses it' })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field(() => [String], { description: 'What it may do, e.g. "appointments:read" (docs/api.md lists each and its operations)' })
  @Column({ type: 'text', array: true })
  scopes: ApiScope[];

  /** SHA-256 of the whole token: it is 32 random bytes, so a fast hash suffices (no guessing to slow down, unlike a password). */
  @Column({ name: 'token_hash', type: 'bytea', unique: true })
  tokenHash: Buffer;

  @Field({ description: 'Its first characters, e.g. "tpr_Ab12Cd": enough to recognise it, too few to use it' })
  @Column({ name: 'display_prefix', type: 'varchar', length: 20 })
  displayPrefix: string;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When a request last carried it (to the minute); null: never used' })
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; from then on every request carrying it is refused' })
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
