import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PublicPageDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import ContentPageScreen from './content-page-screen';

const head = {
  __typename: 'DocumentHead' as const,
  title: 'Water Heater Repair | Tampa',
  description: 'Same-day water heater repair.',
  keywords: ['water heaters'],
  canonical: 'https://plumbing.example/pages/heaters',
  robots: 'index, follow',
  ogTitle: 'Water heaters',
  ogDescription: 'Same-day water heater repair.',
  ogImage: 'https://plumbing.example/heater.jpg',
  ogUrl: 'https://plumbing.example/pages/heaters',
  ogType: 'website',
  twitterCard: 'summary_large_image',
  twitterTitle: 'Water heaters',
  twitterDescription: 'Same-day water heater repair.',
  twitterImage: 'https://plumbing.example/heater.jpg',
  schema: '{"@type":"Service"}',
};
const page = {
  __typename: 'Page' as const,
  id: 'p1',
  title: 'Water Heaters',
  slug: 'heaters',
  html: '<p>Hot water <a href="/schedule">again</a>.</p>',
  seo: { __typename: 'PageSeo' as const, redirectUrl: '' },
  head,
};
const pageMock = (slug: string, result: typeof page | null): MockLink.MockedResponse => ({
  request: { query: PublicPageDocument, variables: { slug } },
  result: { data: { pageBySlug: result } },
});

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  renderScreen(<ContentPageScreen />, {
    at: path,
    path: '/pages/:slug',
    routes: { '/:slug': <ContentPageScreen />, '/schedule': <p>The schedule screen</p> },
    mocks,
  });
}

describe('ContentPageScreen', () => {
  it('renders the title and the HTML, sets the document head, and keeps its own links in the app', async () => {
    renderAt('/heaters', [pageMock('heaters', page)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Water Heaters' })).toBeInTheDocument();
    expect(document.title).toBe('Water Heater Repair | Tampa');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', head.canonical);
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(document.getElementById('page-schema')).toHaveTextContent('{"@type":"Service"}');
    fireEvent.click(screen.getByRole('link', { name: 'again' }));
    expect(await screen.findByText('The schedule screen')).toBeInTheDocument();
  });

  it('shows the 404 screen for an unknown slug', async () => {
    renderAt('/pages/nothing', [pageMock('nothing', null)]);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('shows the 404 screen when the page cannot be fetched', async () => {
    renderAt('/pages/heaters', [
      { request: { query: PublicPageDocument, variables: { slug: 'heaters' } }, error: new Error('Failed to fetch') },
    ]);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('moves from a former slug to the current address', async () => {
    renderAt('/old-heaters', [pageMock('old-heaters', page), pageMock('heaters', page)]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Water Heaters' })).toBeInTheDocument());
  });
});
