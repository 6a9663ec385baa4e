import { readSiteConfig } from './site-config';

function documentWith(script?: string): Document {
  const doc = document.implementation.createHTMLDocument();
  if (script !== undefined) {
    doc.head.innerHTML = `<script id="site-config" type="application/json">${script}</script>`;
  }
  return doc;
}

describe('readSiteConfig', () => {
  it('falls back to the sample business without a site-config script', () => {
    const { business } = readSiteConfig(documentWith());
    expect(business.name).toBe('Gulf Coast Plumbing & Renovation');
    expect(business.phone).toBe('(813) 555-0142');
    expect(business.address).toEqual({ street: '4102 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' });
    expect(business.timeZone).toBe('America/New_York');
  });

  it('reads the business the server wrote, keeping sample values for missing fields', () => {
    const { business } = readSiteConfig(
      documentWith(JSON.stringify({ business: { name: 'Bayside Pipes', address: { street: '1 Main St' } } })),
    );
    expect(business.name).toBe('Bayside Pipes');
    expect(business.address.street).toBe('1 Main St');
    expect(business.address.city).toBe('Tampa');
    expect(business.emergencyService).toBe(true);
  });

  it('reads the licence, figures and the opening status the page was rendered with', () => {
    const openingStatus = { openNow: false, nextChange: '2026-11-25T07:00:00-05:00' };
    const config = readSiteConfig(
      documentWith(JSON.stringify({ business: { licenceNumbers: ['CFC1430000'], figures: { customers: 20 } }, openingStatus })),
    );
    expect(config.business.licenceNumbers).toEqual(['CFC1430000']);
    expect(config.business.figures).toEqual({ customers: 20, satisfaction: 99 });
    expect(config.openingStatus).toEqual(openingStatus);
  });

  it('reads the SEO defaults the server wrote, with sample values without them', () => {
    const seo = { publicUrl: 'https://plumbing.example', title: 'Tampa Plumbers', description: 'Pipes.', keywords: ['pipes'] };
    expect(readSiteConfig(documentWith(JSON.stringify({ seo }))).seo).toEqual(seo);
    expect(readSiteConfig(documentWith()).seo).toMatchObject({ title: '', keywords: ['plumbing', 'services', 'emergency plumber'] });
  });

  it('falls back to the sample business when the script is not JSON', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readSiteConfig(documentWith('{oops')).business.name).toBe('Gulf Coast Plumbing & Renovation');
    consoleError.mockRestore();
  });
});
