import { telHref } from './tel-href';

describe('telHref', () => {
  it('turns displayed US numbers into E.164 tel: links', () => {
    expect(telHref('(813) 555-0142')).toBe('tel:+18135550142');
    expect(telHref('1-813-555-0199')).toBe('tel:+18135550199');
    expect(telHref('+44 20 7946 0018')).toBe('tel:+442079460018');
  });
});
