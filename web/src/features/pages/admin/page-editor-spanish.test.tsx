import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AdminPageDocument, AdminPagesDocument, SavePageDocument, type PageInput } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import PageEditor from './page-editor';
import { noRevisions, storedPage } from './page-editor.fixtures';

// The editor's Spanish section (issue #41): the page's Spanish title, content and search result.
const es = {
  __typename: 'PageTranslation' as const,
  title: 'Calentadores',
  content: '<p>Agua caliente.</p>',
  seoTitle: '',
  seoDescription: 'Reparación.',
};
const stored = storedPage({ es });

function render(id: string, sent: PageInput[], extra: MockLink.MockedResponse[] = []) {
  renderScreen(<PageEditor />, {
    at: `/admin/pages/${id}`,
    path: '/admin/pages/:id',
    routes: { '/admin/pages': <p>The pages list</p> },
    mocks: [
      ...extra,
      {
        request: {
          query: SavePageDocument,
          variables: (variables: { input: PageInput }) => {
            sent.push(variables.input);
            return true;
          },
        },
        result: { data: { savePage: stored } },
      },
      { request: { query: AdminPagesDocument }, result: { data: { pages: [] } }, maxUsageCount: 5 },
    ],
  });
}
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('PageEditor, Spanish section', () => {
  // The HTML mode's field (the spec's); the visual editor has its tests and the browser's.
  beforeEach(() => localStorage.setItem('pageEditorMode', 'html'));
  afterEach(() => localStorage.clear());

  it('saves a new page with its Spanish version, after asking for the Spanish title its Spanish content needs', async () => {
    const sent: PageInput[] = [];
    render('new', sent);
    const user = setupUser();
    await user.click(screen.getByLabelText('Page Title'));
    await user.paste('Water Heaters');
    expect(screen.getByText('http://localhost/es/paginas/water-heaters')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Content in Spanish (HTML)'));
    await user.paste('<p>Agua caliente.</p>');
    await user.click(screen.getByText('Publish'));
    expect(await screen.findByText('A Spanish version needs its Spanish title')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByLabelText('Spanish Title'));
    await user.paste('Calentadores');
    await user.click(screen.getByLabelText('Search Description in Spanish'));
    await user.paste('Reparación.');
    await user.click(screen.getByText('Publish'));
    expect(await screen.findByText('The pages list', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      title: 'Water Heaters',
      slug: 'water-heaters',
      es: { title: 'Calentadores', content: '<p>Agua caliente.</p>', seoTitle: '', seoDescription: 'Reparación.' },
    });
  });

  it("shows a page's Spanish version, and sends none once its title and content are emptied", async () => {
    const sent: PageInput[] = [];
    render('p1', sent, [
      { request: { query: AdminPageDocument, variables: { id: 'p1' } }, result: { data: { pageToEdit: stored } } },
      noRevisions,
    ]);
    const user = setupUser();
    expect(await screen.findByDisplayValue('Calentadores')).toBeInTheDocument();
    expect(screen.getByLabelText('Content in Spanish (HTML)')).toHaveValue('<p>Agua caliente.</p>');
    expect(screen.getByLabelText('Search Description in Spanish')).toHaveValue('Reparación.');
    await user.clear(screen.getByLabelText('Spanish Title'));
    await user.clear(screen.getByLabelText('Content in Spanish (HTML)'));
    await user.click(screen.getByText('Publish'));
    expect(await screen.findByText('The pages list', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('es');
  });
});
