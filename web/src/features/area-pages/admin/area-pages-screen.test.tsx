import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminAreaPagesDocument, SaveAreaPageDocument, type AreaPageInput } from '../../../gql/graphql';
import { stubEditorLayout } from '../../../../test/prosemirror-layout';
import { renderScreen } from '../../../../test/render-screen';
import AreaPageEditor from './area-page-editor';
import AreaPagesScreen from './area-pages-screen';

// The introduction is written in the visual editor (issue #52).
beforeAll(stubEditorLayout);

const area = (name: string, slug: string) => ({ __typename: 'ServiceArea' as const, name, slug });
const BRANDON_INTRO = 'Brandon ranch houses still have polybutylene pipes. We replace them in a day.';
const brandonPage = {
  __typename: 'AreaPage' as const,
  id: 'p1',
  slug: 'brandon',
  areaName: 'Brandon',
  intro: BRANDON_INTRO,
  faq: [],
  published: true,
  indexable: false,
  updatedAt: '2026-03-01T15:00:00.000Z',
  es: null,
  projects: [],
};
const orphanPage = { ...brandonPage, id: 'p2', slug: 'seffner', areaName: null, published: false };

const loadMock = (areas: unknown[], areaPages: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminAreaPagesDocument },
  result: { data: { businessProfile: { __typename: 'BusinessProfile', serviceAreas: areas }, areaPages } },
  maxUsageCount: 5,
});
const AREAS = [area('Brandon', 'brandon'), area('Riverview', 'riverview')];
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('AreaPagesScreen (issue #42)', () => {
  it('lists each area with its page’s state, and the pages whose area is gone', async () => {
    renderScreen(<AreaPagesScreen />, { at: '/admin/area-pages', mocks: [loadMock(AREAS, [brandonPage, orphanPage])] });
    const list = await screen.findByRole('list', { name: 'Service areas' });
    expect(within(list).getByText('Published, noindex')).toBeInTheDocument();
    expect(within(list).getByText('No page yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit its page: Brandon')).toHaveAttribute('href', '/admin/area-pages/brandon');
    expect(screen.getByLabelText('Write its page: Riverview')).toHaveAttribute('href', '/admin/area-pages/riverview');
    expect(screen.getByRole('heading', { name: 'Pages whose area is gone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Delete the page /service-areas/seffner')).toBeInTheDocument();
  });

  it('says where to add areas when the profile has none, and says so when the list cannot be fetched', async () => {
    const { unmount } = renderScreen(<AreaPagesScreen />, { at: '/admin/area-pages', mocks: [loadMock([], [])] });
    expect(await screen.findByText('No service areas yet.')).toBeInTheDocument();
    unmount();
    renderScreen(<AreaPagesScreen />, {
      at: '/admin/area-pages',
      mocks: [{ request: { query: AdminAreaPagesDocument }, error: new Error('offline') }],
    });
    expect(await screen.findByText('Failed to fetch the area pages')).toBeInTheDocument();
  });
});

describe('AreaPageEditor (issue #42)', () => {
  const renderEditor = (mocks: MockLink.MockedResponse[]) =>
    renderScreen(<AreaPageEditor />, { at: '/admin/area-pages/riverview', path: '/admin/area-pages/:slug', mocks });

  it('shows the similarity to each other page and the sentences to rewrite as the owner types, and the server’s refusal above the buttons', async () => {
    const sent: AreaPageInput[] = [];
    const refusal = new GraphQLError('Not published: this page reads too much like the Brandon page (100% alike)', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
    renderEditor([
      loadMock(AREAS, [brandonPage]),
      {
        request: {
          query: SaveAreaPageDocument,
          variables: (variables: { input: AreaPageInput }) => {
            sent.push(variables.input);
            return true;
          },
        },
        result: { errors: [refusal] },
      },
    ]);
    const user = setupUser();
    const intro = await screen.findByLabelText('Introduction');
    await user.click(intro);
    await user.paste(BRANDON_INTRO.replaceAll('Brandon', 'Riverview'));
    const similarity = screen.getByRole('list', { name: 'Similarity to the other pages, in English' });
    await waitFor(() => expect(within(similarity).getByText('100% alike')).toBeInTheDocument());
    expect(within(similarity).getByText('Too alike: publishing is refused')).toBeInTheDocument();
    const toRewrite = screen.getByRole('list', { name: 'Sentences to rewrite, in English' });
    expect(within(toRewrite).getAllByText(/Riverview ranch houses|We replace them in a day/, { selector: 'mark' })).toHaveLength(2);
    expect(screen.getByText(/Publishing would be refused/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Not published: this page reads too much like the Brandon page (100% alike)')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      slug: 'riverview',
      published: true,
      intro: `<p>${BRANDON_INTRO.replaceAll('Brandon', 'Riverview')}</p>`,
      es: null,
    });
  });

  it('counts the Spanish version’s own words apart: the 150-word rule holds for each language (issue #51)', async () => {
    renderEditor([loadMock(AREAS, [brandonPage])]);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Introduction'));
    await user.paste(Array.from({ length: 40 }, (_, at) => `Riverview pipe number ${at + 1} was fixed.`).join(' '));
    await user.click(screen.getByLabelText('Introduction in Spanish'));
    await user.paste('Reparamos tuberías en Riverview desde 2017.');
    // A paragraph's whole text, its <strong> included.
    const paragraph = (pattern: RegExp) =>
      screen.findByText((_, element) => element?.tagName === 'P' && pattern.test(element.textContent ?? ''));
    expect(await paragraph(/^240 words of your own, 0 projects done in Riverview: indexed\.$/)).toBeInTheDocument();
    expect(
      await paragraph(
        /^The Spanish version: 6 words of its own: not indexed \(noindex\) until it has 150 words of its own or a project done there\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('keeps an introduction whose markup the visual editor would drop in HTML, saying what, and saves it whole', async () => {
    const intro = '<p>Our van in Riverview:</p><figure><img src="/van.jpg" alt="Van"></figure>';
    const sent: AreaPageInput[] = [];
    renderEditor([
      loadMock(AREAS, [{ ...brandonPage, id: 'p3', slug: 'riverview', areaName: 'Riverview', intro, published: false }]),
      {
        request: {
          query: SaveAreaPageDocument,
          variables: (variables: { input: AreaPageInput }) => {
            sent.push(variables.input);
            return true;
          },
        },
        result: { errors: [new GraphQLError('Stop here', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    const html = await screen.findByLabelText('Introduction (HTML)');
    expect(html).toHaveValue(intro);
    expect(screen.getByText('This introduction stays in HTML: the visual editor would drop its figures.')).toBeInTheDocument();
    // The Spanish one, empty, is written in the visual editor.
    expect(await screen.findByLabelText('Introduction in Spanish')).toHaveAttribute('contenteditable', 'true');

    await setupUser().click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ slug: 'riverview', intro }));
  });

  it('says so when its area is not in the profile', async () => {
    renderEditor([loadMock([area('Brandon', 'brandon')], [])]);
    expect(
      await screen.findByText('No service area of the business profile has the address /service-areas/riverview.'),
    ).toBeInTheDocument();
  });
});
