// `npm run bench:inp` (and the end of `npm run bench`): Interaction to Next Paint of the public
// pages' first presses (issue #53: each ≤ 100 ms at a 4x CPU slowdown), measured by the web-vitals
// library in Debian's Chromium on the built site: the menu opened and the emergency modal opened on a
// phone, the first keystroke in the booking form, a press on the portfolio's filter; in English and
// in Spanish. Each run loads the page afresh in a new context and presses once the page is idle, as a
// visitor who has read it first (the booking form scrolled to, as it is adopted when reached); the
// figure is the median run. A press that adopts its island first (the portfolio's) also gets the
// time until it is answered, and so does the emergency modal's, which the platform opens. A figure,
// not a test: it prints, and fails when a target is missed.
// The functions handed to addInitScript and evaluate run in the page.
/* global window */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startSite } from './built-site.mjs';
import { calibratedCpuSlowdown } from './lighthouse.mjs';

const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;
const RUNS = Math.max(1, Number.parseInt(process.env.INP_RUNS ?? '', 10) || 5);
/** `INP_PRESSES=menu,modal`: only the presses whose names hold one of these words (while working on them). */
const ONLY = process.env.INP_PRESSES?.split(',').filter(Boolean);
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
/** How long a page is left to settle before the press: its islands are adopted once the browser is idle. */
const READ_MS = 1_500;
/** The library's script for a page (window.webVitals), beside its CommonJS build (the package exports no path to it). */
const WEB_VITALS = fs.readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);

/**
 * A press as a finger makes it: the mouse at the middle of what `locator` finds. Not `locator.click()`,
 * whose check that the press lands on its target runs in the page within the press (a forced layout
 * in the pointerdown, 5–11 ms at 4x in a trace) and so counted as the page's own time.
 */
async function pressMiddleOf(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The presses measured: where (English and Spanish), at what width, and how (by structure, the same in both languages). */
const INTERACTIONS = [
  {
    name: 'open the menu',
    paths: ['/', '/es'],
    viewport: PHONE,
    press: (page) => pressMiddleOf(page.locator('header.topbar button[aria-controls]')),
  },
  {
    name: 'open the emergency modal',
    paths: ['/', '/es'],
    viewport: PHONE,
    press: (page) => pressMiddleOf(page.locator('#main-content button.button-large')),
    // Open once the platform has opened it (an invoker command): pressed at 1.5 s, before the hero's island is adopted.
    answered: (page) => page.locator('dialog.modal[open]').waitFor(),
  },
  {
    name: 'first keystroke, booking form',
    paths: ['/schedule', '/es/agendar'],
    viewport: PHONE,
    // The visitor scrolls to the form, which is adopted as they near it (app/islands.ts), and reads it.
    prepare: async (page) => {
      const name = page.locator('form input[autocomplete="name"]');
      await name.evaluate((input) => input.scrollIntoView({ block: 'center' }));
      await page.waitForFunction((input) => !input.disabled, await name.elementHandle());
    },
    // Focused without a press of its own: the keystroke is the interaction measured.
    press: async (page) => {
      await page.locator('form input[autocomplete="name"]').evaluate((input) => input.focus());
      await page.keyboard.press('J');
    },
  },
  {
    name: 'portfolio filter press',
    paths: ['/projects', '/es/proyectos'],
    viewport: DESKTOP,
    press: (page) => pressMiddleOf(page.locator('.category-filter button').nth(1)),
    // The first press adopts the portfolio (its code loads then), and the filter answers it after.
    answered: (page) => page.locator('.category-filter button').nth(1).and(page.locator('[aria-pressed="true"]')).waitFor(),
  },
];

/**
 * On a fresh load of `address`, pressed at `rate`x: the longest interaction's time to its next
 * paint (ms; 0 when none took 16 ms), and for a press answered later (`answered`) the time from the
 * press until then (ms, as seen from here: a few ms of the browser's round trips included).
 */
async function inpOf(browser, url, { address, viewport, prepare, press, answered }, rate) {
  const context = await browser.newContext({ viewport, baseURL: url });
  try {
    const page = await context.newPage();
    // The script declares `var webVitals`, and an init script runs in a scope of its own.
    await page.addInitScript(`${WEB_VITALS};window.webVitals = webVitals;`);
    // 16 ms: the least the Event Timing API reports; web-vitals' default leaves out what is under 40.
    await page.addInitScript(() =>
      window.webVitals.onINP((metric) => (window.inpMs = metric.value), { reportAllChanges: true, durationThreshold: 16 }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(address, { waitUntil: 'load' });
    await prepare?.(page);
    await page.waitForTimeout(READ_MS);
    await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve, { timeout: 5_000 })));
    const pressed = performance.now();
    await press(page);
    await answered?.(page);
    const answerMs = answered ? performance.now() - pressed : undefined;
    // An interaction is reported once its next frame is painted.
    await page.waitForTimeout(1_000);
    return { inp: await page.evaluate(() => window.inpMs ?? 0), answerMs };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Measures every press on a site of its own; prints a table and answers whether each met the target at 4x. */
export async function runInpBench() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const probe = await browser.newPage();
    await probe.goto(site.url);
    const benchmarkIndex = Math.round(await probe.evaluate(pageFunctions.computeBenchmarkIndex));
    await probe.close();
    const calibrated = Math.round(((calibratedCpuSlowdown(benchmarkIndex) * CPU_SLOWDOWN) / 4) * 10) / 10;
    const rows = [];
    let met = true;
    for (const interaction of INTERACTIONS.filter(({ name }) => !ONLY || ONLY.some((word) => name.includes(word)))) {
      for (const address of interaction.paths) {
        const at = async (rate) => {
          const runs = [];
          for (let run = 0; run < RUNS; run++) runs.push(await inpOf(browser, site.url, { ...interaction, address }, rate));
          return runs;
        };
        const raw = await at(CPU_SLOWDOWN);
        const host = await at(calibrated);
        met &&= median(raw.map(({ inp }) => inp)) <= TARGET_MS;
        const figure = (runs) => `${Math.round(median(runs))} (${runs.map(Math.round).join(', ')})`;
        const answer = (runs) => (interaction.answered ? figure(runs.map(({ answerMs }) => answerMs)) : '–');
        rows.push(
          `| ${interaction.name} | ${address} | ${interaction.viewport.width} | ${figure(raw.map(({ inp }) => inp))} | ` +
            `${figure(host.map(({ inp }) => inp))} | ${answer(raw)} | ${answer(host)} |`,
        );
      }
    }
    console.log(
      `\nInteraction to Next Paint (web-vitals), ms, the median of ${RUNS} fresh loads each (target ≤ ${TARGET_MS} ms at ${CPU_SLOWDOWN}x; ` +
        `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Lighthouse benchmark index ${benchmarkIndex}):\n` +
        `| press | page | width | INP at ${CPU_SLOWDOWN}x | INP at ${calibrated}x (this host calibrated) | answered at ${CPU_SLOWDOWN}x | answered at ${calibrated}x |\n` +
        `|---|---|---:|---:|---:|---:|---:|\n` +
        rows.join('\n'),
    );
    return met;
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  if (!(await runInpBench())) process.exitCode = 1;
}
