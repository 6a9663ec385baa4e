import { pageActionLink, pageActionOf } from './page-actions';

describe("a page's button blocks (issue #52)", () => {
  it('dial the profile phone and open the booking form, in the words and at the address of the page language', () => {
    expect(pageActionLink('call', 'en')).toEqual({
      href: 'tel:{{business.phone}}',
      label: 'Call {{business.phone}}',
      className: 'button button-primary',
    });
    expect(pageActionLink('call', 'es').label).toBe('Llamar al {{business.phone}}');
    expect(pageActionLink('book', 'en')).toEqual({ href: '/schedule', label: 'Book a visit', className: 'button button-secondary' });
    expect(pageActionLink('book', 'es')).toMatchObject({ href: '/es/agendar', label: 'Agendar una visita' });
  });

  it('are told apart from other links by their address', () => {
    expect(['tel:{{business.phone}}', '/schedule', '/es/agendar'].map(pageActionOf)).toEqual(['call', 'book', 'book']);
    expect(['tel:+18135550142', '/contact', 'https://example.com/schedule', ''].map(pageActionOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
