import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AdminPagesDocument, DeletePageDocument, type AdminPagesQuery } from '../../../gql/graphql';
import PagesScreen from './pages-screen';
import { renderScreen } from '../../../../test/render-screen';

type ListedPage = AdminPagesQuery['pagesToEdit'][number] & { __typename: 'Page' };
const listed = (id: string, title: string, seoTitle: string, type: 'page' | 'card' = 'page'): ListedPage => ({
  __typename: 'Page',
  id,
  title,
  slug: id,
  type,
  updatedAt: '2026-03-01T15:00:00.000Z',
  publishedAt: '2026-02-01T15:00:00.000Z',
  unpublishedChanges: false,
  seo: {
    __typename: 'PageSeo',
    title: seoTitle,
    redirectUrl: '',
    robots: { __typename: 'PageRobots', noindex: false },
  } as ListedPage['seo'],
});

const pages = [listed('heaters', 'Water Heaters', 'Tankless experts'), listed('promo', 'Spring Promo', '', 'card')];
const listMock = (result: ListedPage[]): MockLink.MockedResponse => ({
  request: { query: AdminPagesDocument },
  result: { data: { pagesToEdit: result } },
});

const renderWith = (mocks: MockLink.MockedResponse[]) => renderScreen(<PagesScreen />, { at: '/admin/pages', mocks });

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('PagesScreen', () => {
  it('lists pages with type badges, and searches titles and SEO titles case-insensitively', async () => {
    renderWith([listMock(pages)]);
    expect(await screen.findByText('Water Heaters')).toBeInTheDocument();
    expect(screen.getByText('Card')).toHaveClass('ant-tag');
    expect(screen.getByText('Uses the page title')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByLabelText('Search pages'));
    await user.paste('TANKLESS');
    await waitFor(() => expect(screen.queryByText('Spring Promo')).not.toBeInTheDocument());
    expect(screen.getByText('Water Heaters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search pages'));
    await user.click(screen.getByLabelText('Search pages'));
    await user.paste('nothing like it');
    expect(await screen.findByText('No pages match your search.')).toBeInTheDocument();
  });

  it('says which pages are drafts, published, or published with changes not yet live; a draft has no View (issue #52)', async () => {
    renderWith([
      listMock([{ ...pages[0], publishedAt: null }, { ...pages[1], unpublishedChanges: true }, listed('about-us', 'About us', '')]),
    ]);
    await screen.findByText('Water Heaters');
    for (const [title, state] of [
      ['Water Heaters', 'Draft'],
      ['Spring Promo', 'Changes not published'],
      ['About us', 'Published'],
    ])
      expect(within(screen.getByRole('row', { name: new RegExp(title) })).getByText(state)).toHaveClass('ant-tag');
    expect(screen.queryByLabelText('View Water Heaters (opens a new tab)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('View About us (opens a new tab)')).toBeInTheDocument();
  });

  it('asks before deleting and refreshes the list', async () => {
    renderWith([
      listMock(pages),
      { request: { query: DeletePageDocument, variables: { id: 'promo' } }, result: { data: { deletePage: true } } },
      listMock(pages.slice(0, 1)),
    ]);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Delete Spring Promo'));
    expect(await screen.findByText('Are you sure you want to delete this page?')).toBeInTheDocument();
    await user.click(screen.getByText('Delete', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(screen.queryByText('Spring Promo')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Water Heaters')).toBeInTheDocument();
  });

  it("says 'Failed to fetch pages' when the list cannot be read", async () => {
    renderWith([{ request: { query: AdminPagesDocument }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('Failed to fetch pages')).toBeInTheDocument();
  });
});
