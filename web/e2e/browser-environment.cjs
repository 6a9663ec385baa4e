const { TestEnvironment } = require('jest-environment-node');

/** How much of a page's text a failure quotes. */
const QUOTED_CHARACTERS = 240;
/** How long a page may take to say what it shows (a hung page must not hold the run). */
const READ_TIMEOUT_MS = 2_000;

/**
 * The browser tests' environment: when a test fails, what each page it left open shows (its
 * address, and the text of its open dialog, or else of its main content) goes into the failure's
 * message, so a failure seen once in a CI log says what the visitor or owner was looking at.
 * browser.ts lists the open pages in the test's global `openE2ePages`.
 */
class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const pages = [...(this.global.openE2ePages ?? [])].filter((page) => !page.isClosed());
    const error = event.error;
    if (!pages.length || typeof error?.message !== 'string') return;
    const seen = (await Promise.all(pages.map(onScreen))).map((line) => `On screen when it failed: ${line}`).join('\n');
    // Right after the first line, where the run's summary of failures (scripts/test.mjs) quotes it.
    const [first, ...rest] = error.message.split('\n');
    const message = [first, seen, ...rest].join('\n');
    if (typeof error.stack === 'string') error.stack = error.stack.replace(error.message, message);
    error.message = message;
  }
}

/** A page's address and the start of the text in view: its top dialog's, its main content's or its body's. */
async function onScreen(page) {
  /* global document -- evaluate runs the function in the page */
  const text = page
    .evaluate(() => {
      const shown = (element) => element.getClientRects().length > 0;
      const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(shown).pop();
      return (dialog ?? document.querySelector('main') ?? document.body)?.innerText ?? '';
    })
    .then((words) => words.replace(/\s+/g, ' ').trim().slice(0, QUOTED_CHARACTERS))
    .catch((error) => `(could not be read: ${error.message.split('\n')[0]})`);
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, READ_TIMEOUT_MS, '(did not answer)')));
  try {
    return `${page.url()} · ${await Promise.race([text, timeout])}`;
  } finally {
    clearTimeout(timer);
  }
}

module.exports = BrowserTestEnvironment;
