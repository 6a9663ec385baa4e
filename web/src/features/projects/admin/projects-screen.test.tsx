import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AdminProjectsDocument,
  DeleteProjectDocument,
  ProjectServiceAreasDocument,
  SaveProjectDocument,
  type ProjectInput,
} from '../../../gql/graphql';
import type { AdminProject } from './projects-form';
import ProjectsAdminScreen from './projects-screen';
import { renderScreen } from '../../../../test/render-screen';

const project = (id: string, title: string, category: string, overrides: Partial<AdminProject> = {}) => ({
  __typename: 'Project' as const,
  id,
  title,
  description: `About ${title}`,
  category,
  image: 'https://example.com/photo.jpg',
  imageUrl: 'https://example.com/photo.jpg',
  completionDate: '2025-06-22',
  highlights: [],
  type: 'Repair',
  details: '',
  tableOnly: false,
  specifications: { __typename: 'ProjectSpecifications' as const, duration: '1 day', location: 'Tampa', services: [], materials: [] },
  projectDetails: { __typename: 'ProjectDetails' as const, challenge: 'Leak', solution: 'Fix', outcome: 'Dry' },
  gallery: [],
  picture: { __typename: 'ResponsiveImage' as const, src: 'https://example.com/photo.jpg', srcset: null, width: null, height: null },
  es: null,
  serviceArea: null,
  ...overrides,
});

const PROJECTS = [project('p1', 'Office restroom', 'Commercial'), project('p2', 'Attic water heater', 'Residential', { tableOnly: true })];
const listMock = (projects: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminProjectsDocument },
  result: { data: { projects } },
  maxUsageCount: 5,
});

/** The business profile's areas, which the editor offers (issue #42). */
const areasMock: MockLink.MockedResponse = {
  request: { query: ProjectServiceAreasDocument },
  result: {
    data: {
      businessProfile: {
        __typename: 'BusinessProfile',
        serviceAreas: [
          { __typename: 'ServiceArea', name: 'Brandon', slug: 'brandon' },
          { __typename: 'ServiceArea', name: 'Riverview', slug: 'riverview' },
        ],
      },
    },
  },
  maxUsageCount: 10,
};

const renderWith = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(<ProjectsAdminScreen />, { at: '/admin/projects', mocks: [...mocks, areasMock] });

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const findPrompt = () =>
  waitFor(() => {
    const prompt = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!prompt) throw new Error('no confirmation prompt');
    return prompt;
  });

