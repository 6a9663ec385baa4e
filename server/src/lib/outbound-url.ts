import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { DomainError, ErrorCode, OutboundMessages } from '@plumbing/shared';

/** The addresses a host name resolves to (dns.lookup with all: true); tests inject their own. */
export type AddressLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemLookup: AddressLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface OutboundRules {
  /** OUTBOUND_ALLOW_LOOPBACK: a receiver on this machine (development, the tests) may be reached, over plain http too. */
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

/** A refusal that another try would meet again; a name not resolved now may be later (DNS down for a while). */
export function isLastingRefusal(error: unknown): error is RefusedUrl {
  return error instanceof RefusedUrl && !(error instanceof UnresolvedHost);
}

export const MAX_URL_LENGTH = 2000;

/**
 * IPv6 that is public is global unicast; ipaddr.js calls some addresses outside it 'unicast' too: the
 * IPv4-compatible ::/96 (::7f00:1 is ::127.0.0.1) and space not allocated. Site-local fec0::/10 and
 * documentation 2001:db8::/32 it names, and they are refused by their range as well.
 */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** Only the public internet: a private, loopback, link-local (the cloud's metadata service), shared, reserved or multicast address is refused. */
function isAllowedAddress(address: string, { allowLoopback }: Pick<OutboundRules, 'allowLoopback'>): boolean {
  // process(): an IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (allowLoopback && range === 'loopback') return true;
  return range === 'unicast' && (parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST));
}

/**
 * Checks the URL of a request the site makes on its own (a webhook, a push notification) and
 * resolves its host (SSRF, issues #43 and #49): https, no credentials, and every address the host
 * resolves to public (one private address among public ones is refused: a resolver may answer
 * either). Plain http only to loopback, and only with `allowLoopback`. Sends nothing: only DNS is
 * asked. Throws RefusedUrl with the owner's words.
 */
export async function checkOutboundUrl(text: string, rules: OutboundRules): Promise<OutboundTarget> {
  if (text.length > MAX_URL_LENGTH) throw new RefusedUrl(OutboundMessages.urlTooLong, 'tooLong');
  if (!URL.canParse(text)) throw new RefusedUrl(OutboundMessages.urlInvalid, 'invalid');
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedUrl(OutboundMessages.urlInvalid, 'invalid');
  if (url.username || url.password) throw new RefusedUrl(OutboundMessages.urlCredentials, 'credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host, rules.lookup);
  const refused = addresses.find((address) => !isAllowedAddress(address, rules));
  if (refused) throw new RefusedUrl(OutboundMessages.urlPrivate(host, refused), 'private');
  const loopbackOnly = addresses.every((address) => ipaddr.process(address).range() === 'loopback');
  if (url.protocol === 'http:' && !(rules.allowLoopback && loopbackOnly)) throw new RefusedUrl(OutboundMessages.urlNotHttps, 'notHttps');
  return { url, address: addresses[0] };
}

/** checkOutboundUrl on an address the owner gave (or their browser did): a refusal is that input's, in the owner's words. */
export async function checkEnteredUrl(text: string, rules: OutboundRules, field: string): Promise<OutboundTarget> {
  try {
    return await checkOutboundUrl(text, rules);
  } catch (error) {
    if (error instanceof RefusedUrl) throw new DomainError(ErrorCode.BAD_USER_INPUT, error.message, field);
    throw error;
  }
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
  throw new UnresolvedHost(OutboundMessages.urlUnresolvable(host), 'unresolvable');
}
