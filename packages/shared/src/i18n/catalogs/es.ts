import type { Catalog } from '../catalog';
import type { WordArea } from './en';
import { esAbout } from './es/about';
import { esContact } from './es/contact';
import { esForms } from './es/forms';
import { esHome } from './es/home';
import { esMail } from './es/mail';
import { esManage } from './es/manage';
import { esProjects } from './es/projects';
import { esSchedule } from './es/schedule';
import { esServiceAreas } from './es/service-areas';
import { esSite } from './es/site';

/** The public site's words in Spanish (US Spanish, "usted"), one file per part of the site in es/: every key of en.ts, no other. */
export const es: Catalog = {
  ...esSite,
  ...esHome,
  ...esAbout,
  ...esContact,
  ...esForms,
  ...esSchedule,
  ...esProjects,
  ...esServiceAreas,
  ...esManage,
  ...esMail,
};

/** The catalog's parts, as in English (en.ts, enAreas). */
export const esAreas: Record<WordArea, Readonly<Record<string, string>>> = {
  site: esSite,
  home: esHome,
  about: esAbout,
  contact: esContact,
  forms: esForms,
  schedule: esSchedule,
  projects: esProjects,
  serviceAreas: esServiceAreas,
  manage: esManage,
  mail: esMail,
};
