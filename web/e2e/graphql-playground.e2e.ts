import type { Page } from 'playwright-core';
import { DESKTOP, openSite, PHONE, type Site } from './browser';

const SAVE_PROJECT = `mutation ($input: ProjectInput!) { saveProject(input: $input) { id } }`;
const PROJECT = {
  title: 'Live event repipe',
  description: 'Replaced corroded galvanized lines with PEX.',
  category: 'Residential',
  type: 'Repiping',
  image: 'https://example.com/kitchen.jpg',
  completionDate: '06/22/2025',
  specifications: { duration: '24 hours', location: 'South Tampa' },
  projectDetails: { challenge: 'Low pressure', solution: 'New lines', outcome: 'Full pressure' },
};

const queryEditor = (page: Page) => page.locator('.graphiql-query-editor .monaco-editor').first();
const response = (page: Page) => page.locator('.graphiql-response');

/**
 * GraphiQL parses the operation editor 100 ms after it changes (a tab switch changes it too): then
 * it stores the text and takes the operation's name. A tab added before that titles the tab left
 * behind after the previous operation, and a run names it ("Unknown operation named ...").
 */
const parsed = (page: Page, operation: string) =>
  page.waitForFunction((text) => window.localStorage.getItem('graphiql:query')?.includes(text) ?? false, operation);

