import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteConfig } from './site-config';

// The server writes the <title> (from the SEO settings) for the URL it serves; that title stays
// whenever the app shows that URL. Every other route gets '<title> | <business name>'.
const served = { pathname: window.location.pathname, title: document.title };

/** Sets document.title for the current screen; without a title, the business name alone. */
export function usePageTitle(title?: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const name = siteConfig.business.name;
    document.title =
      pathname === served.pathname && served.title ? served.title : title ? `${title} | ${name}` : name;
  }, [pathname, title]);
}
