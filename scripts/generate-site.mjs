// Fills a data directory with a large, made-up site, to measure backups and restores at scale:
//   node scripts/generate-site.mjs DATA_DIR [--appointments 10000] [--photos 200]
// Appointments in every status with their two e-mails each in the outbox, a tenth as many contact
// messages, and projects with `--photos` photos (5 a project: a main image and 4 in the gallery),
// each a noisy 1600x1200 JPEG stored through the media service as an upload is (the original plus
// its WebP copies). Uses the built server (npm run build) and the embedded database under DATA_DIR
// (or DATABASE_URL and S3_* as the server would); the directory must not be in use by a server.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { appointments: { type: 'string', default: '10000' }, photos: { type: 'string', default: '200' } },
});
if (positionals.length !== 1) {
  console.error('Usage: node scripts/generate-site.mjs DATA_DIR [--appointments 10000] [--photos 200]');
  process.exit(1);
}
process.env.DATA_DIR = path.resolve(positionals[0]);
const appointments = Number(values.appointments);
const photos = Number(values.photos);

buildIfStale({ only: ['shared', 'server'] });
const require = createRequire(path.resolve(import.meta.dirname, '..', 'server', 'dist', 'main.js'));
require('reflect-metadata');
const sharp = require('sharp');
const { loadConfig } = require('./config/env');
const { openAppDatabase } = require('./database');
const { startEmbeddedPostgres } = require('./db/embedded');
const { createLogger } = require('./logger');
const { createMediaStorage } = require('./modules/media');
const { MediaService } = require('./modules/media/media.service');

const config = loadConfig();
const logger = createLogger('warn');
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, logger);
const db = await openAppDatabase(config.databaseUrl ?? embedded.url, logger);
const started = Date.now();
try {
  // Appointments: one every five hours from 2024 on (so no two active ones hold the one crew at once: the
  // longest job and its drive take 4.5 hours, issue #50), statuses in turn.
  await db.query(
    `INSERT INTO appointment (customer_name, customer_email, customer_phone, service_type, preferred_date, duration_minutes, blocked_until,
                              description, status, service_address, created_at)
     SELECT 'Customer ' || i, 'customer' || i || '@example.com', '(813) 555-' || lpad((i % 10000)::text, 4, '0'),
            service_type, start, minutes, start + make_interval(mins => minutes + 30),
            'The kitchen faucet drips and the water heater makes a knocking noise at night. ' || repeat('Details. ', i % 20),
            (ARRAY['pending','confirmed','rejected','completed','cancelled'])[1 + i % 5],
            i || ' W Kennedy Blvd, Tampa, FL 33609',
            timestamptz '2024-01-01 12:00Z' + i * interval '29 minutes'
     FROM generate_series(1, $1) AS i,
          LATERAL (SELECT (ARRAY['repair','installation','maintenance','inspection','emergency','other'])[1 + i % 6] AS service_type,
                          (ARRAY[120, 240, 90, 60, 120, 60])[1 + i % 6] AS minutes,
                          timestamptz '2024-01-02 13:00Z' + i * interval '5 hours' AS start) AS job`,
    [appointments],
  );
  const body = '<p>Thank you for your request. We will call you within 1 business hour.</p>'.repeat(12);
  await db.query(
    `INSERT INTO outbox_email (kind, to_address, subject, text, html, appointment_id, status, attempts, sent_at, created_at)
     SELECT kind, a.customer_email, 'Your appointment request', $1, $2, a.id, 'sent', 1, a.created_at, a.created_at
     FROM appointment a CROSS JOIN (VALUES ('request-received'), ('status-changed')) AS k(kind)`,
    [body.replace(/<[^>]+>/g, ''), body],
  );
  await db.query(
    `INSERT INTO contact_message (name, email, phone, service, message, created_at)
     SELECT 'Visitor ' || i, 'visitor' || i || '@example.com', '(813) 555-0100',
            (ARRAY['emergency','maintenance','installation','inspection','other'])[1 + i % 5],
            'Could you come and look at a leak under the sink? ' || repeat('More about it. ', i % 15), now() - i * interval '3 hours'
     FROM generate_series(1, $1) AS i`,
    [Math.ceil(appointments / 10)],
  );
  console.log(
    `${appointments} appointments with ${appointments * 2} e-mails and ${Math.ceil(appointments / 10)} messages in ${Date.now() - started} ms`,
  );

  const media = new MediaService(createMediaStorage(config), config.uploadMaxMb, logger);
  const photo = (seed) =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 60 + (seed % 120), sigma: 40 } } })
      .jpeg({ quality: 82 })
      .toBuffer();
  const perProject = 5;
  for (let p = 0; p * perProject < photos; p++) {
    const id = randomUUID();
    const urls = [];
    for (let n = 0; n < perProject && p * perProject + n < photos; n++) {
      urls.push(await media.storeImage(`projects/${id}/${n === 0 ? 'main-image' : `gallery-${n - 1}`}`, await photo(p * perProject + n)));
    }
    await db.query(
      `INSERT INTO project (id, title, description, category, image, image_url, completion_date, specifications, project_details, gallery)
       VALUES ($1, $2, 'A generated project', 'Residential', $3, $3, date '2025-01-01' + $4::int, $5, $6, $7)`,
      [
        id,
        `Generated project ${p + 1}`,
        urls[0],
        p,
        { duration: '2 days', location: 'Tampa', services: ['Repair'], materials: ['Copper'] },
        { challenge: 'Old pipes', solution: 'New pipes', outcome: 'No leaks' },
        JSON.stringify(urls.slice(1).map((url, i) => ({ url, caption: `Photo ${i + 1}` }))),
      ],
    );
    process.stdout.write(`\rphotos: ${Math.min(photos, (p + 1) * perProject)}/${photos}`);
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s: ${config.dataDir}`);
} finally {
  await db.destroy();
  await embedded?.stop();
}
