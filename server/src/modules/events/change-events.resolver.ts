import { Arg, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { assertAllowed, type RequestContext } from '../auth';
import { ADMIN_ONLY_COLLECTIONS, ChangeEvent } from './change-event.types';

@Resolver()
export class ChangeEventsResolver {
  @Subscription(() => ChangeEvent, {
    description: 'Every successful write to a collection, made on any instance',
    // The collection is the topic: the app's PubSub (change-event-pubsub.ts) subscribes to its change events.
    topics: ({ args, context }: SubscribeResolverData<unknown, { collection: string }, RequestContext>) => {
      const roles = ADMIN_ONLY_COLLECTIONS.get(args.collection);
      if (roles) assertAllowed(context, roles);
      return args.collection;
    },
  })
  dataChanged(@Root() event: ChangeEvent, @Arg('collection') _collection: string): ChangeEvent {
    return event;
  }
}
