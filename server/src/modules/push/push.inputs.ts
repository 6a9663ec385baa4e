import { IsOptional, Matches, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import ipaddr from 'ipaddr.js';
import { Field, InputType } from 'type-graphql';
import { PushMessages } from '@plumbing/shared';

/** Loopback only: a push service on this machine (what the tests run) may speak plain HTTP. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback');
}

/** An address written as an IP that is not a public one (private, link-local such as the cloud's metadata service, reserved ...). */
function isNonPublicAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(host)) return false;
  const range = ipaddr.process(host).range();
  return range !== 'unicast' && range !== 'loopback';
}

/**
 * A push service's address: https, or http on a loopback address; no credentials in it, and never
 * an IP of this network or the cloud's metadata service (the server fetches it).
 */
export function isPushEndpoint(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 1000 || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password || isNonPublicAddress(url.hostname)) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}

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
  @Field()
  @ValidateBy({ name: 'isPushEndpoint', validator: { validate: isPushEndpoint, defaultMessage: () => PushMessages.endpointInvalid } })
  endpoint: string;

  @Field(() => PushKeysInput)
  @ValidateNested()
  keys: PushKeysInput;

  @Field(() => String, { nullable: true, description: 'What the device is, e.g. "Chrome on Android"' })
  @IsOptional()
  @MaxLength(100, { message: PushMessages.labelTooLong })
  label?: string | null;
}
