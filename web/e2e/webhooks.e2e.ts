import type { Page } from 'playwright-core';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '@plumbing/test-support';
import { PHONE, signIn, siteWithMail } from './browser';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('webhooks (issue #43): the owner adds an endpoint on a phone, sees its delivery and resends it', () => {
  let receiver: WebhookReceiver;
  // The receiver is on 127.0.0.1, which only OUTBOUND_ALLOW_LOOPBACK lets the site send to.
  const opened = siteWithMail({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  let token: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    token = await opened.site.setUpOwner();
  });
  afterAll(async () => {
    await receiver?.stop();
  });

  it('adds an endpoint, copies its secret shown once, sees a message arrive signed, and resends it', async () => {
    const page = await opened.site.page(PHONE);
    await signIn(page, token);
    await page.goto('/admin/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No endpoints yet.').waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByLabel('Address (URL)').fill(receiver.url);
    await page.getByLabel('Description').fill('Office CRM');
    expect(await noSidewaysScroll(page)).toBe(true);
    await opened.site.screenshot(page, 'admin-webhooks-add-375');
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const notice = page.getByLabel('Signing secret');
    await notice.getByText(`Signing secret for ${receiver.url}`).waitFor();
    const secret = (await notice.locator('code').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await opened.site.screenshot(page, 'admin-webhooks-secret-375');
    await notice.getByRole('button', { name: 'I have copied it' }).click();
    await notice.waitFor({ state: 'detached' });
    // Shown once: after a reload the screen has no way to show it again.
    await page.reload();
    await page.getByText(receiver.url).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // A visitor's message is an event the endpoint receives.
    await opened.site.graphql('mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: {
        name: 'Wes Hook',
        email: 'wes@example.com',
        phone: '(813) 555-0190',
        service: 'inspection',
        message: 'Please check my pipes.',
      },
    });
    const [first] = await receiver.waitForDelivered(1);
    expect(verifyWebhook(secret, first)).toMatchObject({ type: 'contact_message.received', data: { name: 'Wes Hook' } });

    await page.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    await deliveries.getByText('contact_message.received').waitFor();
    await deliveries.getByText('Delivered').waitFor();
    await deliveries.getByText(/answer 200 · 1 try/).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await opened.site.screenshot(page, 'admin-webhooks-deliveries-375');

    // The owner resends it with the keyboard: the same message again, signed anew.
    await deliveries.getByRole('button', { name: /^Resend contact_message\.received/ }).focus();
    await page.keyboard.press('Enter');
    await deliveries.getByText(/answer 200 · 2 tries/).waitFor();
    const [, again] = await receiver.waitForDelivered(2);
    expect(again.id).toBe(first.id);
    expect(verifyWebhook(secret, again)).toMatchObject({ type: 'contact_message.received' });
    await page.context().close();
  });
});
