import type { PublicProjectQuery } from '../../../gql/graphql';
import { PageLoading } from '../../../ui/status/page-loading';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { StatusScreen } from '../../../ui/status/status-screen';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useWords } from '../../../platform/i18n/words';
import { categoryLabel, formatCompletionDate } from '../project-format';
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

function BulletList({ items, lang }: { items: string[]; lang?: string }) {
  return (
    <ul className="project-list" lang={lang}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * /projects/{id}: one project's story, facts and gallery (spec §2), the gallery being the page's island.
 * At /es/proyectos/{id} the page speaks Spanish around the owner's English words, marked as such.
 */
export default function ProjectDetailScreen() {
  const t = useWords();
  const { data, error, loading } = usePageQuery(PublicProjectQueryDocument, { variables: { id: useShownProjectId() } });
  const project = data?.project;
  usePageTitle(project?.title ?? (loading ? undefined : t('project.notFound')));

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
  // The language of the owner's words when it is not the page's (issue #41: projects are not translated yet).
  const ownerLang = t.locale === 'en' ? undefined : 'en';
  const { specifications: specs, projectDetails: story } = project;
  const facts = [
    { label: t('project.fact.completed'), value: formatCompletionDate(project.completionDate, t) },
    { label: t('project.fact.duration'), value: specs.duration, lang: ownerLang },
    { label: t('project.fact.location'), value: specs.location, lang: ownerLang },
    { label: t('project.fact.type'), value: project.type, lang: ownerLang },
  ].filter((fact) => fact.value);

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
          {ownerLang && <p className="project-language-note project-language-note-light">{t('project.englishNotice')}</p>}
          <h1 id="project-title" lang={ownerLang}>
            {project.title}
          </h1>
          {project.description && (
            <p className="hero-lead" lang={ownerLang}>
              {project.description}
            </p>
          )}
        </div>
        {project.picture && (
          <ProjectImage
            picture={project.picture}
            alt={project.title}
            lang={ownerLang}
            sizes={HERO_SIZES}
            className="project-hero-image"
            priority
          />
        )}
      </header>

      <div className="section project-layout">
        <div className="project-story">
          {[
            { title: t('project.challenge'), text: story.challenge },
            { title: t('project.solution'), text: story.solution },
            { title: t('project.outcome'), text: story.outcome },
          ].map((part) => (
            <section key={part.title} className="project-part" aria-label={part.title}>
              <h2 className="project-part-title">{part.title}</h2>
              <p lang={ownerLang}>{part.text}</p>
            </section>
          ))}
          {project.details && (
            <section className="project-part" aria-label={t('project.details')}>
              <h2 className="project-part-title">{t('project.details')}</h2>
              <p lang={ownerLang}>{project.details}</p>
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
                <dd lang={fact.lang}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {project.highlights.length > 0 && (
            <>
              <h2 className="project-facts-title">{t('project.highlights')}</h2>
              <BulletList items={project.highlights} lang={ownerLang} />
            </>
          )}
          {specs.services.length > 0 && (
            <>
              <h2 className="project-facts-title">{t('project.services')}</h2>
              <BulletList items={specs.services} lang={ownerLang} />
            </>
          )}
          {specs.materials.length > 0 && (
            <>
              <h2 className="project-facts-title">{t('project.materials')}</h2>
              <BulletList items={specs.materials} lang={ownerLang} />
            </>
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
