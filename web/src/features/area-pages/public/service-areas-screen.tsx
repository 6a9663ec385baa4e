import { serviceAreaPath } from '@plumbing/shared';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useWords } from '../../../platform/i18n/words';
import { AppLink } from '../../../platform/navigation/navigation';
import { siteConfig } from '../../../platform/site-config';
import { PageHero } from '../../../ui/layout/page-hero';
import './area-page-screen.css';

/** /service-areas (issue #42): the areas whose pages are listed, each a link to its page (the server answers 404 while none is). */
export default function ServiceAreasScreen() {
  const t = useWords();
  usePageTitle(t('route.serviceAreas.title'));
  const { address } = siteConfig.business;
  return (
    <>
      <PageHero
        eyebrow={siteConfig.business.name}
        title={t('serviceAreas.heading')}
        lead={t('serviceAreas.lead', { place: `${address.city}, ${address.region}` })}
      />
      <div className="section">
        <ul className="card-grid area-list">
          {(siteConfig.areaPages ?? []).map(({ name, slug }) => (
            <li key={slug}>
              <AppLink to={serviceAreaPath(slug)}>{name}</AppLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
