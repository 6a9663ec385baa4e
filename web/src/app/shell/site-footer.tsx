import { licenceLine, openingHoursWords } from '@plumbing/shared';
import { CallLink } from '../../ui/controls/call-link';
import { useSiteBusiness } from '../../platform/site-config';
import './site-footer.css';

export function SiteFooter() {
  const business = useSiteBusiness();
  const { name, phone, emergencyPhone, email, address, licenceNumbers } = business;
  // Florida Statutes §489.119(5)(b): the contractor's licence on every advertisement.
  const licence = licenceLine(licenceNumbers);
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
          <p className="footer-heading">Contact</p>
          <p>
            Phone: <CallLink phone={phone} />
          </p>
          <p>
            24/7 Emergency: <CallLink phone={emergencyPhone} />
          </p>
          <p>
            Email: <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
        <div>
          <p className="footer-heading">Hours</p>
          <p>{openingHoursWords(business)}</p>
        </div>
      </div>
      {licence && <p className="footer-licence">{licence}</p>}
      <p className="footer-copyright">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  );
}
