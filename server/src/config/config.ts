import type { BusinessProfileData } from '@plumbing/shared';

// What the server runs with: the settings readConfig (env.ts) reads from the environment, checked.

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** A VAPID key pair (RFC 8292), each in URL-safe base64 as `web-push generate-vapid-keys` prints them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface BackupSettings {
  /** Where backups are written and kept (the nightly ones, "Back up now", `npm run backup`). */
  dir: string;
  /** Retention: the newest backup of each of the last this many days that have one... */
  keepDaily: number;
  /** ...and of each of the last this many weeks (Monday to Sunday in the business time zone). */
  keepWeekly: number;
  /** Whether this instance backs up every night at 03:00 business time (BACKUP_SCHEDULE=off: never). */
  scheduled: boolean;
  /** BACKUP_KEY: the key archives are signed with; unset, one generated into DATA_DIR/backup-key. */
  key?: string;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Unset: the server starts an embedded PostgreSQL under DATA_DIR. */
  databaseUrl?: string;
  s3?: S3Settings;
  /** Unset: e-mail is recorded in the outbox and logged, nothing leaves the machine. */
  smtpUrl?: string;
  /** Unset: the business name and e-mail of the business profile. */
  mailFrom?: string;
  /** Unset: the business profile's e-mail. */
  adminNotifyEmail?: string;
  /** Unset: generated once and kept in DATA_DIR with mode 0600. */
  jwtSecret?: string;
  jwtExpiresIn: string;
  /** Unset: generated once and kept in DATA_DIR with mode 0600. */
  vapidKeys?: VapidKeys;
  /** Who runs the push sender (a mailto: or https: URL), for the push services. */
  vapidSubject: string;
  trustProxy: string;
  logLevel: string;
  graphqlExplorer: boolean;
  uploadMaxMb: number;
  /** Days after the visit (or the message) that customers' photos are kept (issue #40). */
  customerPhotoRetentionDays: number;
  /** Days an unconfirmed (pending) booking request holds its slot. */
  pendingRequestHoldDays: number;
  /** Booking requests taken per hour from everyone together. */
  bookingRequestsPerHour: number;
  /** The business profile of the first start (BUSINESS_*); afterwards the owner edits it in /admin/business. */
  businessSeed: BusinessProfileData;
  /** BUSINESS_HOURS: the first start's weekly hours in words ("Mon-Sat 7am-6pm"), read into the structured hours. */
  businessHoursText?: string;
  /** IANA time zone all appointment times and the opening hours are expressed in. */
  timeZone: string;
  backups: BackupSettings;
  /**
   * OUTBOUND_ALLOW_LOOPBACK (formerly WEBHOOK_ALLOW_LOOPBACK, still read): webhooks and push notifications may go to this
   * machine, over plain http too (development, tests); never in production.
   */
  outboundAllowLoopback: boolean;
}
