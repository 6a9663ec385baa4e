import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address and puts every IPv6 address of one /64 together', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(['2001:db8:1:2::a', '2001:0DB8:0001:0002:ffff:0:0:1', '2001:db8:1:2:3:4:192.0.2.1', 'fe80::1%eth0'].map(clientNetwork)).toEqual([
      '2001:db8:1:2::/64',
      '2001:db8:1:2::/64',
      '2001:db8:1:2::/64',
      'fe80:0:0:0::/64',
    ]);
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
