import { useMemo, useState } from 'react';
import { ChangeCollection, type Locale, type MessageId } from '@plumbing/shared';
import { graphql } from '../../../gql';
import type { PublicProjectsQuery } from '../../../gql/graphql';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { useRefetchOnVisible } from '../../../platform/apollo/use-refetch-on-visible';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { PageLoading } from '../../../ui/status/page-loading';
import { Section } from '../../../ui/layout/section';
import { ScrollTable } from '../../../ui/layout/scroll-table';
import {
  categoryLabel,
  completionTime,
  formatCompletionDate,
  ownerText,
  PROJECT_CATEGORIES,
  type OwnerText,
  type ProjectCategory,
} from '../project-format';
import { AppLink } from '../../../platform/navigation/navigation';
import { ProjectCard } from './project-card';
import { useWords } from '../../../platform/i18n/words';
import './projects.css';

export const PublicProjectsQueryDocument = graphql(`
  query PublicProjects {
    projects {
      ...ProjectCardFields
      type
      tableOnly
      es {
        type
      }
    }
  }
`);

/** A project as the list shows it: its title, description and type in the page's language where the owner wrote them so (issue #41). */
type Project = Omit<PublicProjectsQuery['projects'][number], 'title' | 'description' | 'type' | 'es'> &
  Record<'title' | 'description' | 'type', OwnerText<string>>;

function shownProject({ es, ...project }: PublicProjectsQuery['projects'][number], locale: Locale): Project {
  return {
    ...project,
    title: ownerText(locale, project.title, es?.title),
    description: ownerText(locale, project.description, es?.description),
    type: ownerText(locale, project.type, es?.type),
  };
}
type SortKey = 'completionDate' | 'title' | 'category' | 'type';
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const FILTERS = ['All', ...PROJECT_CATEGORIES] as const;
const COLUMNS: Array<{ key: SortKey; label: MessageId }> = [
  { key: 'title', label: 'projects.column.name' },
  { key: 'category', label: 'projects.column.category' },
  { key: 'type', label: 'projects.column.type' },
  { key: 'completionDate', label: 'projects.column.date' },
];
/** Spec §2: newest completion first. */
const DEFAULT_SORT: Sort = { key: 'completionDate', direction: 'descending' };

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
  // By the words shown (the owner's titles and types), and the categories by their English names, whose Spanish ones sort the same.
  const words = (project: Project) => (key === 'category' ? project.category : project[key].text);
  return sign * words(a).localeCompare(words(b), 'en', { sensitivity: 'base' });
}

/**
 * The portfolio on /projects, the page's island (app/islands.ts): the cards with their category
 * filter, the sortable overview table, and both kept current while the page is open. Adopted at
 * the first press of one of its buttons, which the server renders ready to press (island-words.ts).
 * On a page in another language (/es/proyectos) a project's own words are its Spanish version's
 * where the owner wrote one, else their English, marked so.
 */
export function ProjectsPortfolio() {
  const t = useWords();
  const { data, error, refetch, refreshing } = usePageQuery(PublicProjectsQueryDocument, { variables: {} });
  useRefetchOnVisible(refetch);
  // A project saved or deleted anywhere shows up here at once.
  useDataChanged(ChangeCollection.projects, () => void refetch().catch(() => undefined));
  const [category, setCategory] = useState<(typeof FILTERS)[number]>('All');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);

  // Spec §8: a failed list shows the error and no projects.
  const projects = useMemo(() => (error ? [] : (data?.projects ?? []).map((project) => shownProject(project, t.locale))), [data, error, t]);
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
      <Section titleId="project-cards-title" title={t('projects.featuredTitle')}>
        {projects.some((project) => project.title.lang) && <p className="project-language-note">{t('projects.englishNotice')}</p>}
        <div className="category-filter" role="group" aria-label={t('projects.filterLabel')}>
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              className={`button ${category === filter ? 'button-primary' : 'button-secondary'}`}
              aria-pressed={category === filter}
              onClick={() => setCategory(filter)}
            >
              {filter === 'All' ? t('projects.category.all') : categoryLabel(filter, t)}
            </button>
          ))}
        </div>

        {error && (
          <div className="banner banner-error" role="alert">
            <p className="banner-title">{t('projects.failed')}</p>
            <p>{error.message || t('projects.unknownError')}</p>
            <button type="button" className="button button-secondary" onClick={() => void refetch().catch(() => undefined)}>
              {t('projects.tryAgain')}
            </button>
          </div>
        )}
        {loading && <PageLoading label={t('projects.loading')} />}
        {!loading && !error && cards.length === 0 && (
          <p className="empty-note">{category === 'All' ? t('projects.empty') : t('projects.emptyCategory', { category })}</p>
        )}
        {cards.length > 0 && (
          <ul className="project-cards">
            {cards.map((project, index) => (
              <ProjectCard key={project.id} project={project} priority={index === 0} />
            ))}
          </ul>
        )}
      </Section>

      <section className="section" aria-labelledby="project-table-title">
        <div className="section-heading-row">
          <h2 id="project-table-title" className="section-title">
            {t('projects.overviewTitle')}
          </h2>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void refetch().catch(() => undefined)}
            disabled={refreshing}
            aria-busy={refreshing}
          >
            {refreshing ? t('projects.refreshing') : t('projects.refresh')}
          </button>
        </div>
        <ScrollTable label={t('projects.tableLabel')} hint={t('projects.tableScrollHint')}>
          <table className="project-table">
            <thead>
              <tr>
                {COLUMNS.map(({ key, label }) => (
                  <th key={key} scope="col" aria-sort={sort.key === key ? sort.direction : 'none'}>
                    <button type="button" className="sort-button" onClick={() => toggleSort(key)}>
                      {t(label)}
                      <span aria-hidden="true" className="sort-mark">
                        {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((project) => (
                <tr key={project.id}>
                  <td lang={project.title.lang}>
                    <AppLink to={`/projects/${project.id}`}>{project.title.text}</AppLink>
                  </td>
                  <td>{categoryLabel(project.category, t)}</td>
                  <td lang={project.type.lang}>{project.type.text}</td>
                  <td>{formatCompletionDate(project.completionDate, t)}</td>
                </tr>
              ))}
              {!loading && rows.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} className="empty-note">
                    {t('projects.emptyTable')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </ScrollTable>
      </section>
    </>
  );
}
