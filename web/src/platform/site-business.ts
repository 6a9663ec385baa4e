import { useSyncExternalStore } from 'react';
import { siteBusiness, type BusinessProfileData, type SiteBusiness } from '@plumbing/shared';
import { siteConfig } from './site-config';

// Apart from site-config.ts, which a page of islands reads with no React (app/islands.ts).
const businessListeners = new Set<() => void>();
const subscribeToBusiness = (listener: () => void) => {
  businessListeners.add(listener);
  return () => void businessListeners.delete(listener);
};
const currentBusiness = () => siteConfig.business;

/** The business facts as this tab knows them: the page's, then the owner's own saves (the shell shows them at once). */
export function useSiteBusiness(): SiteBusiness {
  return useSyncExternalStore(subscribeToBusiness, currentBusiness, currentBusiness);
}

/** The owner saved the business profile: this tab's shell shows it without a reload (other visitors' next page does anyway). */
export function updateSiteBusiness(profile: BusinessProfileData): void {
  siteConfig.business = siteBusiness({ ...profile, timeZone: siteConfig.business.timeZone });
  for (const listener of businessListeners) listener();
}
