import { SAMPLE_BUSINESS } from '../business/business-facts';
import { fillBusinessPlaceholders, foreignPhoneNumbers } from './business-placeholders';

describe('a content page says the business facts through the profile (issue #38)', () => {
  it('fills each placeholder from the profile as it is now, phones and e-mail as links', () => {
    const business = { ...SAMPLE_BUSINESS, phone: '(813) 555-0123', name: 'Gulf & Bay Plumbing' };
    expect(
      fillBusinessPlaceholders(
        '<p>Call {{business.phone}} or write {{business.email}}; {{business.name}}, {{business.address}}. Night: {{business.emergencyPhone}}</p>',
        business,
      ),
    ).toBe(
      '<p>Call <a class="call-link" href="tel:+18135550123">(813) 555-0123</a> or write <a href="mailto:hello@gulfcoastplumbing.example">hello@gulfcoastplumbing.example</a>; Gulf &amp; Bay Plumbing, 4102 W Kennedy Blvd, Tampa, FL 33609. Night: <a class="call-link" href="tel:+18135550199">(813) 555-0199</a></p>',
    );
    expect(fillBusinessPlaceholders('{{business.unknown}} {{ business.phone }}', business)).toBe(
      '{{business.unknown}} {{ business.phone }}',
    );
  });

  it('keeps the markup the owner wrote: plain facts inside a tag or an existing link, a phone after tel: dialable', () => {
    const business = { ...SAMPLE_BUSINESS, name: 'Gulf & Bay "Plumbing"' };
    expect(
      fillBusinessPlaceholders(
        '<a href="tel:{{business.phone}}" title="{{business.name}}">Call {{business.phone}}</a> then {{business.email}}',
        business,
      ),
    ).toBe(
      '<a href="tel:+18135550142" title="Gulf &amp; Bay &quot;Plumbing&quot;">Call (813) 555-0142</a> then <a href="mailto:hello@gulfcoastplumbing.example">hello@gulfcoastplumbing.example</a>',
    );
  });

  it('finds the phone numbers written out that are not the business’s own', () => {
    const html = '<p>Call (813) 555-0142, 813.555.0199 or our old line 813-555-0100, <a href="tel:+18135550100">+1 813 555 0100</a>.</p>';
    expect(foreignPhoneNumbers(html, SAMPLE_BUSINESS)).toEqual(['813-555-0100', '+1 813 555 0100']);
    expect(foreignPhoneNumbers('<p>Call {{business.phone}}</p>', SAMPLE_BUSINESS)).toEqual([]);
  });
});
