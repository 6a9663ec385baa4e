import type { Translator } from '@plumbing/shared';
import { useWords } from '../../platform/i18n/words';
import { ButtonLink } from '../controls/button-link';
import { Icon, type IconName } from '../controls/icon';
import './service-cards.css';

/** The three services, each with what it covers and its call to book. */
const services = (t: Translator): ReadonlyArray<{ icon: IconName; title: string; text: string; items: string[]; cta: string }> => [
  {
    icon: 'droplet',
    title: t('home.service.repairs.title'),
    text: t('home.service.repairs.text'),
    items: [t('home.service.repairs.item1'), t('home.service.repairs.item2'), t('home.service.repairs.item3')],
    cta: t('home.service.repairs.cta'),
  },
  {
    icon: 'wrench',
    title: t('home.service.installation.title'),
    text: t('home.service.installation.text'),
    items: [t('home.service.installation.item1'), t('home.service.installation.item2'), t('home.service.installation.item3')],
    cta: t('home.service.installation.cta'),
  },
  {
    icon: 'search',
    title: t('home.service.maintenance.title'),
    text: t('home.service.maintenance.text'),
    items: [t('home.service.maintenance.item1'), t('home.service.maintenance.item2'), t('home.service.maintenance.item3')],
    cta: t('home.service.maintenance.cta'),
  },
];

/** The services the site offers (the home page's, and each service area's page's): a card each, with its call to book. */
export function ServiceCards() {
  const t = useWords();
  return (
    <ul className="card-grid">
      {services(t).map((service) => (
        <li key={service.title} className="card service-card">
          <span className="service-icon">
            <Icon name={service.icon} size={28} />
          </span>
          <h3 className="card-title">{service.title}</h3>
          <p>{service.text}</p>
          <ul className="check-list">
            {service.items.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} />
                {item}
              </li>
            ))}
          </ul>
          <ButtonLink to="/schedule" className="button-primary service-cta">
            {service.cta}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
