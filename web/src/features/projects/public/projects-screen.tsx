import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { Island } from '../../../platform/islands/island';
import { ButtonLink } from '../../../ui/controls/button-link';
import { PageHero } from '../../../ui/layout/page-hero';
import { ProjectsPortfolio } from './projects-portfolio-island';
import './projects-screen.css';

/** /projects: the portfolio as cards and a sortable overview table (spec §2); all of it after the hero is the page's island. */
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
    </>
  );
}
