import { enAbout } from './en/about';
import { enContact } from './en/contact';
import { enForms } from './en/forms';
import { enHome } from './en/home';
import { enMail } from './en/mail';
import { enManage } from './en/manage';
import { enProjects } from './en/projects';
import { enSchedule } from './en/schedule';
import { enServiceAreas } from './en/service-areas';
import { enSite } from './en/site';

/**
 * The public site's words in English, as ICU MessageFormat (FormatJS), one file per part of the
 * site in en/. The source catalog: its keys are the message ids every other catalog holds (es.ts),
 * and a test fails when a catalog misses one, has one more, or a key is used by no code
 * (server/test/i18n/catalogs.test.ts).
 */
export const en = {
  ...enSite,
  ...enHome,
  ...enAbout,
  ...enContact,
  ...enForms,
  ...enSchedule,
  ...enProjects,
  ...enServiceAreas,
  ...enManage,
  ...enMail,
};

/**
 * The catalog's parts, each the words of one part of the site: a page's script loads the parts it
 * shows (web/src/platform/i18n/load-words.ts). `site` is the frame of every page; `mail` the
 * e-mails', which only the server writes, so the browser's build has no part for it.
 */
export const enAreas = {
  site: enSite,
  home: enHome,
  about: enAbout,
  contact: enContact,
  forms: enForms,
  schedule: enSchedule,
  projects: enProjects,
  serviceAreas: enServiceAreas,
  manage: enManage,
  mail: enMail,
};

/** A part of the catalog (enAreas). */
export type WordArea = keyof typeof enAreas;
