import { Field, ID, ObjectType } from 'type-graphql';
import { ChangeCollection, type ApiScope } from '@plumbing/shared';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import { OWNER_ROLE } from '../auth';

/**
 * `subscribed` is every subscription's first event, sent once the server listens: whatever the
 * client read before it may already be stale, so it refetches then (a write between its first read
 * and its subscription would otherwise go unheard).
 */
export const ChangeOperation = graphqlEnum('ChangeOperation', ['created', 'updated', 'deleted', 'subscribed']);
export type ChangeOperation = ValueOf<typeof ChangeOperation>;

/** Spec §4: what changed, never the data itself; a client refetches what it shows. */
@ObjectType({ description: 'A successful write somewhere on the site' })
export class ChangeEvent {
  @Field({ description: 'e.g. "appointments", "projects", "pages"' })
  collection!: string;

  @Field(() => ChangeOperation)
  operation!: ChangeOperation;

  @Field(() => ID, { description: 'The record written; empty for `subscribed`' })
  id!: string;
}

/**
 * Collections whose mere activity is the owner's business, with what a listener needs (as an
 * operation's roles: auth's assertAllowed): the owner's session, or an API token with the scope
 * that reads the same records. Backups are the owner's alone.
 */
export const ADMIN_ONLY_COLLECTIONS: ReadonlyMap<string, readonly string[]> = new Map<ChangeCollection, readonly string[]>([
  [ChangeCollection.appointments, ['appointments:read' satisfies ApiScope]],
  [ChangeCollection.backups, [OWNER_ROLE]],
  [ChangeCollection.busyTimes, ['appointments:read' satisfies ApiScope]],
  [ChangeCollection.contactMessages, ['messages:read' satisfies ApiScope]],
  [ChangeCollection.webhooks, [OWNER_ROLE]],
]);
