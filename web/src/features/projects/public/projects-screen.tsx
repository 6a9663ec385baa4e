import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useWords } from '../../../platform/i18n/words';
import { Island } from '../../../platform/islands/island';
import { ButtonLink } from '../../../ui/controls/button-link';
import { PageHero } from '../../../ui/layout/page-hero';
import { ProjectsPortfolio } from './projects-portfolio-island';
import './projects-screen.css';

/** /projects (/es/proyectos): the portfolio as cards and a sortable overview table (spec §2); the portfolio between the hero and the closing call to action is the page's island. */
export default function ProjectsScreen() {
  usePageTitle();
  const t = useWords();
  return (
    <>
      <PageHero eyebrow={siteConfig.business.name} title={t('projects.title')} lead={t('projects.lead')}>
        <ButtonLink to="/contact" className="button-light button-large">
          {t('projects.contact')}
        </ButtonLink>
      </PageHero>

      <Island name="projects-portfolio">
        <ProjectsPortfolio />
      </Island>

      <section className="section">
        <div className="card card-muted project-cta">
          <h2 className="card-title">{t('projects.cta.title')}</h2>
          <p>{t('projects.cta.text')}</p>
          <ButtonLink to="/contact" className="button-primary">
            {t('projects.contact')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
