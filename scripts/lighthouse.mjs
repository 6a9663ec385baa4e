// Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the public pages of the
// built site, with Debian's Chromium, offline. Prints the four category scores per URL and fails
// when one is below its target. Run alone (`node scripts/lighthouse.mjs`) or from `npm run bench`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';
import { startSite } from './built-site.mjs';

export const LIGHTHOUSE_PATHS = ['/', '/projects', '/contact', '/schedule'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Scores (0-100) of each category for each path of `baseUrl`, plus the audits that lost points. */
export async function lighthouseScores(baseUrl, paths = LIGHTHOUSE_PATHS) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  try {
    // A fresh browser's very first page load pays its own start-up; it measures Chromium, not the site.
    await lighthouse(`${baseUrl}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    for (const pathname of paths) {
      const { lhr } = await lighthouse(`${baseUrl}${pathname}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) });
      const scores = Object.fromEntries(Object.keys(TARGETS).map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
      const failing = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${category.id}/${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
      );
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
        (id) => `${id.replace(/-/g, ' ')}: ${lhr.audits[id].displayValue}`,
      );
      results.push({ path: pathname, scores, failing, metrics, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Prints the table; answers whether every score reached its target. */
export function printLighthouse(results) {
  const cpu = results.map((r) => r.benchmarkIndex).join(', ');
  console.log(`\nLighthouse 12, mobile preset (simulated throttling), Chromium, loopback; CPU benchmark index ${cpu}\n`);
  console.log('| URL | performance | accessibility | best practices | SEO |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { path, scores } of results) {
    console.log(`| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`);
  }
  let ok = true;
  for (const { path, scores, failing, metrics } of results) {
    console.log(`\n${path}: ${metrics.join(', ')}`);
    if (failing.length) console.log(`  below full marks: ${failing.join('; ')}`);
    for (const [id, target] of Object.entries(TARGETS)) {
      if (scores[id] < target) {
        ok = false;
        console.log(`  ${id} ${scores[id]} is below the target ${target}`);
      }
    }
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  const site = await startSite();
  try {
    if (!printLighthouse(await lighthouseScores(site.url))) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
