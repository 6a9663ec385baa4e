import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AdminPageDocument, AdminPagesDocument, DeletePageDocument, type AdminPagesQuery } from '../../../gql/graphql';
import PageEditor from './page-editor';
import { noRevisions, storedPage } from './page-editor.fixtures';
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

  describe('Edit (issue #52)', () => {
    /** The page the editor asks for, counting the server's answers; `answered` settles a moment after the first. */
    function pageMock() {
      const served = { count: 0 };
      let settle = () => {};
      const answered = new Promise<void>((resolve) => (settle = resolve));
      const mock: MockLink.MockedResponse = {
        request: { query: AdminPageDocument, variables: { id: 'p1' } },
        result: () => {
          served.count++;
          setTimeout(settle, 50);
          return { data: { pageToEdit: storedPage({ es: null }) } };
        },
        maxUsageCount: 2,
      };
      return { served, answered, mock };
    }
    /** Draws its children once `promise` settles: a route slower than the server, as on a phone. */
    function After({ promise, children }: { promise: Promise<void>; children: React.ReactNode }) {
      use(promise);
      return children;
    }
    const withEditor = (editor: React.ReactNode, mocks: MockLink.MockedResponse[]) =>
      renderScreen(<PagesScreen />, { at: '/admin/pages', routes: { '/admin/pages/:id': editor }, mocks });

    it('fetches the page as Edit is pressed, while the editor is on its way', async () => {
      const { served, mock } = pageMock();
      withEditor(<p>The editor</p>, [listMock([listed('p1', 'Water Heaters', '')]), mock]);
      await setupUser().click((await screen.findAllByLabelText('Edit Water Heaters'))[0]);
      expect(await screen.findByText('The editor')).toBeInTheDocument();
      await waitFor(() => expect(served.count).toBe(1));
    });

    it('opens the editor on the copy the press fetched, without asking the server again', async () => {
      const { served, answered, mock } = pageMock();
      const editor = (
        <Suspense fallback={<p>The editor is on its way</p>}>
          <After promise={answered}>
            <PageEditor />
          </After>
        </Suspense>
      );
      withEditor(editor, [listMock([listed('p1', 'Water Heaters', '')]), mock, noRevisions]);
      await setupUser().click((await screen.findAllByLabelText('Edit Water Heaters'))[0]);
      expect(await screen.findByDisplayValue('Water Heaters')).toBeInTheDocument();
      expect(served.count).toBe(1);
    });
  });
});
