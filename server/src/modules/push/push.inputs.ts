import { IsOptional, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { OutboundMessages, PushMessages } from '@plumbing/shared';
import { MAX_URL_LENGTH } from '../../lib/outbound-url';

/** The browser's keys (PushSubscription.toJSON().keys): an uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret. */
@InputType()
export class PushKeysInput {
  @Field()
  @Matches(/^B[A-Za-z0-9_-]{86}=?$/, { message: PushMessages.keysInvalid })
  p256dh: string;

  @Field()
  @Matches(/^[A-Za-z0-9_-]{22}(==)?$/, { message: PushMessages.keysInvalid })
  auth: string;
}

/** What the browser's PushManager.subscribe() answered, as the admin sends it. */
@InputType()
export class PushSubscriptionInput {
  @Field({ description: "The push service's https address; checked now and before every send to resolve to a public address" })
  @MaxLength(MAX_URL_LENGTH, { message: OutboundMessages.urlTooLong })
  endpoint: string;

  @Field(() => PushKeysInput)
  @ValidateNested()
  keys: PushKeysInput;

  @Field(() => String, { nullable: true, description: 'What the device is, e.g. "Chrome on Android"' })
  @IsOptional()
  @MaxLength(100, { message: PushMessages.labelTooLong })
  label?: string | null;
}
