import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { createTranslator, es } from '@plumbing/shared';
import { renderScreen } from '../../../../test/render-screen';
import { WordsProvider } from '../../../platform/i18n/words';
import { siteConfig } from '../../../platform/site-config';
import ServiceAreasScreen from './service-areas-screen';

// /service-areas (issue #42), and before any area has a page of its own (issue #51).

afterEach(() => {
  delete siteConfig.areaPages;
});

const spanish = (screenElement: ReactElement) => <WordsProvider value={createTranslator('es', es)}>{screenElement}</WordsProvider>;

describe('the areas we serve', () => {
  it("links each area's page once some are listed", () => {
    siteConfig.areaPages = [{ name: 'Brandon', slug: 'brandon' }];
    renderScreen(<ServiceAreasScreen />, { at: '/service-areas' });
    expect(screen.getByRole('link', { name: 'Brandon' })).toHaveAttribute('href', '/service-areas/brandon');
    expect(screen.getByText(/Each area has its own page/)).toBeInTheDocument();
  });

  it('before any area page is published: the areas the profile names and the phone, not "Page Not Found"', () => {
    renderScreen(<ServiceAreasScreen />, { at: '/service-areas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Areas we serve' })).toBeInTheDocument();
    expect(screen.getByText('We work across Tampa, FL and nearby.')).toBeInTheDocument();
    const served = screen.getByRole('region', { name: 'Where we work' });
    expect(
      within(served)
        .getAllByRole('listitem')
        .map((area) => area.textContent),
    ).toEqual(['Tampa', 'Hillsborough County', 'Pinellas County', 'Pasco County']);
    // No page to link to yet.
    expect(within(within(served).getByRole('list')).queryAllByRole('link')).toEqual([]);
    expect(served).toHaveTextContent('Not sure whether we work in your area? Call us at (813) 555-0142 and ask.');
    expect(within(served).getByRole('link', { name: '(813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');
    expect(screen.queryByText(/Page Not Found/i)).not.toBeInTheDocument();
  });

  it('says the same in Spanish at /es/zonas', () => {
    renderScreen(spanish(<ServiceAreasScreen />), { at: '/es/zonas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zonas que atendemos' })).toBeInTheDocument();
    expect(screen.getByText('Trabajamos en todo Tampa, FL y sus alrededores.')).toBeInTheDocument();
    const served = screen.getByRole('region', { name: 'Dónde trabajamos' });
    expect(within(served).getAllByRole('listitem')).toHaveLength(4);
    expect(served).toHaveTextContent('¿No sabe si trabajamos en su zona? Llámenos al (813) 555-0142 y pregúntenos.');
  });
});
