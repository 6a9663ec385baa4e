import type { PublicProjectQuery } from '../../../gql/graphql';
import { PageLoading } from '../../../ui/status/page-loading';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { StatusScreen } from '../../../ui/status/status-screen';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { formatCompletionDate } from '../project-format';
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

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="project-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** /projects/{id}: one project's story, facts and gallery (spec §2), the gallery being the page's island. */
export default function ProjectDetailScreen() {
  const { data, error, loading } = usePageQuery(PublicProjectQueryDocument, { variables: { id: useShownProjectId() } });
  const project = data?.project;
  usePageTitle(project?.title ?? (loading ? undefined : 'Project Not Found'));

  if (project) return <ProjectDetail project={project} />;
  if (loading) return <PageLoading />;
  return (
    <StatusScreen
      title="Project Not Found"
      message={error?.message || 'The requested project could not be found.'}
      actions={
        <ButtonLink to="/projects" className="button-primary">
          Back to Projects
        </ButtonLink>
      }
    />
  );
}

function ProjectDetail({ project }: { project: Project }) {
  const { specifications: specs, projectDetails: story } = project;
  const facts = [
    { label: 'Completed', value: formatCompletionDate(project.completionDate) },
    { label: 'Duration', value: specs.duration },
    { label: 'Location', value: specs.location },
    { label: 'Type', value: project.type },
  ].filter((fact) => fact.value);

  return (
    <article className="project-detail">
      <header className="project-hero">
        <div className="project-hero-text">
          <AppLink to="/projects" className="project-back">
            ← All projects
          </AppLink>
          <p className="project-hero-meta">
            <span className="project-badge project-badge-light">{project.category}</span>
          </p>
          <h1 id="project-title">{project.title}</h1>
          {project.description && <p className="hero-lead">{project.description}</p>}
        </div>
        {project.picture && (
          <ProjectImage picture={project.picture} alt={project.title} sizes={HERO_SIZES} className="project-hero-image" priority />
        )}
      </header>

      <div className="section project-layout">
        <div className="project-story">
          {[
            { title: 'The Challenge', text: story.challenge },
            { title: 'Our Solution', text: story.solution },
            { title: 'The Outcome', text: story.outcome },
          ].map((part) => (
            <section key={part.title} className="project-part" aria-label={part.title}>
              <h2 className="project-part-title">{part.title}</h2>
              <p>{part.text}</p>
            </section>
          ))}
          {project.details && (
            <section className="project-part" aria-label="Details">
              <h2 className="project-part-title">Details</h2>
              <p>{project.details}</p>
            </section>
          )}

          <Island name="project-gallery">
            <ProjectGallery />
          </Island>
        </div>

        <aside className="project-facts" aria-label="Project facts">
          <dl className="project-fact-list">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {project.highlights.length > 0 && (
            <>
              <h2 className="project-facts-title">Highlights</h2>
              <BulletList items={project.highlights} />
            </>
          )}
          {specs.services.length > 0 && (
            <>
              <h2 className="project-facts-title">Services Provided</h2>
              <BulletList items={specs.services} />
            </>
          )}
          {specs.materials.length > 0 && (
            <>
              <h2 className="project-facts-title">Materials Used</h2>
              <BulletList items={specs.materials} />
            </>
          )}
        </aside>
      </div>

      <section className="section">
        <div className="card card-muted project-cta">
          <h2 className="card-title">Need something similar?</h2>
          <p>Ask us about your project or book a visit at a time that suits you.</p>
          <div className="button-row">
            <ButtonLink to="/contact" className="button-primary">
              Contact Us
            </ButtonLink>
            <ButtonLink to="/schedule" className="button-secondary">
              Schedule Service
            </ButtonLink>
          </div>
        </div>
      </section>
    </article>
  );
}
