import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { Island } from '../../../platform/islands/island';
import { ButtonLink } from '../../../ui/controls/button-link';
import { PageHero } from '../../../ui/layout/page-hero';
import { ProjectsPortfolio } from './projects-portfolio-island';
import './projects-screen.css';

/** /projects: the portfolio as cards and a sortable overview table (spec §2); the portfolio between the hero and the closing call to action is the page's island. */
export default function ProjectsScreen() {
  usePageTitle();
  return (
    <>
      <PageHero
        eyebrow={siteConfig.business.name}
        title="Our Projects"
        lead="Commercial, residential and emergency work we have completed across the Tampa Bay area."
      >
        <ButtonLink to="/contact" className="button-light button-large">
          Contact Us
        </ButtonLink>
      </PageHero>

      <Island name="projects-portfolio">
        <ProjectsPortfolio />
      </Island>

      <section className="section">
        <div className="card card-muted project-cta">
          <h2 className="card-title">Planning a project of your own?</h2>
          <p>Tell us what you need and we'll get back to you with a plan and a fair price.</p>
          <ButtonLink to="/contact" className="button-primary">
            Contact Us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
