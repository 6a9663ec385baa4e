import ipaddr from 'ipaddr.js';

/**
 * What a per-client limit counts: an IPv4 address, or the /64 of an IPv6 one (a subscriber is
 * handed a whole /64 and can send from any of its addresses), e.g. `2001:db8:1:2::/64`.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  // An IPv4 client on a dual-stack socket arrives as `::ffff:a.b.c.d`.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