describe('ProjectsAdminScreen', () => {
  it('shows the empty state when there are no projects', async () => {
    renderWith([listMock([])]);
    expect(await screen.findByText('No projects found. Create a new project to get started.')).toBeInTheDocument();
    expect(screen.getByText('Projects Management')).toBeInTheDocument();
  });

  it('lists the projects and searches title or category, ignoring case', async () => {
    renderWith([listMock(PROJECTS)]);
    const row = (await screen.findByText('Office restroom')).closest('tr')!;
    expect(within(row).getByText('Cards & Table')).toBeInTheDocument();
    expect(within(row).getByText('Jun 22, 2025')).toBeInTheDocument();
    expect(within(screen.getByText('Attic water heater').closest('tr')!).getByText('Table Only')).toBeInTheDocument();

    const user = setupUser();
    await user.type(screen.getByPlaceholderText('Search projects...'), 'RESIDENT');
    await waitFor(() => expect(screen.queryByText('Office restroom')).not.toBeInTheDocument());
    expect(screen.getByText('Attic water heater')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search projects...'));
    await user.type(screen.getByPlaceholderText('Search projects...'), 'restroom');
    await waitFor(() => expect(screen.queryByText('Attic water heater')).not.toBeInTheDocument());
  });

  it('asks before deleting and reports a failed delete with the spec alert', async () => {
    renderWith([listMock(PROJECTS), { request: { query: DeleteProjectDocument, variables: { id: 'p1' } }, error: new Error('offline') }]);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Delete Office restroom'));
    const prompt = await findPrompt();
    expect(
      within(prompt).getByText('Are you sure you want to delete this project?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    await user.click(within(prompt).getByText('Delete'));
    expect(await screen.findByText('Error deleting project. Please try again.')).toBeInTheDocument();
  });

  it('keeps the editor and what was typed when the page beside it is clicked', async () => {
    renderWith([listMock(PROJECTS)]);
    const user = setupUser();
    await user.click(await screen.findByText('Add New Project'));
    await user.type(screen.getByLabelText('Title', { selector: 'input' }), 'Half-typed title');
    await user.click(document.querySelector('.ant-modal-wrap')!);
    expect(screen.getByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveValue('Half-typed title');
  });

  it('shows every empty required field’s spec §5 message beside it, and focuses the first, on its tab (issue #51)', async () => {
    renderWith([listMock(PROJECTS)]);
    const user = setupUser();
    await user.click(await screen.findByText('Add New Project'));
    await user.click(await screen.findByText('Save Project'));
    for (const message of [
      'Title is required',
      'Description is required',
      'Type is required',
      'Completion date is required',
      'Image is required',
      'Duration is required',
      'Outcome is required',
    ]) {
      expect(await screen.findByText(message, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveFocus());
  });

  it('no longer blocks a save silently: names the empty Project Details fields and opens that tab at the first (issue #51)', async () => {
    const sent: unknown[] = [];
    // Saved before these were required, say: its Basic Info is whole.
    const unfinished = project('p1', 'Office restroom', 'Commercial', {
      specifications: { duration: '', location: 'Tampa', services: [], materials: [] },
      projectDetails: { challenge: 'Leak', solution: 'Fix', outcome: ' ' },
    });
    renderWith([
      listMock([unfinished]),
      { request: { query: SaveProjectDocument, variables: (variables: unknown) => Boolean(sent.push(variables)) }, result: { data: null } },
    ]);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Edit Office restroom'));
    await user.click(screen.getByText('Save Project'));

    const missing = (await screen.findByText(/^Fill in what is missing/)).closest<HTMLElement>('[role="alert"]')!;
    expect(missing).toHaveTextContent('Fill in what is missing to save: Duration, Outcome (Project Details)');
    expect(screen.getByRole('tab', { name: 'Project Details' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText('Duration')).toHaveFocus());
    expect(screen.getByText('Duration is required', { selector: '.ant-form-item-explain-error' })).toBeVisible();
    expect(screen.getByText('Outcome is required', { selector: '.ant-form-item-explain-error' })).toBeVisible();
    // Each name in the list leads to its field.
    await user.click(within(missing).getByText('Outcome'));
    await waitFor(() => expect(screen.getByLabelText('Outcome')).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('shows the server refusal of a date beside the field, with the spec alert', async () => {
    const refusal = new GraphQLError('Argument Validation Error', {
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [
          {
            property: 'completionDate',
            constraints: { completionDate: 'Completion date must be a real date, e.g. 06/22/2025 or 2025-06-22' },
          },
        ],
      },
    });
    renderWith([listMock(PROJECTS), { request: { query: SaveProjectDocument, variables: () => true }, result: { errors: [refusal] } }]);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Edit Office restroom'));
    const date = await screen.findByLabelText('Completion Date');
    expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveValue('Office restroom');
    await user.clear(date);
    await user.type(date, '02/30/2025');
    await user.click(screen.getByText('Save Project'));
    expect(
      await screen.findByText('Completion date must be a real date, e.g. 06/22/2025 or 2025-06-22', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error saving project. Please try again.')).toBeInTheDocument();
  });
});

describe("ProjectsAdminScreen, the editor's Spanish version (issue #41)", () => {
  const SPANISH = {
    __typename: 'ProjectTranslation' as const,
    title: 'Aseos de oficina',
    description: 'Aseos rehechos.',
    type: '',
    details: '',
    duration: '1 día',
    location: '',
    challenge: '',
    solution: '',
    outcome: '',
    highlights: [],
    services: ['Fontanería'],
    materials: [],
  };
  /** The list, and a save that records what it was sent. */
  const renderSaving = (
    projects: unknown[],
    sent: ProjectInput[],
    answer: MockLink.MockedResponse['result'] = { data: { saveProject: { id: 'p1' } } },
  ) =>
    renderWith([
      listMock(projects),
      {
        request: {
          query: SaveProjectDocument,
          variables: (variables: { input: ProjectInput }) => {
            sent.push(variables.input);
            return true;
          },
        },
        result: answer,
      },
    ]);

  it("shows a project's Spanish version under its details, and saves what the owner changes there", async () => {
    const sent: ProjectInput[] = [];
    renderSaving([project('p1', 'Office restroom', 'Commercial', { es: SPANISH })], sent);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Edit Office restroom'));
    await user.click(screen.getByRole('tab', { name: 'Project Details' }));
    const section = screen.getByRole('region', { name: 'Spanish version' });
    expect(within(section).getByText('http://localhost/es/proyectos/p1')).toBeInTheDocument();
    expect(within(section).getByLabelText('Spanish Title')).toHaveValue('Aseos de oficina');
    expect(within(section).getByLabelText('Spanish Title')).toHaveAttribute('lang', 'es');
    expect(within(section).getByLabelText('Description in Spanish')).toHaveValue('Aseos rehechos.');
    expect(within(section).getByLabelText('Spanish Service 1')).toHaveValue('Fontanería');

    await user.type(within(section).getByLabelText('Outcome in Spanish'), 'Todo seco');
    await user.click(within(section).getByRole('button', { name: /Add Spanish Highlight/ }));
    await user.type(within(section).getByLabelText('Spanish Highlight 1'), 'En un día');
    await user.click(screen.getByText('Save Project'));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { __typename, details, ...sentBack } = SPANISH;
    expect(sent[0].title).toBe('Office restroom');
    expect(sent[0].es).toEqual({ ...sentBack, outcome: 'Todo seco', highlights: ['En un día'] });
  });

  it('saves the service area the project was done in, one of the profile’s (issue #42)', async () => {
    const sent: ProjectInput[] = [];
    renderSaving([project('p1', 'Office restroom', 'Commercial', { serviceArea: 'riverview' })], sent);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Edit Office restroom'));
    await user.click(screen.getByRole('tab', { name: 'Project Details' }));
    expect(await screen.findByTitle('Riverview')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Service area'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Brandon"]')).not.toBeNull());
    await user.click(document.querySelector('.ant-select-item-option[title="Brandon"]')!);
    await user.click(screen.getByText('Save Project'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].serviceArea).toBe('brandon');
  });

  it('asks for the Spanish title a Spanish text needs before saving, beside the Spanish title on the Project Details tab', async () => {
    const sent: ProjectInput[] = [];
    renderSaving([project('p1', 'Office restroom', 'Commercial')], sent);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Edit Office restroom'));
    await user.click(screen.getByRole('tab', { name: 'Project Details' }));
    await user.type(screen.getByLabelText('Challenge in Spanish'), 'Una fuga');
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await user.click(screen.getByText('Save Project'));
    expect(
      await screen.findByText('A Spanish version needs its Spanish title', { selector: '.ant-form-item-explain-error' }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Project Details' })).toHaveAttribute('aria-selected', 'true');
    expect(sent).toEqual([]);
  });

  it("sends no Spanish version for a project with none, and shows the server's refusal of one beside the Spanish title", async () => {
    const sent: ProjectInput[] = [];
    // As the server words a DomainError of the field es.title.
    const refusal = new GraphQLError('A Spanish version needs its Spanish title', {
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [{ property: 'es.title', constraints: { 'es.title': 'A Spanish version needs its Spanish title' } }],
      },
    });
    renderSaving([project('p1', 'Office restroom', 'Commercial')], sent, { errors: [refusal] });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Edit Office restroom'));
    await user.click(screen.getByText('Save Project'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('es');
    expect(
      await screen.findByText('A Spanish version needs its Spanish title', { selector: '.ant-form-item-explain-error' }),
    ).toBeVisible();
    // Not the English title's.
    expect(screen.getByLabelText('Title', { selector: 'input' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
