import { domainModule, type ModuleDeps } from '../domain-module';
import { ChangeEventsResolver } from './change-events.resolver';
import { ChangeEventService } from './change-events.service';

/** Spec §4 change events: every write announced to subscribers on every instance (LISTEN/NOTIFY). */
export const eventsModule = domainModule({
  name: 'events',
  resolvers: [ChangeEventsResolver],
  createServices: ({ db, logger }: ModuleDeps) => ({ changeEvents: new ChangeEventService(db, logger) }),
  start: ({ changeEvents }) => changeEvents.start(),
  stop: ({ changeEvents }) => changeEvents.stop(),
});

export { changeEventPubSub } from './change-event-pubsub';
export { ADMIN_ONLY_COLLECTIONS, ChangeOperation } from './change-event.types';
export type { ChangeEventService } from './change-events.service';
