import type { Page } from 'playwright-core';
import { DESKTOP, openingOver, openSite, PHONE, seriousViolations, signIn, type Site } from './browser';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const APPOINTMENTS = '{ appointments { id status } }';

describe('API tokens (issue #43): the owner makes one on a phone, a program uses it, the owner revokes it', () => {
  let site: Site;
  let owner: string;
  let token: string;

  /** What /graphql answers a program that sends `apiToken`, as the example in docs/api.md does. */
  async function asProgram(apiToken: string) {
    const response = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiToken}` },
      body: JSON.stringify({ query: APPOINTMENTS }),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> } };
  }

  beforeAll(async () => {
    site = await openSite({ GRAPHQL_EXPLORER: 'true' });
    owner = await site.setUpOwner();
  });
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it('the owner creates a token with the keyboard, sees it once and copies it', async () => {
    const page = await site.page(PHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await signIn(page, owner);
    await page.goto('/admin/api-tokens');
    await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();
    await page.getByText(/No API tokens yet/).waitFor();

    await page.getByRole('button', { name: 'Create token' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await dialog.getByLabel('Name').waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0); // the dialog's opening zoom is over
    await dialog.getByRole('checkbox', { name: /appointments:read/ }).focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel('Name').fill('Accounting sync');
    expect(await noSidewaysScroll(page)).toBe(true);
    await site.screenshot(page, 'admin-api-token-create-375');
    await page.keyboard.press('Enter');

    const shown = page.getByRole('dialog', { name: 'Token “Accounting sync” created' });
    await shown.getByText('Copy the token now: you will not see it again.').waitFor();
    token = await shown.getByLabel('API token').inputValue();
    expect(token).toMatch(/^tpr_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await shown.getByText('Token copied. Paste it where the program keeps its secrets.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await site.screenshot(page, 'admin-api-token-shown-once-375');

    await shown.getByRole('button', { name: 'Done' }).click();
    const listed = page.getByRole('list', { name: 'API tokens' }).getByRole('listitem');
    await listed.getByText('Accounting sync').waitFor();
    await listed.getByText(`${token.slice(0, 10)}…`).waitFor();
    expect(await page.getByText(token).count()).toBe(0);
    await page.context().close();
  });

  it('the token reads the appointments from /graphql, and cannot confirm one', async () => {
    const read = await asProgram(token);
    expect(read).toEqual({ status: 200, body: { data: { appointments: [] } } });
    const confirm = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation { setAppointmentStatus(id: "5f0b2a0e-0000-4000-8000-000000000001", status: confirmed) { appointment { id } } }',
      }),
    });
    expect(((await confirm.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      'This API token lacks the scope appointments:write.',
    );
  });

  it('a developer pastes the token into the playground and runs the appointments with it', async () => {
    const page = await site.page(DESKTOP);
    await page.goto('/graphql');
    await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor();
    await page.getByLabel('API token').fill(token);
    await page.getByText('Every request carries this token').waitFor();
    await page.getByRole('button', { name: 'New tab' }).click();
    await page.locator('.graphiql-query-editor .monaco-editor').first().click();
    await page.keyboard.insertText('query Mine { appointments { id } }');
    await page.locator('.graphiql-tab-active').getByText('Mine').waitFor();
    await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
    await page.locator('.graphiql-response').getByText('"appointments": []').waitFor();
    await site.screenshot(page, 'graphql-playground-api-token');
    await page.context().close();
  });

  it('the owner revokes it after confirming, and it stops working', async () => {
    const page = await site.page(PHONE);
    await signIn(page, owner);
    await page.goto('/admin/api-tokens');
    await page.getByRole('button', { name: 'Revoke Accounting sync' }).click();
    await page.getByText('Revoke “Accounting sync”?').waitFor();
    await page.getByRole('button', { name: 'Keep it' }).click();
    expect((await asProgram(token)).status).toBe(200);

    await page.getByRole('button', { name: 'Revoke Accounting sync' }).click();
    const confirmation = page.getByRole('tooltip');
    await openingOver(confirmation);
    await confirmation.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('status').getByText('“Accounting sync” is revoked: it no longer works.').waitFor();
    await page
      .getByRole('listitem')
      .getByText(/^Revoked /)
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await site.screenshot(page, 'admin-api-token-revoked-375');

    const refused = await asProgram(token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0].message).toBe('This API token is not valid: it was revoked, or it was never issued by this site.');
    await page.context().close();
  });
});
