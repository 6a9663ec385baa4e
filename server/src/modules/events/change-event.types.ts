import { Field, ID, ObjectType } from 'type-graphql';
import { ChangeCollection } from '@plumbing/shared';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';

export const ChangeOperation = graphqlEnum('ChangeOperation', ['created', 'updated', 'deleted']);
export type ChangeOperation = ValueOf<typeof ChangeOperation>;

/** Spec §4: what changed, never the data itself; a client refetches what it shows. */
@ObjectType({ description: 'A successful write somewhere on the site' })
export class ChangeEvent {
  @Field({ description: 'e.g. "appointments", "projects", "pages"' })
  collection!: string;

  @Field(() => ChangeOperation)
  operation!: ChangeOperation;

  @Field(() => ID)
  id!: string;
}

/** Collections whose mere activity is the owner's business: only an administrator may listen. */
export const ADMIN_ONLY_COLLECTIONS: ReadonlySet<string> = new Set([
  ChangeCollection.appointments,
  ChangeCollection.backups,
  ChangeCollection.contactMessages,
  ChangeCollection.webhooks,
]);
