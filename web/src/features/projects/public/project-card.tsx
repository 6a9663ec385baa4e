import { useWords } from '../../../platform/i18n/words';
import { AppLink } from '../../../platform/navigation/navigation';
import { categoryLabel, formatCompletionDate, type OwnerText } from '../project-format';
import { ProjectImage, type Picture } from '../project-image';
import './projects.css';

/** A project as a card shows it: its title and description in the page's language where the owner wrote them so (issue #41). */
export interface CardProject {
  id: string;
  category: string;
  completionDate: string;
  picture?: Picture | null;
  title: OwnerText<string>;
  description: OwnerText<string>;
}

/** Cards are one column on phones, two on tablets, 20rem wide beside the sidebar. */
const CARD_SIZES = '(min-width: 1024px) 20rem, (min-width: 640px) 45vw, calc(100vw - 2.5rem)';

/** A project in a list of cards (/projects, a service area's page): photo, category and date, title linking to its page, description. */
export function ProjectCard({ project, priority = false }: { project: CardProject; priority?: boolean }) {
  const t = useWords();
  return (
    <li className="project-card">
      <ProjectImage
        picture={project.picture}
        alt={project.title.text}
        lang={project.title.lang}
        missingLabel={t('projects.noPhoto', { title: project.title.text })}
        sizes={CARD_SIZES}
        className="project-card-image"
        priority={priority}
      />
      <div className="project-card-body">
        <p className="project-card-meta">
          <span className="project-badge">{categoryLabel(project.category, t)}</span> {formatCompletionDate(project.completionDate, t)}
        </p>
        <h3 className="project-card-title" lang={project.title.lang}>
          <AppLink to={`/projects/${project.id}`} className="project-card-link">
            {project.title.text}
          </AppLink>
        </h3>
        <p className="project-card-text" lang={project.description.lang}>
          {project.description.text}
        </p>
      </div>
    </li>
  );
}
