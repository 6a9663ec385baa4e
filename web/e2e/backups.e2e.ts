import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, openSite, OWNER, PHONE, saveScreenshot, seriousViolations, signIn, tablesFitTheirCards, type Site } from './browser';

/** Whether the element is wholly on screen and clear of the sticky top bar (when one shows). */
async function inView(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const topbar = await page.locator('.topbar').boundingBox();
  const top = topbar ? topbar.y + topbar.height : 0;
  return box !== null && box.y >= top && box.y + box.height <= page.viewportSize()!.height;
}

describe('backups in the admin, on a phone and a laptop', () => {
  let site: Site;
  let token: string;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-e2e-backups-'));

  async function signedInPage(viewport: { width: number; height: number }) {
    const page = await site.page(viewport);
    await signIn(page, token);
    return page;
  }

  beforeAll(async () => {
    // Backups of the embedded database the server runs itself, as an owner's site does.
    site = await openSite({ BACKUP_DIR: backupDir }, { embeddedDatabase: true });
    token = await site.setUpOwner();
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it('"Back up now" makes a backup that is listed and downloads whole', async () => {
    const page = await signedInPage(DESKTOP);
    await page.goto('/admin');
    // The menu's link: Today's setup checklist may show an "Open backups" link too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backups', exact: true }).click();
    await page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
    await page.getByText('No backups yet.').waitFor();
    await page.getByRole('button', { name: 'Back up now' }).click();
    const row = page.getByRole('row', { name: /Download backup-/ });
    await row.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Back up now' }).waitFor(); // no longer "Backing up..."
    expect(await tablesFitTheirCards(page)).toBe(true);
    await site.screenshot(page, 'admin-backups-1280');

    const [name] = fs.readdirSync(backupDir);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${name}` }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    const saved = path.join(backupDir, '..', `${name}.downloaded`);
    await download.saveAs(saved);
    expect(fs.readFileSync(saved)).toEqual(fs.readFileSync(path.join(backupDir, name)));
    fs.rmSync(saved);
    await page.context().close();

    const phone = await signedInPage(PHONE);
    await phone.goto('/admin/backups');
    await phone.getByRole('row', { name: /Download backup-/ }).waitFor();
    // Loaded at its own address, the tab is titled after the screen, not the server's "Administration".
    expect(await phone.title()).toBe('Backups | Gulf Coast Plumbing & Renovation');
    expect(await tablesFitTheirCards(phone)).toBe(true); // Download in view, no sideways scrolling
    await site.screenshot(phone, 'admin-backups-375');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  it('at 375 px says where the backup key is and hands it over as backup-key once the password is given again (issue #51)', async () => {
    const phone = await signedInPage(PHONE);
    await phone.goto('/admin/backups');
    const card = phone.locator('.backup-key');
    await card.getByText(/\/backup-key$/).waitFor(); // DATA_DIR/backup-key on the server
    expect(await card.textContent()).toContain('Keep a copy apart from the backups');
    await card.getByRole('button', { name: 'Download the backup key' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Download the backup key' });
    await dialog.getByLabel('Your password').fill('not the password');
    await dialog.getByRole('button', { name: 'Download' }).click();
    await dialog.getByText('The password is not correct').waitFor();
    await dialog.getByLabel('Your password').fill(OWNER.password);
    const [download] = await Promise.all([phone.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('backup-key');
    const saved = path.join(backupDir, '..', 'backup-key.downloaded');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    fs.rmSync(saved);
    await card.getByText(/^Downloaded backup-key/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await site.screenshot(phone, 'admin-backup-key-375');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  it('a failed backup is said at the top of every admin screen, in view on a phone', async () => {
    // BACKUP_DIR's place taken by a file: the next backup fails.
    const moved = `${backupDir}-moved`;
    fs.renameSync(backupDir, moved);
    fs.writeFileSync(backupDir, 'not a folder');
    try {
      const page = await signedInPage(PHONE);
      await page.goto('/admin/backups');
      await page.getByRole('button', { name: 'Back up now' }).click();
      const warning = page.locator('.backup-warning');
      await warning.getByText(/^The last backup failed/).waitFor({ timeout: 20_000 });
      await site.screenshot(page, 'admin-backups-failed-375');

      for (const [viewport, width] of [
        [PHONE, 375],
        [DESKTOP, 1280],
      ] as const) {
        const screen = await signedInPage(viewport);
        await screen.goto('/admin/appointments');
        await screen
          .locator('.backup-warning')
          .getByText(/^The last backup failed/)
          .waitFor();
        expect(await inView(screen, '.backup-warning')).toBe(true);
        // What the viewport shows, not the full page: the point is what is in view.
        await saveScreenshot(screen, `admin-backup-warning-${width}`);
        await screen.getByRole('link', { name: 'Open Backups to back up now' }).click();
        await screen.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
        await screen.context().close();
      }
      await page.context().close();
    } finally {
      fs.rmSync(backupDir);
      fs.renameSync(moved, backupDir);
    }
  });
});
