import { Link } from 'react-router-dom';
import { siteConfig } from '../shell/site-config';
import { usePageTitle } from '../shell/use-page-title';
import { PageHero } from './page-hero';

export function HomeScreen() {
  usePageTitle();
  const { name, address } = siteConfig.business;
  return (
    <PageHero
      eyebrow={`Plumbing & renovation in ${address.city}, ${address.region}`}
      title={name}
      lead="Repairs, installations, inspections and remodels for homes and businesses, with 24/7 emergency service."
    >
      <Link to="/schedule" className="button button-light button-large">
        Schedule Service
      </Link>
    </PageHero>
  );
}
