import { Field, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';

/** The parts of the site that can fail on their own. */
export const SitePart = graphqlEnum(
  'SitePart',
  ['database', 'email', 'storage', 'webhooks', 'calendars'],
  'A part of the site that can fail on its own',
);
export type SitePart = ValueOf<typeof SitePart>;

@ObjectType({ description: 'Where in the admin a warning is dealt with' })
export class SiteWarningLink {
  @Field({ description: 'e.g. Open Notifications & Calendar' })
  label: string;

  @Field({ description: 'The admin path, e.g. /admin/notifications' })
  to: string;
}

@ObjectType({ description: 'A part of the site that does not work as it should, in words for the owner (admin only)' })
export class SiteWarning {
  @Field(() => SitePart)
  part: SitePart;

  @Field({ description: 'What is wrong and what it means for customers' })
  title: string;

  @Field({ description: 'What to do about it' })
  action: string;

  @Field(() => SiteWarningLink, { nullable: true, description: 'Where to do it, when an admin screen does' })
  link?: SiteWarningLink | null;

  @Field({
    description: 'A standing choice rather than a failure (e-mail not set up): shown in one line the owner may hide until the next sign-in',
  })
  dismissible?: boolean;
}
