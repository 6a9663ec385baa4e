import { serviceAreaPath } from '@plumbing/shared';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { richText, useWords } from '../../../platform/i18n/words';
import { AppLink } from '../../../platform/navigation/navigation';
import { siteConfig } from '../../../platform/site-config';
import { CallLink } from '../../../ui/controls/call-link';
import { PageHero } from '../../../ui/layout/page-hero';
import { Section } from '../../../ui/layout/section';
import './area-page-screen.css';

/**
 * /service-areas (issue #42): the areas whose pages are listed, each a link to its page. Before any
 * is (issue #51), the areas the profile names and the phone to ask (the server keeps it unindexed).
 */
export default function ServiceAreasScreen() {
  const t = useWords();
  usePageTitle(t('route.serviceAreas.title'));
  const { name, address, phone, serviceAreas } = siteConfig.business;
  const place = `${address.city}, ${address.region}`;
  const listed = siteConfig.areaPages ?? [];
  return (
    <>
      <PageHero
        eyebrow={name}
        title={t('serviceAreas.heading')}
        lead={t(listed.length > 0 ? 'serviceAreas.lead' : 'serviceAreas.servedLead', { place })}
      />
      {listed.length > 0 ? (
        <div className="section">
          <ul className="card-grid area-list">
            {listed.map(({ name: area, slug }) => (
              <li key={slug}>
                <AppLink to={serviceAreaPath(slug)}>{area}</AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Section titleId="areas-served-title" title={t('serviceAreas.servedTitle')}>
          {serviceAreas.length > 0 && (
            <ul className="card-grid area-list">
              {serviceAreas.map(({ name: area, slug }) => (
                <li key={slug} className="area-served">
                  {area}
                </li>
              ))}
            </ul>
          )}
          <p className="area-served-call">
            {richText(t, 'serviceAreas.servedCall', { link: (chunks) => <CallLink phone={phone}>{chunks}</CallLink> }, { phone })}
          </p>
        </Section>
      )}
    </>
  );
}
