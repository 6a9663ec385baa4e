// Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the public pages of the
// built site, with Debian's Chromium, offline. Each URL is measured several times and the median
// run is reported, as Lighthouse advises for its run-to-run variance (docs/variability.md, with its
// own `computeMedianRun`). Fails when a median score of the preset is below its target. Run alone
// (`node scripts/lighthouse.mjs`) or from `npm run bench`.
//
// The preset's 4x assumes a host as fast as Lighthouse's reference machine (benchmark index about
// 1500): on a slower host it emulates a slower phone than intended, on a faster one a faster phone.
// So, for comparison, the pages are measured again with the CPU slowdown that Lighthouse's
// calculator gives for this host (docs/throttling.md#cpu-throttling); that table is informational,
// the targets are judged on the preset.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildIfStale } from './build-if-stale.mjs';
import { startSite } from './built-site.mjs';

export const LIGHTHOUSE_PATHS = ['/', '/projects', '/contact', '/schedule'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PRESET_SLOWDOWN = presets.mobileSlow4G.cpuSlowdownMultiplier;
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '', 10) || 5);

/**
 * The CPU slowdown that makes a host with this benchmark index emulate the preset's phone: the
 * formula of Lighthouse's CPU throttling calculator, linked from its throttling documentation.
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** A category's score, 0-100 (a run Lighthouse could not complete scores 0). */
const scoreOf = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * The settings measured with, and for each path of `baseUrl`: the scores (0-100) of the median of
 * `runs` Lighthouse runs, the performance score of every run, and the audits of the median run
 * that lost points.
 */
export async function lighthouseScores(baseUrl, { paths = LIGHTHOUSE_PATHS, cpuSlowdown = PRESET_SLOWDOWN, runs = RUNS } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const throttling = { ...presets.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
  const audit = async (pathname, onlyCategories) =>
    (await lighthouse(`${baseUrl}${pathname}`, { port: chrome.port, output: 'json', logLevel: 'error', throttling, onlyCategories })).lhr;
  const pages = [];
  try {
    // A fresh browser's very first page load pays its own start-up; it measures Chromium, not the site.
    await audit('/', ['performance']);
    for (const pathname of paths) {
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to be run again: such
      // runs are repeated, twice at most; if every run failed, the failure is what is reported.
      const completed = [];
      let failed;
      for (let attempt = 0; completed.length < runs && attempt < runs + 2; attempt++) {
        const lhr = await audit(pathname, Object.keys(TARGETS));
        if (lhr.runtimeError) failed = lhr;
        else completed.push(lhr);
      }
      const lhr = completed.length > 0 ? computeMedianRun(completed) : failed;
      const scores = Object.fromEntries(Object.keys(TARGETS).map((id) => [id, scoreOf(lhr, id)]));
      const failing = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${category.id}/${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
      );
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
        (id) => `${id.replace(/-/g, ' ')}: ${lhr.audits[id].displayValue}`,
      );
      if (lhr.runtimeError) failing.unshift(`run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      pages.push({
        path: pathname,
        scores,
        performanceRuns: completed.map((run) => scoreOf(run, 'performance')),
        failing,
        metrics,
        benchmarkIndexes: completed.map((run) => Math.round(run.environment.benchmarkIndex)),
      });
    }
  } finally {
    chrome.kill();
  }
  return { cpuSlowdown, runs, pages };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Prints the table; answers whether every median score reached its target. */
export function printLighthouse({ cpuSlowdown, runs, pages }, heading) {
  const indexes = pages.flatMap((page) => page.benchmarkIndexes);
  console.log(`\n${heading}: Lighthouse 12, mobile preset (simulated slow 4G), ${cpuSlowdown}x CPU slowdown, Chromium, loopback.`);
  console.log(`The median of ${runs} runs per URL; CPU benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)} (median ${median(indexes)}).\n`);
  console.log('| URL | performance | performance of each run | accessibility | best practices | SEO |');
  console.log('|---|---:|---|---:|---:|---:|');
  for (const { path, scores, performanceRuns } of pages) {
    console.log(`| ${path} | ${scores.performance} | ${performanceRuns.join(', ')} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`);
  }
  let ok = true;
  for (const { path, scores, failing, metrics } of pages) {
    console.log(`\n${path} (median run): ${metrics.join(', ')}`);
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

/**
 * The preset, which the targets are judged on; then, for comparison, the CPU slowdown calibrated
 * for this host when it differs from the preset's. Answers whether the preset met every target.
 */
export async function runLighthouse(baseUrl) {
  const preset = await lighthouseScores(baseUrl);
  const presetMet = printLighthouse(preset, 'The preset (judged)');
  const index = median(preset.pages.flatMap((page) => page.benchmarkIndexes));
  const slowdown = Math.round(calibratedCpuSlowdown(index) * 10) / 10;
  if (Number.isFinite(slowdown) && Math.abs(slowdown - PRESET_SLOWDOWN) >= 0.5) {
    console.log(
      `\nThis host's benchmark index (${index}) is ${slowdown < PRESET_SLOWDOWN ? 'below' : 'above'} the reference the preset assumes (about 1500): ` +
        `measuring again with the ${slowdown}x CPU slowdown Lighthouse's calculator gives for it, for comparison.`,
    );
    printLighthouse(await lighthouseScores(baseUrl, { cpuSlowdown: slowdown }), 'For comparison (not judged)');
  }
  console.log(`\nLighthouse targets (${Object.entries(TARGETS).map(([id, t]) => `${id} ≥ ${t}`).join(', ')}) on the preset: ${presetMet ? 'met' : 'NOT met'}.`);
  return presetMet;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  const site = await startSite();
  try {
    if (!(await runLighthouse(site.url))) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
