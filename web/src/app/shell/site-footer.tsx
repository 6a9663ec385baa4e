import { licenceLine, openingHoursWords, serviceAreaPath } from '@plumbing/shared';
import { CallLink } from '../../ui/controls/call-link';
import { useWords } from '../../platform/i18n/words';
import { AppLink } from '../../platform/navigation/navigation';
import { siteConfig } from '../../platform/site-config';
import { useSiteBusiness } from '../../platform/site-business';
import './site-footer.css';

/**
 * The service areas whose pages are published and indexed (issue #42), as the server listed them:
 * on a page of islands this stays the server's markup, so it brings no script there.
 */
function FooterAreas() {
  const t = useWords();
  const areas = siteConfig.areaPages ?? [];
  if (areas.length === 0) return null;
  return (
    <nav className="footer-areas" aria-labelledby="footer-areas-title">
      <p className="footer-heading" id="footer-areas-title">
        {t('footer.areas')}
      </p>
      <ul>
        {areas.map(({ name, slug }) => (
          <li key={slug}>
            <AppLink to={serviceAreaPath(slug)}>{name}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const business = useSiteBusiness();
  const t = useWords();
  const { name, phone, emergencyPhone, email, address, licenceNumbers } = business;
  // Florida Statutes §489.119(5)(b): the contractor's licence on every advertisement.
  const licence = licenceLine(licenceNumbers, t);
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <p className="footer-name">{name}</p>
          <address className="footer-address">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </div>
        <div>
          <p className="footer-heading">{t('footer.contact')}</p>
          <p>
            {t('footer.phone')} <CallLink phone={phone} />
          </p>
          <p>
            {t('footer.emergency')} <CallLink phone={emergencyPhone} />
          </p>
          <p>
            {t('footer.email')} <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
        <div>
          <p className="footer-heading">{t('footer.hours')}</p>
          <p>{openingHoursWords(business, t)}</p>
        </div>
      </div>
      <FooterAreas />
      {licence && <p className="footer-licence">{licence}</p>}
      <p className="footer-copyright">{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
    </footer>
  );
}
