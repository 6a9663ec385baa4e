import { enAbout } from './en/about';
import { enContact } from './en/contact';
import { enForms } from './en/forms';
import { enHome } from './en/home';
import { enMail } from './en/mail';
import { enManage } from './en/manage';
import { enProjects } from './en/projects';
import { enSchedule } from './en/schedule';
import { enSite } from './en/site';

/**
 * The public site's words in English, as ICU MessageFormat (FormatJS), one file per part of the
 * site in en/. The source catalog: its keys are the message ids every other catalog holds (es.ts),
 * and a test fails when a catalog misses one, has one more, or a key is used by no code
 * (server/test/i18n/catalogs.test.ts).
 */
export const en = { ...enSite, ...enHome, ...enAbout, ...enContact, ...enForms, ...enSchedule, ...enProjects, ...enManage, ...enMail };

/** The e-mails' words: only the server writes e-mails, so the browser's catalogs go without them. */
export { enMail };
