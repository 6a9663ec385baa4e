import { Link } from 'react-router-dom';
import { siteConfig } from '../shell/site-config';
import { usePageTitle } from '../shell/use-page-title';
import { PageHero } from './page-hero';

export function ProjectsScreen() {
  usePageTitle('Projects');
  return (
    <PageHero
      eyebrow={siteConfig.business.name}
      title="Our Projects"
      lead="Commercial, residential and emergency work we have completed across the Tampa Bay area."
    >
      <Link to="/contact" className="button button-light button-large">
        Contact Us
      </Link>
    </PageHero>
  );
}
