import { DomainError, ErrorCode } from '@plumbing/shared';
import { Arg, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { Context } from '../../context';
import { AuthMessages } from '../auth/auth.messages';
import { ADMIN_ONLY_COLLECTIONS, ChangeEvent } from './change-event.types';

@Resolver()
export class ChangeEventsResolver {
  @Subscription(() => ChangeEvent, {
    description: 'Every successful write to a collection, made on any instance',
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { collection: string }, Context>) => {
      if (ADMIN_ONLY_COLLECTIONS.has(args.collection) && !context.admin) {
        throw new DomainError(ErrorCode.UNAUTHENTICATED, AuthMessages.notAuthenticated);
      }
      return context.services.changeEvents.subscribe(args.collection);
    },
  })
  dataChanged(@Root() event: ChangeEvent, @Arg('collection') _collection: string): ChangeEvent {
    return event;
  }
}
