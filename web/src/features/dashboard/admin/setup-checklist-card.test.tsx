import { act, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../../test/render-screen';
import { SetupChecklistCard } from './setup-checklist-card';
import { checklistMock, setupDoneMock } from './setup-checklist.fixtures';

describe('the setup checklist on Today (issue #38)', () => {
  it('lists what the site still needs, each with its way to get done', async () => {
    renderScreen(<SetupChecklistCard />, {
      at: '/admin',
      mocks: [checklistMock({ licence: false, email: true, notifications: false, reviewLink: true, offSiteBackup: false })],
    });
    expect(await screen.findByRole('heading', { name: 'Get the site ready' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('2 of 5 steps done');
    const licence = screen.getByText('Show your contractor licence').closest('li')!;
    expect(within(licence).getByRole('link', { name: 'Open the business profile' })).toHaveAttribute('href', '/admin/business');
    const backup = screen.getByText('Keep a backup off this server').closest('li')!;
    expect(within(backup).getByRole('link', { name: 'Open backups' })).toHaveAttribute('href', '/admin/backups');
    // The key a restore on a new machine needs, kept apart (issue #51).
    expect(backup).toHaveTextContent('A restore on a new machine also needs the backup key');
    expect(backup).toHaveTextContent('keep it apart from the backups');
    // A done step says so, without its hint.
    const email = screen.getByText('Set up e-mail').closest('li')!;
    expect(within(email).getByLabelText('Done')).toBeInTheDocument();
    expect(within(email).queryByText(/SMTP_URL/)).not.toBeInTheDocument();
  });

  it('shows nothing once every step is done', async () => {
    const { container } = renderScreen(<SetupChecklistCard />, {
      at: '/admin',
      mocks: [setupDoneMock()],
    });
    // The answer renders inside act: its update is the one this test reads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });
});
