import path from 'node:path';
import webpush from 'web-push';
import { readConfig } from './env';

describe('readConfig', () => {
  it('runs on the embedded defaults with no settings at all', () => {
    const { config, errors } = readConfig({});
    expect(errors).toEqual([]);
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: undefined,
      s3: undefined,
      smtpUrl: undefined,
      jwtExpiresIn: '7d',
      uploadMaxMb: 10,
      pendingRequestHoldDays: 7,
      bookingRequestsPerHour: 60,
      timeZone: 'America/New_York',
      backups: { keepDaily: 7, keepWeekly: 4, scheduled: true },
    });
    expect(config!.dataDir).toMatch(/[/\\]data$/);
    expect(config!.backups.dir).toBe(path.join(config!.dataDir, 'backups'));
  });

  it('reports every bad setting at once', () => {
    const { config, errors } = readConfig({
      PORT: 'eighty',
      PUBLIC_URL: 'localhost',
      DATABASE_URL: 'mysql://x',
      S3_BUCKET: 'photos',
      JWT_SECRET: 'short',
      BUSINESS_TIMEZONE: 'Mars/Olympus',
      ADMIN_NOTIFY_EMAIL: 'nobody',
      LOG_LEVEL: 'loud',
      UPLOAD_MAX_MB: '0',
      PENDING_REQUEST_HOLD_DAYS: '0',
      BOOKING_REQUESTS_PER_HOUR: 'many',
      BACKUP_KEEP_DAILY: '0',
      BACKUP_KEEP_WEEKLY: 'four',
      BACKUP_SCHEDULE: 'nightly',
      BACKUP_KEY: 'short',
      BUSINESS_LICENCE: 'CFC1430000, CFC-1',
    });
    expect(config).toBeUndefined();
    expect(errors).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'PUBLIC_URL is not a valid URL (got "localhost")',
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x")',
      'S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY; missing S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY',
      'BACKUP_KEY must be at least 32 characters long',
      'JWT_SECRET must be at least 32 characters long',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'BUSINESS_TIMEZONE must be an IANA time zone such as America/New_York (got "Mars/Olympus")',
      'BUSINESS_LICENCE must be licence numbers of 3 to 20 letters and digits, separated by commas (e.g. CFC1430000)',
      'ADMIN_NOTIFY_EMAIL must be an e-mail address (got "nobody")',
      'UPLOAD_MAX_MB must be a whole number from 1 to 100 (got "0")',
      'PENDING_REQUEST_HOLD_DAYS must be a whole number from 1 to 365 (got "0")',
      'BOOKING_REQUESTS_PER_HOUR must be a whole number from 1 to 1000000 (got "many")',
      'BACKUP_KEEP_DAILY must be a whole number from 1 to 366 (got "0")',
      'BACKUP_KEEP_WEEKLY must be a whole number from 0 to 520 (got "four")',
      'BACKUP_SCHEDULE must be true or false (got "nightly")',
    ]);
  });

  it('takes the production settings', () => {
    const { config } = readConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://plumber.example/',
      DATABASE_URL: 'postgres://app:pw@db:5432/site',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      SMTP_URL: 'smtp://mailpit:1025',
      PENDING_REQUEST_HOLD_DAYS: '3',
      BOOKING_REQUESTS_PER_HOUR: '200',
      BACKUP_DIR: '/var/backups/site',
      BACKUP_KEEP_DAILY: '14',
      BACKUP_KEEP_WEEKLY: '0',
      BACKUP_SCHEDULE: 'off',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      publicUrl: 'https://plumber.example',
      databaseUrl: 'postgres://app:pw@db:5432/site',
      s3: { endpoint: 'http://minio:9000', bucket: 'photos', region: 'us-east-1' },
      smtpUrl: 'smtp://mailpit:1025',
      graphqlExplorer: false,
      pendingRequestHoldDays: 3,
      bookingRequestsPerHour: 200,
      backups: { dir: '/var/backups/site', keepDaily: 14, keepWeekly: 0, scheduled: false },
    });
  });

  it('lets requests go to this machine only with OUTBOUND_ALLOW_LOOPBACK, or its former name WEBHOOK_ALLOW_LOOPBACK', () => {
    const allowed = (env: Record<string, string>) => readConfig(env).config?.outboundAllowLoopback;
    expect(allowed({})).toBe(false);
    expect(allowed({ OUTBOUND_ALLOW_LOOPBACK: 'true' })).toBe(true);
    expect(allowed({ WEBHOOK_ALLOW_LOOPBACK: 'true' })).toBe(true);
    // The new name wins over the old one.
    expect(allowed({ OUTBOUND_ALLOW_LOOPBACK: 'false', WEBHOOK_ALLOW_LOOPBACK: 'true' })).toBe(false);
  });

  it('takes a VAPID key pair only whole, matching and well formed, and a mailto: or https: subject', () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    expect(readConfig({}).config).toMatchObject({ vapidKeys: undefined, vapidSubject: 'mailto:hello@gulfcoastplumbing.example' });
    expect(
      readConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://plumber.example' }).config,
    ).toMatchObject({
      vapidKeys: pair,
      vapidSubject: 'https://plumber.example',
    });
    const errors = (env: Record<string, string>) => readConfig(env).errors;
    expect(errors({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together; missing VAPID_PRIVATE_KEY',
    ]);
    expect(errors({ VAPID_PRIVATE_KEY: pair.privateKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together; missing VAPID_PUBLIC_KEY',
    ]);
    expect(errors({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    ]);
    expect(errors({ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: pair.privateKey })).toEqual([
      'VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes in URL-safe base64 (87 characters)',
    ]);
    expect(errors({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey.slice(1) })).toEqual([
      'VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes in URL-safe base64 (43 characters)',
    ]);
    expect(errors({ VAPID_SUBJECT: 'http://plumber.example', BUSINESS_EMAIL: 'office@plumber.example' })).toEqual([
      'VAPID_SUBJECT must be a mailto: address or an https:// URL (got "http://plumber.example")',
    ]);
  });
});
