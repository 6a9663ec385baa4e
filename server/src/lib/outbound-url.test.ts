import { OutboundMessages } from '@plumbing/shared';
import { checkOutboundUrl, type AddressLookup } from './outbound-url';

/** Host names a test points where it likes; any other is not found. Nothing asks a real resolver. */
const pointed = new Map<string, string>();
const lookup: AddressLookup = async (hostname) => {
  const address = pointed.get(hostname);
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};
const strict = { allowLoopback: false, lookup };
const withLoopback = { allowLoopback: true, lookup };

describe('the outbound guard (issues #43 and #49): only the public internet', () => {
  afterEach(() => pointed.clear());

  // IPv6 outside global unicast (2000::/3), written in the URL or answered by DNS (issue #49, item 7).
  const notGlobalUnicast = [
    ['::7f00:1', 'IPv4-compatible 127.0.0.1 (::/96)'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::5db8:d822', 'IPv4-compatible 93.184.216.34: ::/96 is deprecated, never a public address'],
    ['fec0::1', 'site-local (fec0::/10)'],
    ['2001:db8::1', 'documentation (2001:db8::/32)'],
    ['4000::1', 'not allocated (outside 2000::/3)'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
  ];

  it.each(notGlobalUnicast)('refuses [%s], %s, written as the host', async (address) => {
    const url = `https://[${address}]/hook`;
    const host = new URL(url).hostname.slice(1, -1);
    await expect(checkOutboundUrl(url, strict)).rejects.toThrow(OutboundMessages.urlPrivate(host, host));
    await expect(checkOutboundUrl(url, withLoopback)).rejects.toThrow(OutboundMessages.urlPrivate(host, host));
  });

  it.each(notGlobalUnicast)('refuses a name resolving to %s, %s', async (address) => {
    pointed.set('receiver.example.test', address);
    await expect(checkOutboundUrl('https://receiver.example.test/hook', strict)).rejects.toThrow(
      OutboundMessages.urlPrivate('receiver.example.test', address),
    );
  });

  it('reads [::127.0.0.1] as the URL standard writes it, [::7f00:1], and refuses it even with OUTBOUND_ALLOW_LOOPBACK', async () => {
    await expect(checkOutboundUrl('http://[::127.0.0.1]:4830/push', withLoopback)).rejects.toThrow(
      OutboundMessages.urlPrivate('::7f00:1', '::7f00:1'),
    );
  });

  it('refuses loopback, private, link-local and mapped addresses; loopback only with OUTBOUND_ALLOW_LOOPBACK', async () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1'])
      await expect(checkOutboundUrl(`https://${address.includes(':') ? `[${address}]` : address}/`, strict)).rejects.toThrow(
        OutboundMessages.urlPrivate(address, address),
      );
    await expect(checkOutboundUrl('https://[::ffff:192.168.1.20]/', strict)).rejects.toThrow(
      OutboundMessages.urlPrivate('::ffff:c0a8:114', '::ffff:c0a8:114'),
    );
    await expect(checkOutboundUrl('http://127.0.0.1:4830/push', withLoopback)).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(checkOutboundUrl('http://[::1]:4830/push', withLoopback)).resolves.toMatchObject({ address: '::1' });
  });

  it('takes public IPv4 and global unicast IPv6, by name or as written', async () => {
    await expect(checkOutboundUrl('https://[2606:4700:4700::1111]/hook', strict)).resolves.toMatchObject({
      address: '2606:4700:4700::1111',
    });
    await expect(checkOutboundUrl('https://93.184.216.34/hook', strict)).resolves.toMatchObject({ address: '93.184.216.34' });
    pointed.set('fcm.example.test', '2a00:1450:4001:80b::200a');
    await expect(checkOutboundUrl('https://fcm.example.test/send/x', strict)).resolves.toMatchObject({
      address: '2a00:1450:4001:80b::200a',
    });
  });
});
