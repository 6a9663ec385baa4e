// `npm run bench:calendar` (and the end of `npm run bench`): how long the owner's calendar takes to
// draw a busy week (issue #50: a week of 300 jobs in under 300 ms at a 4x CPU slowdown, calibrated), in the
// built site on a fresh database, with Debian's Chromium, and how often the calendar asks the server
// per switch. A figure, not a test: it prints, and fails when the target is missed or a switch asks more than once.
// The functions handed to page.evaluate and waitForFunction run in the page.
/* global window, document, requestAnimationFrame */
import os from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { graphqlAt, ownerWithOpenCalendar, startSite } from './built-site.mjs';
import { calibratedCpuSlowdown } from './lighthouse.mjs';

const JOBS = 300;
const CREWS = 5;
const CPU_SLOWDOWN = Number(process.env.CALENDAR_CPU_SLOWDOWN ?? 4);
const RUNS = Math.max(1, Number.parseInt(process.env.CALENDAR_RUNS ?? '', 10) || 7);
const TARGET_MS = 300;
/** An inspection (60 minutes by default) and the 30-minute drive after it. */
const SPACING_MS = 90 * 60_000;

/** The first Sunday after tomorrow: a whole week still to come, YYYY-MM-DD. */
function comingWeek() {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1);
  return Array.from({ length: 7 }, (_, index) => new Date(day.getTime() + index * 86_400_000).toISOString().slice(0, 10));
}

/** Fills the week with `JOBS` jobs taken by phone, spread over the crews and days; answers the week's Sunday. */
async function fillWeek(url, token) {
  const graphql = graphqlAt(url);
  const week = comingWeek();
  let made = 0;
  for (const date of week) {
    for (let crew = 1; crew <= CREWS && made < JOBS; crew++) {
      const { jobStarts } = await graphql(
        'query ($date: String!, $crew: Int) { jobStarts(date: $date, serviceType: inspection, crew: $crew) { slots { startsAt available } } }',
        { date, crew },
        token,
      );
      let next = 0;
      for (const slot of jobStarts.slots.filter((candidate) => candidate.available)) {
        const starts = Date.parse(slot.startsAt);
        if (starts < next || made >= JOBS) continue;
        await graphql(
          'mutation ($input: PhoneJobInput!) { createPhoneJob(input: $input) { appointment { id } } }',
          {
            input: {
              customerName: `Bench Customer ${made}`,
              customerPhone: '(813) 555-0100',
              serviceType: 'inspection',
              startsAt: slot.startsAt,
              crew,
            },
          },
          token,
        );
        made += 1;
        next = starts + SPACING_MS;
      }
    }
  }
  if (made < JOBS) throw new Error(`only ${made} jobs fit in the week`);
  return week[0];
}

/**
 * The times from a click on "Week" (the day view shown, the week's jobs already in the page's cache)
 * to the paint that shows the week with its jobs in sight (the calendar draws those first, the rest
 * once the browser is idle), and to the paint that shows all of its blocks: React's render, the
 * grid's layout, and the browser's style, layout and paint. A frame's callbacks run before its
 * paint, so a message posted from one is handled right after that paint, before any idle work (a
 * second frame callback would wait for the next frame, and for the rest of the jobs' draw if the
 * browser turned to it first). Each run measures them at `CPU_SLOWDOWN`x, then at the slowdown that
 * makes this host the phone Lighthouse's 4x stands for (its calibration, as scripts/lighthouse.mjs),
 * one right after the other.
 */
async function weekRenderTimes(url, token, sunday) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: url });
    const page = await context.newPage();
    await page.addInitScript((value) => window.localStorage.setItem('adminToken', value), token);
    await page.goto(`/admin/calendar?view=week&date=${sunday}`);
    await page.waitForFunction((count) => document.querySelectorAll('.calendar-job').length === count, JOBS, { timeout: 60_000 });
    // This host's speed as Lighthouse rates it: the same code on a slower moment of a shared host draws slower.
    const benchmarkIndex = Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    const calibratedSlowdown = Math.round(((calibratedCpuSlowdown(benchmarkIndex) * CPU_SLOWDOWN) / 4) * 10) / 10;
    const cdp = await context.newCDPSession(page);
    // The calendar's own asks of the server: one per switch (a slow draw once set off an ask after each answer).
    let asks = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'OwnerCalendar') asks += 1;
    });
    const times = [];
    const calibratedTimes = [];
    const asksPerSwitch = [];
    const switchAt = async (rate) => {
      await page.getByText('Day', { exact: true }).click();
      await page.waitForFunction((count) => document.querySelectorAll('.calendar-job').length < count, JOBS);
      // The day's answer from the server (the cache showed it first) is drawn before the measured switch starts.
      await page.waitForTimeout(500);
      asks = 0;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const time = await page.evaluate(
        (count) =>
          new Promise((resolve) => {
            const week = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Week');
            const started = performance.now();
            const times = {};
            week.click();
            const afterPaint = (then) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = then;
              channel.port2.postMessage(null);
            };
            const check = () => {
              const since = () => performance.now() - started;
              if (times.shown === undefined && document.querySelector('.calendar-grid.is-week .calendar-job')) {
                times.shown = null;
                afterPaint(() => (times.shown = since()));
              }
              if (document.querySelectorAll('.calendar-job').length === count) afterPaint(() => resolve({ ...times, all: since() }));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        JOBS,
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.waitForTimeout(500);
      asksPerSwitch.push(asks);
      return time;
    };
    for (let run = 0; run < RUNS; run++) {
      times.push(await switchAt(CPU_SLOWDOWN));
      calibratedTimes.push(await switchAt(calibratedSlowdown));
    }
    return { times, calibratedTimes, calibratedSlowdown, asksPerSwitch, benchmarkIndex };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures the calendar's week on a site of its own; prints both figures and answers whether the
 * target was met: at the calibrated slowdown, as Lighthouse's 4x is meant (on a slower moment of
 * this shared host the raw 4x emulates a slower phone than that).
 */
export async function runCalendarBench() {
  const site = await startSite();
  try {
    const token = await ownerWithOpenCalendar(site.url, { crews: CREWS, hours: { start: '06:00', end: '20:00' } });
    const sunday = await fillWeek(site.url, token);
    const { times, calibratedTimes, calibratedSlowdown, asksPerSwitch, benchmarkIndex } = await weekRenderTimes(site.url, token, sunday);
    const figure = (values) => `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')} ms)`;
    const line = (label, runs) =>
      `  ${label}: the week on screen in ${figure(runs.map((run) => run.shown))}; all ${JOBS} blocks in ${figure(runs.map((run) => run.all))}\n`;
    // Other work on the machine slows the draw down as much as the emulated phone: the load is part of the figure.
    console.log(
      `\nCalendar week view, ${JOBS} jobs of ${CREWS} crews, 1280x800 (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ` +
        `Lighthouse benchmark index ${benchmarkIndex}), the median of ${RUNS} runs each (target < ${TARGET_MS} ms for the week on screen):\n` +
        line(`at ${CPU_SLOWDOWN}x CPU slowdown`, times) +
        line(`at ${calibratedSlowdown}x, this host calibrated to Lighthouse's ${CPU_SLOWDOWN}x`, calibratedTimes) +
        `  the calendar asked the server ${asksPerSwitch.join(', ')} times per switch.`,
    );
    return median(calibratedTimes.map((run) => run.shown)) < TARGET_MS && asksPerSwitch.every((asks) => asks === 1);
  } finally {
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale();
  if (!(await runCalendarBench())) process.exitCode = 1;
}
