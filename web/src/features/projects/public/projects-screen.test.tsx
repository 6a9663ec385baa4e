import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator, es } from '@plumbing/shared';
import { PublicProjectsDocument } from '../../../gql/graphql';
import { WordsProvider } from '../../../platform/i18n/words';
import ProjectsScreen from './projects-screen';
import { renderScreen } from '../../../../test/render-screen';

const picture = {
  __typename: 'ResponsiveImage',
  src: '/uploads/p/main-image/abc-960w.webp',
  srcset: '/uploads/p/main-image/abc-480w.webp 480w, /uploads/p/main-image/abc-960w.webp 960w',
  width: 1200,
  height: 800,
};
const project = (id: string, title: string, category: string, completionDate: string, overrides = {}) => ({
  __typename: 'Project',
  id,
  title,
  description: `About ${title}`,
  category,
  type: 'Repair',
  completionDate,
  tableOnly: false,
  picture,
  es: null,
  ...overrides,
});

const PROJECTS = [
  project('1', 'Office restroom', 'Commercial', '2024-03-01', { type: 'Remodel' }),
  project('2', 'Burst pipe', 'Emergency', '2025-01-15'),
  project('3', 'Backflow test', 'Commercial', '2025-06-01', { tableOnly: true, picture: null }),
  project('4', 'Old record', 'Residential', 'sometime'),
  project('5', 'Undated job', 'Residential', ''),
];

const listMock = (answer: MockLink.MockedResponse['result'] | Error): MockLink.MockedResponse => ({
  request: { query: PublicProjectsDocument },
  ...(answer instanceof Error ? { error: answer } : { result: answer }),
});

const renderWith = (mocks: MockLink.MockedResponse[]) => renderScreen(<ProjectsScreen />, { at: '/projects', mocks });

