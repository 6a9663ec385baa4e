/**
 * Every environment variable the server reads, with its default and meaning: readConfig (env.ts)
 * can read no other name, docs/configuration.md's table is written from this list (`npm run
 * codegen`), and a test fails when readConfig does not read exactly these or the table differs.
 */
export const SETTINGS = [
  { name: 'NODE_ENV', default: '`development` (`npm start`: `production`)', meaning: '`development`, `production` or `test`' },
  { name: 'PORT', default: '`4000`', meaning: 'HTTP port' },
  {
    name: 'PUBLIC_URL',
    default: '`http://localhost:PORT`',
    meaning: 'absolute address used in canonical links, the sitemap and e-mails',
  },
  {
    name: 'DATA_DIR',
    default: '`./data`',
    meaning:
      "embedded database, generated secrets, uploaded files; private: folders 0700, files 0600, and `DATA_DIR` itself 0700, or 0710 of the `postgres` group when run as root with the embedded database (its `postgres` user must pass through to its folder, but may not list or read anything else); an older install's looser modes are tightened at its first start",
  },
  {
    name: 'DATABASE_URL',
    default: 'embedded PostgreSQL in `DATA_DIR`',
    meaning: 'any PostgreSQL 14+ (`postgres://user:pw@host:5432/db`)',
  },
  {
    name: 'S3_ENDPOINT',
    default: 'local disk in `DATA_DIR/uploads`',
    meaning:
      'MinIO or any S3 for photos; with `S3_BUCKET`, `S3_ACCESS_KEY`, `S3_SECRET_KEY` (all four or none); path-style requests; the bucket is created on first upload and needs no public policy (the app serves photos at `/uploads/…` from it)',
  },
  { name: 'S3_BUCKET', default: 'none', meaning: 'the photos bucket (see `S3_ENDPOINT`)' },
  { name: 'S3_ACCESS_KEY', default: 'none', meaning: "the bucket's access key (see `S3_ENDPOINT`)" },
  { name: 'S3_SECRET_KEY', default: 'none', meaning: "the bucket's secret key (see `S3_ENDPOINT`)" },
  { name: 'S3_REGION', default: '`us-east-1`', meaning: "the bucket's region" },
  {
    name: 'SMTP_URL',
    default: 'e-mail only recorded ("recorded, not sent") and logged; every admin screen and the start say so',
    meaning: '`smtp://user:pw@host:587` or `smtps://…`',
  },
  { name: 'MAIL_FROM', default: "the business profile's name and e-mail", meaning: 'sender of customer e-mails' },
  {
    name: 'ADMIN_NOTIFY_EMAIL',
    default: "the business profile's e-mail",
    meaning: 'where new bookings and messages are announced',
  },
  {
    name: 'JWT_SECRET',
    default: 'generated once into `DATA_DIR/jwt-secret` (0600)',
    meaning: 'signs admin sessions; ≥ 32 characters; give every instance the same',
  },
  { name: 'JWT_EXPIRES_IN', default: '`7d`', meaning: 'admin session length (`12h`, `30m`, …)' },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: 'generated once into `DATA_DIR/vapid-keys.json` (0600)',
    meaning:
      'the key pair push notifications are signed with, with `VAPID_PRIVATE_KEY` (both or neither, as `npx web-push generate-vapid-keys` prints them); devices subscribe with the public key, so keep the pair and give every instance the same',
  },
  { name: 'VAPID_PRIVATE_KEY', default: 'generated with the public key', meaning: 'see `VAPID_PUBLIC_KEY`' },
  {
    name: 'VAPID_SUBJECT',
    default: '`mailto:` and `BUSINESS_EMAIL`',
    meaning: 'how push services may reach the sender: a `mailto:` address or an `https://` URL',
  },
  {
    name: 'TRUST_PROXY',
    default: '`loopback`',
    meaning: "which proxies' `X-Forwarded-For` to believe (Express `trust proxy`)",
  },
  {
    name: 'GRAPHQL_EXPLORER',
    default: 'on unless `NODE_ENV=production`',
    meaning: 'the GraphQL playground at `GET /graphql`, introspection and graphql\'s "Did you mean …" hints (HTTP and WebSocket)',
  },
  {
    name: 'UPLOAD_MAX_MB',
    default: '`10`',
    meaning: "largest accepted photo of the owner's (1–100; JPEG, PNG, WebP, GIF or AVIF, recognised by its bytes)",
  },
  {
    name: 'CUSTOMER_PHOTO_RETENTION_DAYS',
    default: '`365`',
    meaning: "days after the visit (or the message) that customers' photos are kept",
  },
  {
    name: 'PENDING_REQUEST_HOLD_DAYS',
    default: '`7`',
    meaning:
      'days a booking request the owner has not confirmed holds its slot; after that the slot can be booked again (the old request is then cancelled)',
  },
  {
    name: 'BOOKING_REQUESTS_PER_HOUR',
    default: '`60`',
    meaning:
      'booking requests taken per hour from all visitors together (besides 5 per 10 minutes per address, an IPv6 /64 counting as one)',
  },
  {
    name: 'LOG_LEVEL',
    default: '`info` (tests: `silent`)',
    meaning:
      'pino level (`debug`, `warn`, `silent`, …); each request is logged without its credentials (Authorization, cookies, `X-Upload-Token`, token-like path segments and signatures read `[redacted]`)',
  },
  { name: 'BACKUP_DIR', default: '`DATA_DIR/backups`', meaning: 'where the nightly backups, "Back up now" and `npm run backup` write' },
  { name: 'BACKUP_KEEP_DAILY', default: '`7`', meaning: 'the newest backup of each of the last this many days (1–366) is kept' },
  { name: 'BACKUP_KEEP_WEEKLY', default: '`4`', meaning: 'the newest backup of each of the last this many weeks (0–520) is kept' },
  { name: 'BACKUP_SCHEDULE', default: '`on`', meaning: '`off`: no nightly backup at 03:00 business time' },
  {
    name: 'BACKUP_KEY',
    default: 'generated once into `DATA_DIR/backup-key` (0600)',
    meaning:
      "the key backups are signed with, and webhook secrets and the owner's calendar addresses encrypted with (≥ 32 characters); give every instance the same, and keep a copy apart from the backups",
  },
  {
    name: 'OUTBOUND_ALLOW_LOOPBACK',
    default: '`false`',
    meaning:
      "`true`: webhooks, push notifications and the reading of the owner's calendars may reach this machine (127.0.0.1, `::1`, `localhost`), over plain `http` too — for development and the tests; never in production",
  },
  { name: 'WEBHOOK_ALLOW_LOOPBACK', default: '`false`', meaning: 'the former name of `OUTBOUND_ALLOW_LOOPBACK`, still read' },
  { name: 'BUSINESS_NAME', default: 'sample value', meaning: "the business's name, on the **first start only** (then /admin/business)" },
  { name: 'BUSINESS_PHONE', default: 'sample value', meaning: "the first start's office phone" },
  { name: 'BUSINESS_EMERGENCY_PHONE', default: 'sample value', meaning: "the first start's emergency phone" },
  { name: 'BUSINESS_EMAIL', default: 'sample value', meaning: "the first start's business e-mail" },
  { name: 'BUSINESS_STREET', default: 'a sample Tampa address', meaning: "the first start's business address: street" },
  { name: 'BUSINESS_CITY', default: 'a sample Tampa address', meaning: '… city' },
  { name: 'BUSINESS_REGION', default: 'a sample Tampa address', meaning: '… state' },
  { name: 'BUSINESS_POSTAL_CODE', default: 'a sample Tampa address', meaning: '… ZIP code' },
  {
    name: 'BUSINESS_LICENCE',
    default: 'none',
    meaning: "the first start's licence numbers, comma-separated (e.g. `CFC1430000`): shown in every page's and e-mail's footer",
  },
  {
    name: 'BUSINESS_HOURS',
    default: 'Mon–Sat 7 AM–6 PM',
    meaning:
      "the first start's weekly opening hours, in words like `Mon-Sat 7am-6pm` (every hours text on the site is derived from the weekly hours)",
  },
  {
    name: 'BUSINESS_TIMEZONE',
    default: '`America/New_York`',
    meaning: 'every slot and displayed time is in this IANA zone (a setting, not part of the profile)',
  },
] as const satisfies readonly { name: string; default: string; meaning: string }[];

/** The name of a variable the server reads. */
export type SettingName = (typeof SETTINGS)[number]['name'];
