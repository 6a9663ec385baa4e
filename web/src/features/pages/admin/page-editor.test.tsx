import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AuthMessages } from '@plumbing/shared';
import { AdminPageDocument, AdminPagesDocument, SavePageDocument, SavePageDraftDocument, type PageInput } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import PageEditor from './page-editor';
import { noRevisions, robots, social, storedPage } from './page-editor.fixtures';

const stored = storedPage(
  {},
  {
    title: 'Water heater repair',
    description: 'Repairs.',
    keywords: ['heaters', 'tanks'],
    robots: { __typename: 'PageRobots' as const, ...robots, noindex: true },
  },
);

const listMock: MockLink.MockedResponse = { request: { query: AdminPagesDocument }, result: { data: { pages: [] } }, maxUsageCount: 5 };

/** A save mock that records what was sent. */
function saveMock(answer: Partial<MockLink.MockedResponse>, sent: PageInput[]): MockLink.MockedResponse {
  return {
    request: {
      query: SavePageDocument,
      variables: (variables: { input: PageInput }) => {
        sent.push(variables.input);
        return true;
      },
    },
    ...answer,
  };
}

function renderEditor(id: string, mocks: MockLink.MockedResponse[]) {
  renderScreen(<PageEditor />, {
    at: `/admin/pages/${id}`,
    path: '/admin/pages/:id',
    routes: { '/admin/pages': <p>The pages list</p> },
    mocks,
  });
}

// Checking pointer-events computes styles up the tree: slow over antd's injected styles in jsdom.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

