import type { WordArea } from '@plumbing/shared';

/** A part of the catalog a page can show: all but the e-mails' (web/precompiled-catalogs-plugin.ts). */
export type PageWordArea = Exclude<WordArea, 'mail'>;
