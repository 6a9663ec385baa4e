import path from 'node:path';
import { SAMPLE_BUSINESS, type BusinessProfileData } from '@plumbing/shared';
import type { Config, S3Settings, VapidKeys } from './config';
import { vapidKeysProblem } from './vapid-keys';
import type { SettingName } from './settings';

export type { BackupSettings, Config, S3Settings, VapidKeys } from './config';

/** Where the repository lives: DATA_DIR and the built web app are resolved from here. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads every setting from the environment. Every problem is collected so an operator
 * sees all of them at once instead of fixing one per restart.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): { config?: Config; errors: string[] } {
  const errors: string[] = [];
  // Each reads one declared setting (settings.ts), so docs/configuration.md lists every name read here.
  const text = (name: SettingName, fallback: string) => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const optional = (name: SettingName) => env[name]?.trim() || undefined;
  const integer = (name: SettingName, fallback: number, min: number, max: number) => {
    const raw = optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      errors.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: SettingName, value: string | undefined, protocols: string[]) => {
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        errors.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${value}")`);
      }
    } catch {
      errors.push(`${name} is not a valid URL (got "${value}")`);
    }
    return value;
  };
  const email = (name: SettingName, fallback: string) => {
    const value = text(name, fallback);
    if (!EMAIL.test(value)) errors.push(`${name} must be an e-mail address (got "${value}")`);
    return value;
  };
  const flag = (name: SettingName, fallback: boolean) => {
    const raw = optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    errors.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnvRaw = text('NODE_ENV', 'development');
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    errors.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as Config['nodeEnv'];
  const port = integer('PORT', 4000, 0, 65535);
  const publicUrl = url('PUBLIC_URL', text('PUBLIC_URL', `http://localhost:${port}`), ['http:', 'https:'])!;
  const dataDir = path.resolve(REPO_ROOT, text('DATA_DIR', 'data'));
  const databaseUrl = url('DATABASE_URL', optional('DATABASE_URL'), ['postgres:', 'postgresql:']);
  const smtpUrl = url('SMTP_URL', optional('SMTP_URL'), ['smtp:', 'smtps:']);

  const s3Names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;
  const s3Given = s3Names.filter((name) => optional(name));
  let s3: S3Settings | undefined;
  if (s3Given.length > 0 && s3Given.length < s3Names.length) {
    const missing = s3Names.filter((name) => !optional(name));
    errors.push(`S3 storage needs all of ${s3Names.join(', ')}; missing ${missing.join(', ')}`);
  } else if (s3Given.length === s3Names.length) {
    s3 = {
      endpoint: url('S3_ENDPOINT', optional('S3_ENDPOINT'), ['http:', 'https:'])!,
      bucket: text('S3_BUCKET', ''),
      accessKey: text('S3_ACCESS_KEY', ''),
      secretKey: text('S3_SECRET_KEY', ''),
      region: text('S3_REGION', 'us-east-1'),
    };
  }

  const backupKey = optional('BACKUP_KEY');
  if (backupKey !== undefined && backupKey.length < 32) errors.push('BACKUP_KEY must be at least 32 characters long');
  const jwtSecret = optional('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    errors.push('JWT_SECRET must be at least 32 characters long');
  }
  const jwtExpiresIn = text('JWT_EXPIRES_IN', '7d');
  if (!/^\d+[smhd]$/.test(jwtExpiresIn)) {
    errors.push(`JWT_EXPIRES_IN must be a number followed by s, m, h or d, e.g. 12h (got "${jwtExpiresIn}")`);
  }
  const vapidPublicKey = optional('VAPID_PUBLIC_KEY');
  const vapidPrivateKey = optional('VAPID_PRIVATE_KEY');
  let vapidKeys: VapidKeys | undefined;
  if (vapidPublicKey && vapidPrivateKey) {
    vapidKeys = { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
    const problem = vapidKeysProblem(vapidKeys);
    if (problem) errors.push(problem);
  } else if (vapidPublicKey || vapidPrivateKey) {
    errors.push(`VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together; missing ${vapidPublicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}`);
  }
  const logLevel = text('LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) errors.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const timeZone = text('BUSINESS_TIMEZONE', SAMPLE_BUSINESS.timeZone);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    errors.push(`BUSINESS_TIMEZONE must be an IANA time zone such as America/New_York (got "${timeZone}")`);
  }

  const licenceNumbers = (optional('BUSINESS_LICENCE') ?? '').split(/[\s,]+/).filter(Boolean);
  if (licenceNumbers.some((licence) => !/^[A-Za-z0-9]{3,20}$/.test(licence))) {
    errors.push('BUSINESS_LICENCE must be licence numbers of 3 to 20 letters and digits, separated by commas (e.g. CFC1430000)');
  }
  const { timeZone: _sampleZone, ...sample } = SAMPLE_BUSINESS;
  const businessSeed: BusinessProfileData = {
    ...sample,
    name: text('BUSINESS_NAME', SAMPLE_BUSINESS.name),
    phone: text('BUSINESS_PHONE', SAMPLE_BUSINESS.phone),
    emergencyPhone: text('BUSINESS_EMERGENCY_PHONE', SAMPLE_BUSINESS.emergencyPhone),
    email: email('BUSINESS_EMAIL', SAMPLE_BUSINESS.email),
    address: {
      street: text('BUSINESS_STREET', SAMPLE_BUSINESS.address.street),
      city: text('BUSINESS_CITY', SAMPLE_BUSINESS.address.city),
      region: text('BUSINESS_REGION', SAMPLE_BUSINESS.address.region),
      postalCode: text('BUSINESS_POSTAL_CODE', SAMPLE_BUSINESS.address.postalCode),
    },
    licenceNumbers: licenceNumbers.map((licence) => licence.toUpperCase()),
  };

  const vapidSubject = text('VAPID_SUBJECT', `mailto:${businessSeed.email}`);
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(vapidSubject)) {
    errors.push(`VAPID_SUBJECT must be a mailto: address or an https:// URL (got "${vapidSubject}")`);
  }

  const config: Config = {
    nodeEnv,
    port,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir,
    databaseUrl,
    s3,
    smtpUrl,
    mailFrom: optional('MAIL_FROM'),
    adminNotifyEmail: optional('ADMIN_NOTIFY_EMAIL') && email('ADMIN_NOTIFY_EMAIL', businessSeed.email),
    jwtSecret,
    jwtExpiresIn,
    vapidKeys,
    vapidSubject,
    trustProxy: text('TRUST_PROXY', 'loopback'),
    logLevel,
    graphqlExplorer: flag('GRAPHQL_EXPLORER', nodeEnv !== 'production'),
    uploadMaxMb: integer('UPLOAD_MAX_MB', 10, 1, 100),
    customerPhotoRetentionDays: integer('CUSTOMER_PHOTO_RETENTION_DAYS', 365, 1, 3650),
    pendingRequestHoldDays: integer('PENDING_REQUEST_HOLD_DAYS', 7, 1, 365),
    bookingRequestsPerHour: integer('BOOKING_REQUESTS_PER_HOUR', 60, 1, 1_000_000),
    businessSeed,
    businessHoursText: optional('BUSINESS_HOURS'),
    timeZone,
    backups: {
      dir: path.resolve(REPO_ROOT, text('BACKUP_DIR', path.join(dataDir, 'backups'))),
      keepDaily: integer('BACKUP_KEEP_DAILY', 7, 1, 366),
      keepWeekly: integer('BACKUP_KEEP_WEEKLY', 4, 0, 520),
      scheduled: flag('BACKUP_SCHEDULE', true),
      key: backupKey,
    },
    outboundAllowLoopback: flag('OUTBOUND_ALLOW_LOOPBACK', flag('WEBHOOK_ALLOW_LOOPBACK', false)),
  };
  return errors.length ? { errors } : { config, errors };
}

/** Reads the settings or, when any is wrong, prints every problem and exits. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { config, errors } = readConfig(env);
  if (!config) {
    process.stderr.write(`Invalid settings:\n${errors.map((e) => `  - ${e}`).join('\n')}\n`);
    process.exit(1);
  }
  return config;
}
