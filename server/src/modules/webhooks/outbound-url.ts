import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WebhookMessages } from '@plumbing/shared';

/** The addresses a host name resolves to (dns.lookup with all: true); tests inject their own. */
export type AddressLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemLookup: AddressLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface OutboundRules {
  /** WEBHOOK_ALLOW_LOOPBACK: a receiver on this machine (development, the tests) may be reached, over plain http too. */
  allowLoopback: boolean;
  lookup: AddressLookup;
}

/** Where a request may go: the URL, and the checked address to connect to (never resolved again, so DNS cannot swap it). */
export interface OutboundTarget {
  url: URL;
  address: string;
}

/** Why an address is refused, for a caller that words it its own way (a calendar is read, not sent to). */
export type UrlRefusal = 'tooLong' | 'invalid' | 'credentials' | 'private' | 'notHttps' | 'unresolvable';

/** An address the site refuses to send to, with the owner's words for why. */
export class RefusedUrl extends Error {
  constructor(
    message: string,
    readonly reason: UrlRefusal,
  ) {
    super(message);
  }
}

/** A host name the resolver found no address for, or did not answer for in time: refused at save, tried again later at send (DNS may be down for now). */
export class UnresolvedHost extends RefusedUrl {}

export const MAX_URL_LENGTH = 2000;

/** Only the public internet: a private, loopback, link-local (the cloud's metadata service), shared, reserved or multicast address is refused. */
function isAllowedAddress(address: string, { allowLoopback }: Pick<OutboundRules, 'allowLoopback'>): boolean {
  // process(): an IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/**
 * Checks a webhook URL and resolves its host (SSRF, issue #43): https, no credentials, and every
 * address the host resolves to public (one private address among public ones is refused: a
 * resolver may answer either). Plain http only to loopback, and only with `allowLoopback`. Sends
 * nothing: only DNS is asked. Throws RefusedUrl with the owner's words.
 */
export async function checkOutboundUrl(text: string, rules: OutboundRules): Promise<OutboundTarget> {
  if (text.length > MAX_URL_LENGTH) throw new RefusedUrl(WebhookMessages.urlTooLong, 'tooLong');
  if (!URL.canParse(text)) throw new RefusedUrl(WebhookMessages.urlInvalid, 'invalid');
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedUrl(WebhookMessages.urlInvalid, 'invalid');
  if (url.username || url.password) throw new RefusedUrl(WebhookMessages.urlCredentials, 'credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host, rules.lookup);
  const refused = addresses.find((address) => !isAllowedAddress(address, rules));
  if (refused) throw new RefusedUrl(WebhookMessages.urlPrivate(host, refused), 'private');
  const loopbackOnly = addresses.every((address) => ipaddr.process(address).range() === 'loopback');
  if (url.protocol === 'http:' && !(rules.allowLoopback && loopbackOnly)) throw new RefusedUrl(WebhookMessages.urlNotHttps, 'notHttps');
  return { url, address: addresses[0] };
}

/** A name the resolver has not answered for by then is taken as not found: the owner's save, and a try, wait no longer. */
const LOOKUP_TIMEOUT_MS = 1_500;

async function resolve(host: string, lookupAddresses: AddressLookup): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answers = await Promise.race([
      lookupAddresses(host),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), LOOKUP_TIMEOUT_MS))),
    ]);
    if (answers.length > 0) return answers.map(({ address }) => address);
  } catch {
    // Not found, or no answer: said below in the owner's words.
  } finally {
    clearTimeout(timer);
  }
  throw new UnresolvedHost(WebhookMessages.urlUnresolvable(host), 'unresolvable');
}
