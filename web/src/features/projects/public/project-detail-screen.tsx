import { Fragment } from 'react';
import { serviceAreaPath } from '@plumbing/shared';
import type { PublicProjectQuery } from '../../../gql/graphql';
import { PageLoading } from '../../../ui/status/page-loading';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { StatusScreen } from '../../../ui/status/status-screen';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useWords } from '../../../platform/i18n/words';
import { categoryLabel, formatCompletionDate, ownerText, type OwnerText } from '../project-format';
import { ProjectImage } from '../project-image';
import { Island } from '../../../platform/islands/island';
import { AppLink } from '../../../platform/navigation/navigation';
import { ProjectGallery, PublicProjectQueryDocument, useShownProjectId } from './project-gallery-island';
import { ButtonLink } from '../../../ui/controls/button-link';
import './projects.css';
import './project-detail-screen.css';

type Project = NonNullable<PublicProjectQuery['project']>;

/** The hero photo spans the content column (the gallery's thumbnails are a few to a row). */
const HERO_SIZES = '(min-width: 1024px) calc(100vw - 20rem), 100vw';

function BulletList({ items }: { items: OwnerText<readonly string[]> }) {
  return (
    <ul className="project-list" lang={items.lang}>
      {items.text.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * /projects/{id}: one project's story, facts and gallery (spec §2), the gallery being the page's island.
 * At /es/proyectos/{id} the page speaks Spanish: the project's Spanish version where the owner wrote
 * one, and their English words, marked as such, where not.
 */
export default function ProjectDetailScreen() {
  const t = useWords();
  const { data, error, loading } = usePageQuery(PublicProjectQueryDocument, { variables: { id: useShownProjectId() } });
  const project = data?.project;
  const title = project && ownerText(t.locale, project.title, project.es?.title).text;
  usePageTitle(title ?? (loading ? undefined : t('project.notFound')), { translated: Boolean(project?.es) });

  if (project) return <ProjectDetail project={project} />;
  if (loading) return <PageLoading label={t('project.loading')} />;
  return (
    <StatusScreen
      title={t('project.notFound')}
      message={error?.message || t('project.notFoundMessage')}
      actions={
        <ButtonLink to="/projects" className="button-primary">
          {t('project.backToProjects')}
        </ButtonLink>
      }
    />
  );
}

function ProjectDetail({ project }: { project: Project }) {
  const t = useWords();
  const { specifications: specs, projectDetails: story, es } = project;
  const shown = <T extends string | readonly string[]>(english: T, spanish: T | undefined) => ownerText(t.locale, english, spanish);
  const title = shown(project.title, es?.title);
  const description = shown(project.description, es?.description);
  const details = shown(project.details, es?.details);
  const facts = [
    { label: t('project.fact.completed'), value: { text: formatCompletionDate(project.completionDate, t) } },
    { label: t('project.fact.duration'), value: shown(specs.duration, es?.duration) },
    { label: t('project.fact.location'), value: shown(specs.location, es?.location) },
    { label: t('project.fact.type'), value: shown(project.type, es?.type) },
  ].filter((fact) => fact.value.text);
  const lists = [
    { title: t('project.highlights'), items: shown(project.highlights, es?.highlights) },
    { title: t('project.services'), items: shown(specs.services, es?.services) },
    { title: t('project.materials'), items: shown(specs.materials, es?.materials) },
  ].filter((list) => list.items.text.length > 0);

  return (
    <article className="project-detail">
      <header className="project-hero">
        <div className="project-hero-text">
          <AppLink to="/projects" className="project-back">
            {t('project.allProjects')}
          </AppLink>
          <p className="project-hero-meta">
            <span className="project-badge project-badge-light">{categoryLabel(project.category, t)}</span>
          </p>
          {t.locale !== 'en' && !es && <p className="project-language-note project-language-note-light">{t('project.englishNotice')}</p>}
          <h1 id="project-title" lang={title.lang}>
            {title.text}
          </h1>
          {description.text && (
            <p className="hero-lead" lang={description.lang}>
              {description.text}
            </p>
          )}
        </div>
        {project.picture && (
          <ProjectImage
            picture={project.picture}
            alt={title.text}
            lang={title.lang}
            sizes={HERO_SIZES}
            className="project-hero-image"
            priority
          />
        )}
      </header>

      <div className="section project-layout">
        <div className="project-story">
          {[
            { title: t('project.challenge'), text: shown(story.challenge, es?.challenge) },
            { title: t('project.solution'), text: shown(story.solution, es?.solution) },
            { title: t('project.outcome'), text: shown(story.outcome, es?.outcome) },
          ].map((part) => (
            <section key={part.title} className="project-part" aria-label={part.title}>
              <h2 className="project-part-title">{part.title}</h2>
              <p lang={part.text.lang}>{part.text.text}</p>
            </section>
          ))}
          {details.text && (
            <section className="project-part" aria-label={t('project.details')}>
              <h2 className="project-part-title">{t('project.details')}</h2>
              <p lang={details.lang}>{details.text}</p>
            </section>
          )}

          <Island name="project-gallery">
            <ProjectGallery />
          </Island>
        </div>

        <aside className="project-facts" aria-label={t('project.factsLabel')}>
          <dl className="project-fact-list">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd lang={fact.value.lang}>{fact.value.text}</dd>
              </div>
            ))}
          </dl>
          {lists.map((list) => (
            <Fragment key={list.title}>
              <h2 className="project-facts-title">{list.title}</h2>
              <BulletList items={list.items} />
            </Fragment>
          ))}
          {project.areaPage?.areaName && (
            <p className="project-area">
              <AppLink to={serviceAreaPath(project.areaPage.slug)}>{t('project.workIn', { area: project.areaPage.areaName })}</AppLink>
            </p>
          )}
        </aside>
      </div>

      <section className="section">
        <div className="card card-muted project-cta">
          <h2 className="card-title">{t('project.cta.title')}</h2>
          <p>{t('project.cta.text')}</p>
          <div className="button-row">
            <ButtonLink to="/contact" className="button-primary">
              {t('project.contact')}
            </ButtonLink>
            <ButtonLink to="/schedule" className="button-secondary">
              {t('project.schedule')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </article>
  );
}
