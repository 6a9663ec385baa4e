import type { MigrationInterface } from 'typeorm';
import { Init1763770000000 } from './1763770000000-init';
import { Booking1763780000000 } from './1763780000000-booking';
import { Pages1763790000000 } from './1763790000000-pages';
import { Projects1763800000000 } from './1763800000000-projects';
import { Contact1763810000000 } from './1763810000000-contact';
import { ServiceAddress1763820000000 } from './1763820000000-service-address';
import { BusinessProfile1763830000000 } from './1763830000000-business-profile';
import { Push1763840000000 } from './1763840000000-push';
import { FirstResponse1763850000000 } from './1763850000000-first-response';
import { BackupRuns1763860000000 } from './1763860000000-backup-runs';
import { SelfService1763870000000 } from './1763870000000-self-service';
import { ScheduledEmails1763880000000 } from './1763880000000-scheduled-emails';
import { Unsubscribe1763890000000 } from './1763890000000-unsubscribe';
import { RecordedEmails1763900000000 } from './1763900000000-recorded-emails';
import { SecretLinks1763910000000 } from './1763910000000-secret-links';
import { StoredPhones1763920000000 } from './1763920000000-stored-phones';
import { HoursInWords1763930000000 } from './1763930000000-hours-in-words';
import { Closures1763940000000 } from './1763940000000-closures';
import { CustomerPhotos1763950000000 } from './1763950000000-customer-photos';
import { CustomerLocale1763960000000 } from './1763960000000-customer-locale';
import { PageTranslations1763970000000 } from './1763970000000-page-translations';
import { EmailLocale1763980000000 } from './1763980000000-email-locale';
import { ProjectTranslations1763990000000 } from './1763990000000-project-translations';
import { ServiceAreas1764000000000 } from './1764000000000-service-areas';
import { OutsideServiceArea1764010000000 } from './1764010000000-outside-service-area';
import { AreaPages1764100000000 } from './1764100000000-area-pages';
import { ApiTokens1764200000000 } from './1764200000000-api-tokens';
import { Webhooks1764300000000 } from './1764300000000-webhooks';
import { JobLengths1764400000000 } from './1764400000000-job-lengths';
import { BusyTimes1764500000000 } from './1764500000000-busy-times';
import { BusyCalendars1764520000000 } from './1764520000000-busy-calendars';
import { ProposedTimes1764700000000 } from './1764700000000-proposed-times';
import { YearsFromFounding1764800000000 } from './1764800000000-years-from-founding';
import { ExcludedDatesToClosures1764810000000 } from './1764810000000-excluded-dates-to-closures';
import { PageDrafts1764900000000 } from './1764900000000-page-drafts';
import { MediaLibrary1765000000000 } from './1765000000000-media-library';
import { AreaIntrosAsHtml1765010000000 } from './1765010000000-area-intros-as-html';

/** A migration class, as the list below holds them. */
export type MigrationClass = new () => MigrationInterface;

/** In the order they run. */
export const migrations: MigrationClass[] = [
  Init1763770000000,
  Booking1763780000000,
  Pages1763790000000,
  Projects1763800000000,
  Contact1763810000000,
  ServiceAddress1763820000000,
  BusinessProfile1763830000000,
  Push1763840000000,
  FirstResponse1763850000000,
  BackupRuns1763860000000,
  SelfService1763870000000,
  ScheduledEmails1763880000000,
  Unsubscribe1763890000000,
  RecordedEmails1763900000000,
  SecretLinks1763910000000,
  StoredPhones1763920000000,
  HoursInWords1763930000000,
  Closures1763940000000,
  CustomerPhotos1763950000000,
  CustomerLocale1763960000000,
  PageTranslations1763970000000,
  EmailLocale1763980000000,
  ProjectTranslations1763990000000,
  ServiceAreas1764000000000,
  OutsideServiceArea1764010000000,
  AreaPages1764100000000,
  ApiTokens1764200000000,
  Webhooks1764300000000,
  JobLengths1764400000000,
  BusyTimes1764500000000,
  BusyCalendars1764520000000,
  ProposedTimes1764700000000,
  YearsFromFounding1764800000000,
  ExcludedDatesToClosures1764810000000,
  PageDrafts1764900000000,
  MediaLibrary1765000000000,
  AreaIntrosAsHtml1765010000000,
];
