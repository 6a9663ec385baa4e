import { isIPv6 } from 'node:net';

/**
 * What a per-client limit counts: an IPv4 address, or the /64 of an IPv6 one (a subscriber is
 * handed a whole /64 and can send from any of its addresses), e.g. `2001:db8:1:2::/64`.
 */
export function clientNetwork(address: string): string {
  const plain = address.replace(/%.*$/, '');
  if (!isIPv6(plain)) return plain;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1];
  const [head, tail] = plain.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  let all = groups(head);
  if (tail !== undefined) {
    // A trailing dotted IPv4 part fills two groups.
    const tailGroups = groups(tail);
    const tailLength = tailGroups.length + (tail.includes('.') ? 1 : 0);
    all = [...all, ...Array<string>(8 - all.length - tailLength).fill('0'), ...tailGroups];
  }
  return `${all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
