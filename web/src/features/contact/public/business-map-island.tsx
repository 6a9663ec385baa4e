import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../../platform/hydration/near-viewport';
import type { SiteBusiness } from '@plumbing/shared';
import { Icon } from '../../../ui/controls/icon';
import { siteConfig } from '../../../platform/site-config';
import { useWords } from '../../../platform/i18n/words';
import './business-map.css';

/** One line: '4102 W Kennedy Blvd, Tampa, FL 33609'. */
export function addressLine({ address }: SiteBusiness): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** Directions from wherever the visitor is; opens the maps app on phones. */
export function directionsHref(business: SiteBusiness): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(business))}`;
}

function embedSrc(business: SiteBusiness): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(addressLine(business))}&output=embed`;
}

/** How near the viewport the map's frame is made: a frame is a long task for a slow phone, worth it for a map about to be seen only. */
const MAP_MARGIN = '400px';

/**
 * The business address on a map: an embedded map while the browser is online and the visitor
 * nears it, and always the plain address and a directions link, which work without it.
 */
export function BusinessMap() {
  const { business } = siteConfig;
  const t = useWords();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, MAP_MARGIN);
  // Known only in the browser, after the first paint: the server's pre-render shows the plain placeholder.
  const [online, setOnline] = useState<boolean | null>(null);
  const showFrame = online === true && near;
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <div className="map-card">
      <div className="map-frame" ref={frame}>
        {showFrame && (
          <iframe
            title={t('contact.map.title', { name: business.name, address: addressLine(business) })}
            src={embedSrc(business)}
            width="600"
            height="400"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        )}
        {!showFrame && (
          <p className="map-placeholder">
            <Icon name="pin" size={32} />
            {online === false ? t('contact.map.offline') : t('contact.map.placeholder', { address: addressLine(business) })}
          </p>
        )}
      </div>
      <div className="map-details">
        <address>
          <strong>{business.name}</strong>
          <br />
          {business.address.street}
          <br />
          {business.address.city}, {business.address.region} {business.address.postalCode}
        </address>
        <a className="button button-secondary" href={directionsHref(business)} target="_blank" rel="noopener noreferrer">
          <Icon name="pin" />
          {t('contact.map.directions')}
          <span className="visually-hidden">{t('contact.map.newTab')}</span>
        </a>
      </div>
    </div>
  );
}
