import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicProjectsDocument } from '../../../gql/graphql';
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
