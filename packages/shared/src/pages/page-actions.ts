import { enServiceAreas } from '../i18n/catalogs/en/service-areas';
import { enSite } from '../i18n/catalogs/en/site';
import { esServiceAreas } from '../i18n/catalogs/es/service-areas';
import { esSite } from '../i18n/catalogs/es/site';
import type { Locale } from '../i18n/locale';
import { APP_ROUTES, routePathIn } from '../routes/app-routes';

/**
 * The button blocks a content page may hold (issue #52): "Call" dials the business's phone (through
 * its placeholder, so it follows the profile), "Book a visit" opens the booking form in the page's
 * language. Stored as plain allowed HTML, `<p class="page-action"><a class="button …" href>label</a></p>`,
 * so the server's allow-list keeps them and the site's button styles draw them.
 */
export type PageAction = 'call' | 'book';
export const PAGE_ACTIONS: readonly PageAction[] = ['call', 'book'];

/** The class of the paragraph holding an action's button. */
export const PAGE_ACTION_CLASS = 'page-action';

export interface PageActionLink {
  href: string;
  /** The button's words: the site's own, with the phone as its placeholder. */
  label: string;
  className: string;
}

const PHONE = '{{business.phone}}';
const WORDS = { en: { ...enSite, ...enServiceAreas }, es: { ...esSite, ...esServiceAreas } };

/** The button an action is written as on a page in `locale`. */
export function pageActionLink(action: PageAction, locale: Locale): PageActionLink {
  return action === 'call'
    ? { href: `tel:${PHONE}`, label: WORDS[locale]['shell.callNumber'].replace('{phone}', PHONE), className: 'button button-primary' }
    : { href: routePathIn(APP_ROUTES.schedule, locale)!, label: WORDS[locale]['serviceArea.book'], className: 'button button-secondary' };
}

/** Which action a button's address is, in either language; undefined for any other link. */
export function pageActionOf(href: string): PageAction | undefined {
  return PAGE_ACTIONS.find((action) => (['en', 'es'] as const).some((locale) => pageActionLink(action, locale).href === href));
}
