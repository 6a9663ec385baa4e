import { useMemo, useState } from 'react';
import { ChangeCollection } from '@plumbing/shared';
import { graphql } from '../../../gql';
import type { PublicProjectsQuery } from '../../../gql/graphql';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { AppButton } from '../../../ui/controls/app-controls';
import { useRefetchOnVisible } from '../../../platform/apollo/use-refetch-on-visible';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { PageLoading } from '../../../ui/status/page-loading';
import { Section } from '../../../ui/layout/section';
import { completionTime, formatCompletionDate, PROJECT_CATEGORIES, type ProjectCategory } from '../project-format';
import { ProjectImage } from '../project-image';
import { AppLink } from '../../../platform/navigation/navigation';
import './projects.css';

export const PublicProjectsQueryDocument = graphql(`
  query PublicProjects {
    projects {
      id
      title
      description
      category
      type
      completionDate
      tableOnly
      picture {
        ...PictureFields
      }
    }
  }
`);

type Project = PublicProjectsQuery['projects'][number];
type SortKey = 'completionDate' | 'title' | 'category' | 'type';
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const FILTERS = ['All', ...PROJECT_CATEGORIES] as const;
const COLUMNS: Array<{ key: SortKey; label: string }> = [
  { key: 'title', label: 'Name' },
  { key: 'category', label: 'Category' },
  { key: 'type', label: 'Type' },
  { key: 'completionDate', label: 'Date' },
];
/** Spec §2: newest completion first. */
const DEFAULT_SORT: Sort = { key: 'completionDate', direction: 'descending' };
/** Cards are one column on phones, two on tablets, 20rem wide beside the sidebar. */
const CARD_SIZES = '(min-width: 1024px) 20rem, (min-width: 640px) 45vw, calc(100vw - 2.5rem)';

function compareProjects(a: Project, b: Project, { key, direction }: Sort): number {
  const sign = direction === 'ascending' ? 1 : -1;
  if (key === 'completionDate') {
    // Missing and unreadable dates sort last either way.
    const [ta, tb] = [completionTime(a.completionDate), completionTime(b.completionDate)].map((t) =>
      t === null || Number.isNaN(t) ? null : t,
    );
    if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
    return sign * (ta - tb);
  }
  return sign * a[key].localeCompare(b[key], 'en', { sensitivity: 'base' });
}

/**
 * The portfolio on /projects, the page's island (app/islands.tsx): the cards with their category
 * filter, the sortable overview table, and both kept current while the page is open.
 */
export function ProjectsPortfolio() {
  const { data, error, refetch, refreshing } = usePageQuery(PublicProjectsQueryDocument, { variables: {} });
  useRefetchOnVisible(refetch);
  // A project saved or deleted anywhere shows up here at once.
  useDataChanged(ChangeCollection.projects, () => void refetch().catch(() => undefined));
  const [category, setCategory] = useState<(typeof FILTERS)[number]>('All');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);

  // Spec §8: a failed list shows the error and no projects.
  const projects = useMemo(() => (error ? [] : (data?.projects ?? [])), [data, error]);
  const inCategory = useMemo(
    () => (category === 'All' ? projects : projects.filter((p) => p.category === (category as ProjectCategory))),
    [projects, category],
  );
  const cards = inCategory.filter((p) => !p.tableOnly);
  const rows = useMemo(() => [...inCategory].sort((a, b) => compareProjects(a, b, sort)), [inCategory, sort]);
  const loading = !data && !error;

  // The same column again flips the order; a new one starts newest-first for dates, A to Z otherwise.
  const toggleSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'completionDate' ? 'descending' : 'ascending' },
    );

  return (
    <>
      <Section titleId="project-cards-title" title="Featured Work">
        <div className="category-filter" role="group" aria-label="Filter projects by category">
          {FILTERS.map((filter) => (
            <AppButton
              key={filter}
              type="button"
              className={`button ${category === filter ? 'button-primary' : 'button-secondary'}`}
              aria-pressed={category === filter}
              onClick={() => setCategory(filter)}
            >
              {filter}
            </AppButton>
          ))}
        </div>

        {error && (
          <div className="banner banner-error" role="alert">
            <p className="banner-title">Failed to fetch projects</p>
            <p>{error.message || 'Unknown error occurred'}</p>
            <button type="button" className="button button-secondary" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </button>
          </div>
        )}
        {loading && <PageLoading label="Loading projects…" />}
        {!loading && !error && cards.length === 0 && (
          <p className="empty-note">
            {category === 'All' ? 'Our latest projects will appear here soon.' : `No ${category.toLowerCase()} projects to show yet.`}
          </p>
        )}
        {cards.length > 0 && (
          <ul className="project-cards">
            {cards.map((project, index) => (
              <li key={project.id} className="project-card">
                <ProjectImage
                  picture={project.picture}
                  alt={project.title}
                  sizes={CARD_SIZES}
                  className="project-card-image"
                  priority={index === 0}
                />
                <div className="project-card-body">
                  <p className="project-card-meta">
                    <span className="project-badge">{project.category}</span> {formatCompletionDate(project.completionDate)}
                  </p>
                  <h3 className="project-card-title">
                    <AppLink to={`/projects/${project.id}`} className="project-card-link">
                      {project.title}
                    </AppLink>
                  </h3>
                  <p className="project-card-text">{project.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <section className="section" aria-labelledby="project-table-title">
        <div className="section-heading-row">
          <h2 id="project-table-title" className="section-title">
            Project Overview
          </h2>
          <AppButton
            type="button"
            className="button button-secondary"
            onClick={() => void refetch().catch(() => undefined)}
            disabled={refreshing}
            aria-busy={refreshing}
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </AppButton>
        </div>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Project overview table">
          <table className="project-table">
            <thead>
              <tr>
                {COLUMNS.map(({ key, label }) => (
                  <th key={key} scope="col" aria-sort={sort.key === key ? sort.direction : 'none'}>
                    <AppButton type="button" className="sort-button" onClick={() => toggleSort(key)}>
                      {label}
                      <span aria-hidden="true" className="sort-mark">
                        {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </AppButton>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((project) => (
                <tr key={project.id}>
                  <td>
                    <AppLink to={`/projects/${project.id}`}>{project.title}</AppLink>
                  </td>
                  <td>{project.category}</td>
                  <td>{project.type}</td>
                  <td>{formatCompletionDate(project.completionDate)}</td>
                </tr>
              ))}
              {!loading && rows.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} className="empty-note">
                    No projects to show.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