/** A fresh tab with an empty operation editor, focused. */
async function newTab(page: Page) {
  await page.getByRole('button', { name: 'New tab' }).click();
  await queryEditor(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
}

describe('the GraphQL playground (GraphiQL, offline), with the server started as `npm run dev` does', () => {
  let site: Site;
  let token: string;
  beforeAll(async () => {
    site = await openSite({ NODE_ENV: 'development' });
    token = await site.setUpOwner();
  });
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  /** Waits until the headers editor shows the admin's token. */
  const showsToken = (page: Page) =>
    page
      .locator('.graphiql-editor-tool .monaco-editor')
      .getByText(`Bearer ${token.slice(0, 20)}`)
      .first()
      .waitFor();

  /**
   * The playground, recording requests that leave the server, console errors and the operations it
   * subscribes to over WebSocket (the server holds a subscription from the moment it reads that
   * message; GraphiQL shows Stop as soon as it starts connecting).
   */
  async function openPlayground() {
    const page = await site.page(DESKTOP);
    const elsewhere: string[] = [];
    const consoleErrors: string[] = [];
    const subscribed: Array<(operationName: string) => void> = [];
    page.on('request', (request) => !request.url().startsWith(site.url) && elsewhere.push(request.url()));
    page.on('websocket', (socket) => {
      if (!socket.url().startsWith(site.url.replace('http', 'ws'))) elsewhere.push(socket.url());
      socket.on('framesent', ({ payload }) => {
        const message =
          typeof payload === 'string' ? (JSON.parse(payload) as { type: string; payload?: { operationName?: string } }) : undefined;
        if (message?.type === 'subscribe') subscribed.forEach((notify) => notify(message.payload?.operationName ?? ''));
      });
    });
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    /** Resolves once the page has sent the subscription of that operation. */
    const subscriptionSent = (operationName: string) =>
      new Promise<void>((resolve) => subscribed.push((name) => name === operationName && resolve()));
    await page.goto('/graphql');
    await queryEditor(page).waitFor();
    return { page, elsewhere, consoleErrors, subscriptionSent };
  }

  it('autocompletes and runs a query, shows the docs of Project, streams dataChanged events and keeps the runs in the history, all from this server', async () => {
    const { page, elsewhere, consoleErrors, subscriptionSent } = await openPlayground();
    await page.getByText('Signed out: admin operations answer "User is not authenticated".').waitFor();

    await newTab(page);
    await page.keyboard.type('query Settings { appointmentSett');
    await page.locator('.suggest-widget').getByText('appointmentSettings').first().waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type(' { minDaysInAdvance');
    await page.keyboard.press('Escape');
    // As below: GraphiQL names the operation it parsed last; a run before the tab takes this one's name
    // sends the previous tab's ("Unknown operation named \"Projects\"").
    await page.locator('.graphiql-tab-active').getByText('Settings').waitFor();
    await page.keyboard.press('Control+Enter');
    await response(page).getByText('"minDaysInAdvance": 1').waitFor();

    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Project', exact: true }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Commercial, Residential or Emergency').waitFor();

    await newTab(page);
    // Typed whole (no bracket auto-closing); the tab takes the operation's name once the editor has parsed it,
    // and only a parsed named subscription goes over WebSocket.
    await page.keyboard.insertText('subscription Changes { dataChanged(collection: "projects") { collection operation } }');
    await page.locator('.graphiql-tab-active').getByText('Changes').waitFor();
    const subscribedToChanges = subscriptionSent('Changes');
    await page.keyboard.press('Control+Enter');
    await page.locator('.graphiql-execute-button[aria-label="Stop query (Ctrl-Enter)"]').waitFor();
    // A project saved before the server has the subscription would publish to nobody.
    await subscribedToChanges;
    const saved = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SAVE_PROJECT, variables: { input: PROJECT } }),
    });
    expect((await saved.json()).errors).toBeUndefined();
    await response(page).getByText('"operation": "created"').waitFor();
    await response(page).getByText('"collection": "projects"').waitFor();

    // Each run is kept in the history, to be opened again (GraphiQL records the tab's parsed operation, as above).
    await page.getByRole('button', { name: 'Show History' }).click();
    await page.locator('.graphiql-history-item-label', { hasText: 'Changes' }).waitFor();

    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("prefills the headers with the signed-in admin's token, with a note saying so, and runs the admin's appointments list", async () => {
    const page = await site.page(DESKTOP);
    // Visited signed out first: GraphiQL keeps its tabs (without headers) in storage, and restores them.
    await page.goto('/graphql');
    await queryEditor(page).waitFor();
    await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
    await page.reload();
    await page.getByText("The request headers carry the signed-in admin's token from this browser's admin session.").waitFor();
    await showsToken(page);
    await page.getByRole('button', { name: 'Appointments' }).click();
    await queryEditor(page).getByText('query Appointments').waitFor();
    await parsed(page, 'query Appointments');
    await showsToken(page);
    // GraphiQL sends the operation name it parsed last: a run right after switching tabs may still name the
    // previous tab's operation. A fresh tab's title changes once its operation is parsed.
    await newTab(page);
    await page.keyboard.insertText('query Mine { appointments { id } }');
    await page.locator('.graphiql-tab-active').getByText('Mine').waitFor();
    await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
    await response(page).getByText('"appointments": []').waitFor();
    await page.getByRole('button', { name: 'Appointments' }).click();
    await site.screenshot(page, 'graphql-playground');
    await page.context().close();
  });

  it('at 375 px stacks the operation over its result, each the width of the screen (issue #51)', async () => {
    const page = await site.page(PHONE);
    await page.goto('/graphql');
    await queryEditor(page).waitFor();
    await newTab(page);
    await page.keyboard.insertText('query Window { bookingWindow { firstDate lastDate } }');
    await page.locator('.graphiql-tab-active').getByText('Window').waitFor();
    await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
    await response(page).getByText('"firstDate"').waitFor();
    const [editors, result] = await Promise.all([page.locator('.graphiql-editors').boundingBox(), response(page).boundingBox()]);
    // Side by side, the result was a column a character wide.
    expect(result!.width).toBeGreaterThan(PHONE.width * 0.75);
    expect(result!.y).toBeGreaterThanOrEqual(editors!.y + editors!.height - 1);
    expect(editors!.height).toBeGreaterThan(120);
    expect(result!.height).toBeGreaterThan(120);
    await site.screenshot(page, 'graphql-playground-375');
    await page.context().close();
  });
});