// Role queries are slow over antd's large DOM under jsdom: these tests find by label and text.
describe('PageEditor', () => {
  it('derives the slug from the title of a new page, shows its address and requires a title', async () => {
    renderEditor('new', []);
    const user = setupUser();
    await user.click(screen.getByText('Publish'));
    expect(await screen.findByText('Page title is required')).toBeInTheDocument();
    expect(screen.getByText('Page URL slug is required')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Page Title'));
    await user.paste('Drains & Sewers!');
    expect(screen.getByLabelText('URL Slug')).toHaveValue('drains-sewers');
    expect(screen.getByText('http://localhost/pages/drains-sewers')).toBeInTheDocument();

    // Typed by hand: cleaned, and no longer following the title.
    await user.clear(screen.getByLabelText('URL Slug'));
    await user.click(screen.getByLabelText('URL Slug'));
    await user.paste('My Drains_');
    expect(screen.getByLabelText('URL Slug')).toHaveValue('mydrains');
    await user.click(screen.getByLabelText('Page Title'));
    await user.paste(' Tampa');
    expect(screen.getByLabelText('URL Slug')).toHaveValue('mydrains');
  });

  it('blocks saving while the schema is not JSON, clears that message on edit, then saves and returns to the list', async () => {
    const sent: PageInput[] = [];
    renderEditor('new', [saveMock({ result: { data: { savePage: { ...stored, id: 'p2' } } } }, sent), listMock]);
    const user = setupUser();
    await user.click(screen.getByLabelText('Page Title'));
    await user.paste('Drain Cleaning');
    // The SEO tab is drawn once the browser is idle after the editor opens.
    await user.click(await screen.findByLabelText('Meta Keywords'));
    await user.paste('drains, , sewer ');
    await user.click(screen.getByText('noarchive'));
    await user.click(screen.getByLabelText('JSON-LD Schema Markup'));
    await user.paste('{"@type": ');
    await user.click(screen.getByText('Publish'));
    expect(await screen.findByText('Invalid JSON schema format')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('JSON-LD Schema Markup'));
    await waitFor(() => expect(screen.queryByText('Invalid JSON schema format')).not.toBeInTheDocument());
    await user.paste('{"@type": "Service"}');
    await user.click(screen.getByText('Publish'));
    // Saving, the list refetch and the navigation take a while in jsdom on a busy machine.
    expect(await screen.findByText('The pages list', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: undefined,
        expectedUpdatedAt: null,
        title: 'Drain Cleaning',
        slug: 'drain-cleaning',
        content: '',
        type: 'page',
        seo: {
          title: '',
          description: '',
          keywords: ['drains', 'sewer'],
          canonicalUrl: '',
          redirectUrl: '',
          schema: '{"@type": "Service"}',
          robots: { ...robots, noarchive: true },
          social,
        },
      },
    ]);
  });

  it('loads a page whose slug stays when its title changes (spec §4), and shows the server refusal beside the field', async () => {
    const sent: PageInput[] = [];
    const refusal = new GraphQLError('Another page already uses this URL slug', {
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [{ property: 'slug', constraints: { slug: 'Another page already uses this URL slug' } }],
      },
    });
    renderEditor('p1', [
      { request: { query: AdminPageDocument, variables: { id: 'p1' } }, result: { data: { pageToEdit: stored } } },
      noRevisions,
      saveMock({ result: { errors: [refusal] } }, sent),
    ]);
    const user = setupUser();
    expect(await screen.findByDisplayValue('Water Heaters')).toBeInTheDocument();
    expect(await screen.findByLabelText('Meta Keywords')).toHaveValue('heaters, tanks');
    expect(screen.getByLabelText(/noindex/)).toBeChecked();

    // A loaded page's slug counts as manual, even where it equals the one derived from the title.
    await user.click(screen.getByLabelText('Page Title'));
    await user.paste(' in Tampa');
    expect(screen.getByLabelText('URL Slug')).toHaveValue('water-heaters');
    await user.click(screen.getByText('Publish'));
    expect(await screen.findByText('Failed to save page. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Another page already uses this URL slug')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      id: 'p1',
      expectedUpdatedAt: stored.updatedAt,
      title: 'Water Heaters in Tampa',
      slug: 'water-heaters',
      seo: { keywords: ['heaters', 'tanks'], robots: { ...robots, noindex: true } },
    });
  });

  it('a press before the other tabs are drawn (they wait for the browser to be idle) sends what they hold', async () => {
    // A browser that is never idle: the SEO, Social and Advanced tabs stay undrawn.
    Object.assign(window, { requestIdleCallback: () => 1, cancelIdleCallback: () => undefined });
    try {
      const sent: PageInput[] = [];
      renderEditor('p1', [
        { request: { query: AdminPageDocument, variables: { id: 'p1' } }, result: { data: { pageToEdit: stored } } },
        noRevisions,
        saveMock({ error: new Error('Failed to fetch') }, sent),
      ]);
      const user = setupUser();
      expect(await screen.findByDisplayValue('Water Heaters')).toBeInTheDocument();
      expect(screen.queryByLabelText('Meta Keywords')).toBeNull();
      await user.click(screen.getByText('Publish'));
      expect(await screen.findByText('Failed to save page. Please try again.')).toBeInTheDocument();
      expect(sent[0]).toMatchObject({
        title: 'Water Heaters',
        seo: {
          title: 'Water heater repair',
          description: 'Repairs.',
          keywords: ['heaters', 'tanks'],
          robots: { ...robots, noindex: true },
        },
      });
    } finally {
      cleanup(); // unmounted while the stand-ins are there
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('a save that gets no answer (offline, a dropped connection) says it failed and keeps what was typed', async () => {
    renderEditor('new', [saveMock({ error: new Error('Failed to fetch') }, [])]);
    const user = setupUser();
    await user.click(screen.getByLabelText('Page Title'));
    await user.paste('Anything');
    await user.click(screen.getByText('Publish'));
    expect(await screen.findByText('Failed to save page. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Page Title')).toHaveValue('Anything');
    expect(screen.getByText('Publish').closest('button')).toBeEnabled();
  });

  it('tries an autosave the server cannot do just now (its database down) again by itself, saying why in its words', async () => {
    const unavailable = new GraphQLError(AuthMessages.cannotCheckNow, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    renderEditor('p1', [
      { request: { query: AdminPageDocument, variables: { id: 'p1' } }, result: { data: { pageToEdit: stored } } },
      noRevisions,
      { request: { query: SavePageDraftDocument, variables: () => true }, result: { errors: [unavailable] } },
    ]);
    const user = setupUser();
    expect(await screen.findByDisplayValue('Water Heaters')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Page Title'));
    await user.paste(' in Tampa');
    expect(
      await screen.findByText(`Not saved — ${AuthMessages.cannotCheckNow} Retrying in 5 s. Your edits stay here.`, {}, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('says so when the page cannot be fetched', async () => {
    renderEditor('p9', [{ request: { query: AdminPageDocument, variables: { id: 'p9' } }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByText('Failed to fetch page with ID p9')).toBeInTheDocument();
  });
});