/** A table row's cells: each one's text and language. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => [cell.textContent, cell.getAttribute('lang')]);

const tableTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('ProjectsScreen', () => {
  it('shows cards for all but table-only projects, each image with srcset, sizes and its size', async () => {
    renderWith([listMock({ data: { projects: PROJECTS } })]);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Office restroom',
      'Burst pipe',
      'Old record',
      'Undated job',
    ]);
    const image = within(cards[0]).getByRole('img', { name: 'Office restroom' });
    expect(image).toHaveAttribute('srcset', picture.srcset);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(within(cards[1]).getByRole('link', { name: 'Burst pipe' })).toHaveAttribute('href', '/projects/2');
  });

  it('sorts the overview by completion date, newest first, with unreadable and missing dates last; headers re-sort', async () => {
    renderWith([listMock({ data: { projects: PROJECTS } })]);
    await screen.findByText('Backflow test');
    expect(tableTitles()).toEqual(['Backflow test', 'Burst pipe', 'Office restroom', 'Old record', 'Undated job']);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Invalid Date')).toBeInTheDocument();
    expect(within(table).getByText('No date')).toBeInTheDocument();
    expect(within(table).getByText('Jun 1, 2025')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(tableTitles()).toEqual(['Backflow test', 'Burst pipe', 'Office restroom', 'Old record', 'Undated job']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(tableTitles()).toEqual(['Undated job', 'Old record', 'Office restroom', 'Burst pipe', 'Backflow test']);
    await userEvent.click(within(table).getByRole('button', { name: /Type/ }));
    expect(tableTitles()[0]).toBe('Office restroom'); // Remodel before Repair
  });

  it('filters cards and table by category', async () => {
    renderWith([listMock({ data: { projects: PROJECTS } })]);
    await screen.findByText('Backflow test');
    await userEvent.click(screen.getByRole('button', { name: 'Commercial' }));
    expect(screen.getByRole('button', { name: 'Commercial' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(tableTitles()).toEqual(['Backflow test', 'Office restroom']);
    await userEvent.click(screen.getByRole('button', { name: 'Emergency' }));
    expect(tableTitles()).toEqual(['Burst pipe']);
  });

  it('says so when the list cannot be fetched, and shows no projects', async () => {
    renderWith([listMock(new Error('Failed to fetch'))]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch projects');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});

describe('ProjectsScreen in Spanish (issue #41)', () => {
  const renderSpanish = (mocks: MockLink.MockedResponse[]) =>
    renderScreen(
      <WordsProvider value={createTranslator('es', es)}>
        <ProjectsScreen />
      </WordsProvider>,
      { at: '/es/proyectos', mocks },
    );

  it("frames the owner's English projects in Spanish: headings, filters, categories, dates, links to the Spanish project pages", async () => {
    renderSpanish([listMock({ data: { projects: PROJECTS } })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros proyectos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando proyectos…');
    await screen.findByText('Backflow test');
    expect(screen.getByText('Los proyectos están descritos en inglés.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trabajos destacados' })).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtrar proyectos por categoría' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Todos', 'Comercial', 'Residencial', 'Emergencia']);

    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]).getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(within(cards[0]).getByRole('link', { name: 'Office restroom' })).toHaveAttribute('href', '/es/proyectos/1');
    expect(within(cards[0]).getByRole('img', { name: 'Office restroom' })).toHaveAttribute('lang', 'en');
    expect(within(cards[0]).getByText('About Office restroom')).toHaveAttribute('lang', 'en');
    expect(within(cards[0]).getByText('Comercial')).toHaveClass('project-badge');
    expect(cards[0]).toHaveTextContent('1 mar 2024');

    expect(screen.getByRole('heading', { name: 'Resumen de proyectos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Tabla de resumen de proyectos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre↕', 'Categoría↕', 'Tipo↕', 'Fecha▼']);
    const backflow = within(table).getAllByRole('row')[1];
    expect(cellsOf(backflow)).toEqual([
      ['Backflow test', 'en'],
      ['Comercial', null],
      ['Repair', 'en'],
      ['1 jun 2025', null],
    ]);
    expect(within(table).getByText('Fecha no válida')).toBeInTheDocument();
    expect(within(table).getByText('Sin fecha')).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Emergencia' }));
    expect(tableTitles()).toEqual(['Burst pipe']);
    expect(screen.getByRole('heading', { name: '¿Tiene un proyecto en mente?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contáctenos' }).map((link) => link.getAttribute('href'))).toEqual([
      '/es/contacto',
      '/es/contacto',
    ]);
  });

  it("shows a project's Spanish title, description and type where the owner wrote them, unmarked, and sorts by the words shown", async () => {
    const spanish = { __typename: 'ProjectTranslation', title: 'Aseos de oficina', description: 'Aseos rehechos', type: '' };
    renderSpanish([listMock({ data: { projects: [{ ...PROJECTS[0], es: spanish }, PROJECTS[1]] } })]);
    const [translated, english] = await screen.findAllByRole('listitem');
    expect(within(translated).getByRole('heading')).not.toHaveAttribute('lang');
    expect(within(translated).getByRole('link', { name: 'Aseos de oficina' })).toHaveAttribute('href', '/es/proyectos/1');
    expect(within(translated).getByRole('img', { name: 'Aseos de oficina' })).not.toHaveAttribute('lang');
    expect(within(translated).getByText('Aseos rehechos')).not.toHaveAttribute('lang');
    expect(within(english).getByRole('heading')).toHaveAttribute('lang', 'en');
    // One project is still in English only: the notice stays.
    expect(screen.getByText('Los proyectos están descritos en inglés.')).toBeInTheDocument();

    const table = screen.getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /Nombre/ }));
    expect(tableTitles()).toEqual(['Aseos de oficina', 'Burst pipe']);
    const row = within(table).getAllByRole('row')[1];
    expect(cellsOf(row)).toEqual([
      ['Aseos de oficina', null],
      ['Comercial', null],
      // No Spanish type: the owner's English, marked.
      ['Remodel', 'en'],
      ['1 mar 2024', null],
    ]);
  });

  it('shows no English notice when every project has a Spanish version', async () => {
    const spanish = { __typename: 'ProjectTranslation', title: 'Tubería reventada', description: '', type: 'Reparación' };
    renderSpanish([listMock({ data: { projects: [{ ...PROJECTS[1], es: spanish }] } })]);
    await screen.findAllByText('Tubería reventada');
    expect(screen.queryByText('Los proyectos están descritos en inglés.')).not.toBeInTheDocument();
    expect(screen.getByText('About Burst pipe')).toHaveAttribute('lang', 'en');
  });

  it('says in Spanish when there is nothing to show', async () => {
    renderSpanish([listMock({ data: { projects: [PROJECTS[1]] } })]);
    await screen.findAllByText('Burst pipe');
    await userEvent.click(screen.getByRole('button', { name: 'Comercial' }));
    expect(screen.getByText('Todavía no hay proyectos comerciales que mostrar.')).toBeInTheDocument();
    expect(screen.getByText('No hay proyectos que mostrar.')).toBeInTheDocument();
  });

  it('says so in Spanish when the list cannot be fetched', async () => {
    renderSpanish([listMock(new Error('Failed to fetch'))]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los proyectos');
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});

describe('ProjectsScreen in English', () => {
  it('marks no language, shows no notice and says when a category has nothing to show', async () => {
    renderWith([listMock({ data: { projects: [PROJECTS[1]] } })]);
    await screen.findAllByText('Burst pipe');
    expect(document.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText(/described in English/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Commercial' }));
    expect(screen.getByText('No commercial projects to show yet.')).toBeInTheDocument();
  });
});
