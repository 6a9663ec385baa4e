// The warnings about the site's own parts that every admin screen shows, mounted by the admin area.
export { SiteWarnings } from './site-warnings';
