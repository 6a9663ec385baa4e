import { testPhoto } from '@plumbing/test-support';
import { CustomerPhotoMessages } from '@plumbing/shared';
import { nextBookableDate, openingOver, PHONE, signIn, siteWithMail } from './browser';

// Issue #40: a customer on a phone sends photos of the problem with the request; the owner sees them.
describe('customer photos: sent with a booking from a phone, seen by the owner', () => {
  const opened = siteWithMail();

  it('attaches two files at 375 px (one refused, with its reason), books, and the owner opens the accepted photo in the appointment', async () => {
    const page = await opened.site.page(PHONE);
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();
    await page.getByLabel('Full Name').fill('Photo Customer');
    await page.getByLabel('Email Address').fill('photo.customer@example.com');
    await page.getByLabel('Phone Number').fill('(813) 555-0188');
    await page.getByLabel('Service Type').selectOption('repair');
    await page.getByLabel('Preferred Date').fill(nextBookableDate());
    await page
      .getByLabel('Preferred Time')
      .locator('option', { hasText: /^10:00 AM$/ })
      .waitFor({ state: 'attached' });
    await page.getByLabel('Preferred Time').selectOption({ label: '10:00 AM' });

    await page.getByLabel('Add photos').setInputFiles([
      { name: 'water-heater-label.jpg', mimeType: 'image/jpeg', buffer: await testPhoto(1600, 1200) },
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
    ]);
    const photos = page.getByRole('list', { name: 'Photos of the problem' });
    await photos.getByText('Attached').waitFor();
    await photos.getByText(CustomerPhotoMessages.notAPhoto).waitFor();
    // The thumbnail is the file itself, shown before it went up (decorative: the name says which).
    expect(
      await photos
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await opened.site.screenshot(page, 'schedule-photos-375');

    // The refused one is taken off; the request goes with the one that is there.
    await page.getByRole('button', { name: 'Remove invoice.pdf' }).click();
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await page.getByText('Appointment Request Submitted Successfully!').waitFor();
    const alert = (await opened.smtp.waitFor(2)).find((mail) => mail.subject?.startsWith('New appointment request'))!;
    expect(alert.text).toContain('1 photo of the problem came with it');

    const token = await opened.site.setUpOwner();
    await signIn(page, token);
    await page.goto('/admin/appointments');
    await page
      .getByRole('button', { name: /View Details/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' });
    const photo = dialog.getByRole('img', { name: 'Photo 1 of 1 from the customer' });
    await photo.waitFor();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await photo.elementHandle(),
    );
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await photo.scrollIntoViewIfNeeded();
    // The screenshot shows the dialog as the owner sees it.
    await openingOver(dialog);
    await opened.site.screenshot(page, 'admin-appointment-photos-375');
    await page.context().close();
  });
});
