// `npm run bench:photos`: what a customer's photo costs the built server (issue #40), over
// loopback: the time to take a 12-megapixel JPEG and a HEIC (p50/p95 of 20 each, upload to
// answer), the bytes kept per photo (the JPEG and its thumbnail), and the server's memory while
// 5 photos go up at once. The HEIC is 12 megapixels when libheif's heif-enc is installed
// (apt-get install libheif-examples), else the tests' small sample. Then (issue #49) the server's
// memory before, at the peak and once settled while 20 photos of 15 MB (48 megapixels) go up at
// once from one address, the owner's project photos then customers' photos, on a fresh server with
// glibc's default allocator settings and with the Docker image's.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildIfStale } from './build-if-stale.mjs';
import { ownerToken, startSite } from './built-site.mjs';

const RUNS = 20;
const root = path.resolve(import.meta.dirname, '..');

/** A 4032 x 3024 photo with a camera's detail (noise), as a phone's JPEG with EXIF. */
async function phonePhoto() {
  return sharp({ create: { width: 4032, height: 3024, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' } })
    .toBuffer();
}

/** A 48-megapixel phone photo of nearly 15 MB (the customers' limit): a noise tile repeated, fast to make. */
async function largePhonePhoto() {
  const tile = await sharp({ create: { width: 2016, height: 1512, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 25 } } })
    .png()
    .toBuffer();
  return sharp(tile)
    .extend({ right: 6048, bottom: 4536, extendWith: 'repeat' })
    .jpeg({ quality: 78 })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' } })
    .toBuffer();
}

function heicOf(jpeg) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-bench-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.jpg'), jpeg);
    execFileSync('heif-enc', ['-q', '50', path.join(dir, 'in.jpg'), '-o', path.join(dir, 'out.heic')], { stdio: 'ignore' });
    return { bytes: fs.readFileSync(path.join(dir, 'out.heic')), label: '12 MP HEIC' };
  } catch {
    return {
      bytes: fs.readFileSync(path.join(root, 'server', 'test', 'fixtures', 'iphone-photo.heic')),
      label: '0.8 MP HEIC (no heif-enc here)',
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

buildIfStale();
// Made before the site starts: heif-enc takes seconds, longer than an idle keep-alive connection lives.
const jpeg = await phonePhoto();
const heic = heicOf(jpeg);
const large = await largePhonePhoto();
const site = await startSite({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
let client = 0;
try {
  // Each upload from its own address: the per-client hourly limit is not what is measured.
  const from = () => ({ 'x-forwarded-for': `10.77.${Math.floor(client / 250)}.${(client++ % 250) + 1}` });
  const token = async () =>
    (await (await fetch(`${site.url}/api/customer-photos/token`, { method: 'POST', headers: from() })).json()).token;
  const upload = async (uploadToken, bytes) => {
    const started = performance.now();
    const answer = await fetch(`${site.url}/api/customer-photos`, {
      method: 'POST',
      headers: { ...from(), 'x-upload-token': uploadToken },
      body: bytes,
    });
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    return { ms: performance.now() - started, id: (await answer.json()).id };
  };

  console.log('| photo | sent | p50 | p95 | kept (photo + thumbnail) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { label, bytes } of [{ label: '12 MP JPEG', bytes: jpeg }, heic]) {
    const times = [];
    let kept = 0;
    for (let i = 0; i < RUNS; i += 5) {
      const uploadToken = await token();
      for (let j = 0; j < 5 && i + j < RUNS; j++) {
        const { ms, id } = await upload(uploadToken, bytes);
        times.push(ms);
        const folder = path.join(site.dataDir, 'uploads', 'customer-photos');
        kept = fs.statSync(path.join(folder, `${id}.jpg`)).size + fs.statSync(path.join(folder, `${id}-thumb.jpg`)).size;
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${label} | ${(bytes.length / 1024).toFixed(0)} KB | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${(kept / 1024).toFixed(0)} KB |`,
    );
  }

  const before = rssMb(site.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 20);
  const uploadToken = await token();
  await Promise.all(Array.from({ length: 5 }, () => upload(uploadToken, jpeg)));
  clearInterval(sampler);
  console.log(
    `\nServer memory (RSS) while 5 photos of 12 MP go up at once: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak.`,
  );
} finally {
  await site.stop();
}

console.log(
  `\nServer memory (RSS) while 20 photos of ${(large.length / 1024 / 1024).toFixed(1)} MB (48 MP) go up at once from one address, on a fresh server each allocator:\n`,
);
console.log('| malloc | photos | before | peak | settled (10 s after) | took |');
console.log('| --- | --- | --- | --- | --- | --- |');
await largeUploads('glibc defaults', {});
// As the Docker image runs it: glibc hands freed memory back (no dynamic thresholds).
await largeUploads('MALLOC_TRIM_THRESHOLD_=131072', { MALLOC_TRIM_THRESHOLD_: '131072' });

/** Twenty photos of 15 MB at once, the owner's then customers', on a site of its own started with `env`. */
async function largeUploads(malloc, env) {
  // The owner's uploads of 15 MB pass UPLOAD_MAX_MB.
  const site = await startSite({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', UPLOAD_MAX_MB: '16', ...env });
  try {
    const owner = await ownerToken(site.url);
    const projectPhoto = async (index) => {
      const form = new FormData();
      const query = 'mutation ($file: Upload!, $key: String!) { uploadImage(file: $file, key: $key) }';
      form.append('operations', JSON.stringify({ query, variables: { file: null, key: `projects/${randomUUID()}/gallery-${index}` } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([large]), 'photo.jpg');
      const answer = await fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${owner}` },
        body: form,
      });
      const body = await answer.json();
      if (body.errors) throw new Error(`upload answered ${JSON.stringify(body.errors)}`);
    };
    const customerPhoto = async (uploadToken) => {
      const answer = await fetch(`${site.url}/api/customer-photos`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.78.0.1', 'x-upload-token': uploadToken },
        body: large,
      });
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    };
    const customerPhotos = async () => {
      // One address, as a visitor sends them: 5 photos per form, 4 forms.
      const tokens = [];
      for (let i = 0; i < 4; i++) {
        const answer = await fetch(`${site.url}/api/customer-photos/token`, {
          method: 'POST',
          headers: { 'x-forwarded-for': '10.78.0.1' },
        });
        tokens.push((await answer.json()).token);
      }
      await Promise.all(Array.from({ length: 20 }, (_, i) => customerPhoto(tokens[i % 4])));
    };
    for (const [label, send] of [
      ["owner's project photos", () => Promise.all(Array.from({ length: 20 }, (_, i) => projectPhoto(i)))],
      ["customers' photos", customerPhotos],
    ]) {
      const baseline = rssMb(site.pid);
      let top = baseline;
      const watch = setInterval(() => (top = Math.max(top, rssMb(site.pid))), 20);
      const started = performance.now();
      await send();
      const took = performance.now() - started;
      clearInterval(watch);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const settled = rssMb(site.pid);
      const mb = (value) => `${value.toFixed(0)} MB (+${(value - baseline).toFixed(0)})`;
      console.log(`| ${malloc} | ${label} | ${baseline.toFixed(0)} MB | ${mb(top)} | ${mb(settled)} | ${(took / 1000).toFixed(1)} s |`);
    }
  } finally {
    await site.stop();
  }
}
