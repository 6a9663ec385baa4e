import { checkLinkAddress } from './link-address';

describe('checkLinkAddress', () => {
  it.each([
    ['tel:(813) 555-0142', 'tel:8135550142'],
    ['813-555-0142', 'tel:813-555-0142'.replace(/-/g, '')],
    ['tel:{{business.phone}}', 'tel:{{business.phone}}'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['hello@example.com', 'mailto:hello@example.com'],
    ['/schedule', '/schedule'],
    ['/es/agendar', '/es/agendar'],
    ['/water-heater-services#prices', '/water-heater-services#prices'],
    ['https://www.floridaplumbing.example/guide', 'https://www.floridaplumbing.example/guide'],
    ['www.example.com', 'https://www.example.com/'],
    // Typed or pasted with look-alike and invisible characters.
    ['\u200Bｈｔｔｐｓ://example.com', 'https://example.com/'],
  ])('takes %s as %s', (typed, href) => {
    expect(checkLinkAddress(typed)).toEqual({ href });
  });

  it.each([
    ['', 'Write the address the link opens.'],
    [
      'javascript:alert(1)',
      'Links may open a phone number (tel:), an e-mail (mailto:), a page of this site (/about) or a web address (https://), not “javascript:”.',
    ],
    ['http://example.com', 'Use the secure address (https://): browsers warn visitors about http:// pages.'],
    ['https://localhost', 'This web address is incomplete: https://example.com/page.'],
    ['tel:call me', 'A phone link needs the number: tel:+18135550142.'],
    ['mailto:someone', 'An e-mail link needs the address: mailto:name@example.com.'],
    ['/admin/pages', 'No page of this site is at /admin/pages.'],
    ['call us', 'Write a phone number, an e-mail, a page of this site (/about) or a web address (https://…).'],
  ])('refuses %s: %s', (typed, error) => {
    expect(checkLinkAddress(typed)).toEqual({ error });
  });
});
