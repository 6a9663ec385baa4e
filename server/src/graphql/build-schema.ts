import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { authChecker } from '../modules/auth/auth-checker';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { AppointmentResolver } from '../modules/appointments/appointment.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { ChangeEventsResolver } from '../modules/events/change-events.resolver';
import { MediaResolver } from '../modules/media/media.resolver';
import { PageResolver } from '../modules/pages/page.resolver';
import { GalleryImageResolver, ProjectResolver } from '../modules/projects/project.resolver';
import { SeoResolver } from '../modules/seo/seo.resolver';

/** Every resolver of the API; each domain adds its own here. */
const resolvers = [AuthResolver, AppointmentResolver, ContactResolver, ChangeEventsResolver, PageResolver, SeoResolver, MediaResolver, ProjectResolver, GalleryImageResolver] as const;

/**
 * type-graphql insists on a PubSub once a subscription exists, but ours bring their own
 * `subscribe` (the change events of the request's services, authorized per collection).
 */
const unusedPubSub: PubSub = {
  publish() {
    throw new Error('publish change events through ChangeEventService');
  },
  subscribe() {
    throw new Error('subscriptions declare their own subscribe function');
  },
};

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub: unusedPubSub,
    validate: { forbidUnknownValues: false },
  });
}
