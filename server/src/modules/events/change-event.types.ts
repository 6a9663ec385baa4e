import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ChangeCollection } from '@plumbing/shared';

export enum ChangeOperation {
  created = 'created',
  updated = 'updated',
  deleted = 'deleted',
}
registerEnumType(ChangeOperation, { name: 'ChangeOperation' });

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
export const ADMIN_ONLY_COLLECTIONS: ReadonlySet<string> = new Set([ChangeCollection.appointments, ChangeCollection.backups, ChangeCollection.contactMessages]);
