import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { PushSubscription } from './push-subscription.entity';
import { PushSubscriptionInput } from './push.inputs';
import type { PushService } from './push.service';
import { TestNotificationPayload } from './push.types';
import { OwnerOnly } from '../auth';

/** The owner's devices for push notifications: every operation is the admin's. */
@Resolver(() => PushSubscription)
export class PushResolver {
  constructor(private readonly services: { push: PushService }) {}

  @OwnerOnly()
  @Query(() => String, { description: "The VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey)" })
  pushPublicKey(): string {
    return this.services.push.publicKey;
  }

  @OwnerOnly()
  @Query(() => [PushSubscription], { description: 'The devices that receive notifications, newest first' })
  pushSubscriptions(): Promise<PushSubscription[]> {
    return this.services.push.devices();
  }

  @OwnerOnly()
  @Mutation(() => PushSubscription, { description: 'Adds this device (what PushManager.subscribe answered), or renews its keys' })
  savePushSubscription(@Arg('input') input: PushSubscriptionInput): Promise<PushSubscription> {
    return this.services.push.saveDevice(input);
  }

  @OwnerOnly()
  @Mutation(() => Boolean, { description: 'Removes a device; false when no device has that endpoint' })
  deletePushSubscription(@Arg('endpoint') endpoint: string): Promise<boolean> {
    return this.services.push.removeDevice(endpoint);
  }

  @OwnerOnly()
  @Mutation(() => TestNotificationPayload, { description: 'Sends a test notification to every device now' })
  sendTestNotification(): Promise<TestNotificationPayload> {
    return this.services.push.sendTest();
  }
}
