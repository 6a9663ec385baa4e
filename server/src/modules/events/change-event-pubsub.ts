import type { PubSub } from 'type-graphql';
import type { ChangeEventService } from './change-events.service';

/**
 * type-graphql's PubSub over this app's change events: a subscription's topic is the collection it
 * listens to. Writes publish through ChangeEventService.publish (after their transaction commits),
 * never through this.
 */
export function changeEventPubSub(changeEvents: ChangeEventService): PubSub {
  return {
    publish() {
      throw new Error('publish change events through ChangeEventService');
    },
    subscribe: (collection: string) => changeEvents.subscribe(collection),
  };
}
