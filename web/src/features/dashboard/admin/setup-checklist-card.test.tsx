import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { SetupChecklistDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { SetupChecklistCard } from './setup-checklist-card';

const checklist = (done: Record<string, boolean>): MockLink.MockedResponse => ({
  request: { query: SetupChecklistDocument },
  result: {
    data: { setupChecklist: Object.entries(done).map(([step, isDone]) => ({ __typename: 'SetupChecklistItem', step, done: isDone })) },
  },
});

describe('the setup checklist on Today (issue #38)', () => {
  it('lists what the site still needs, each with its way to get done', async () => {
    renderScreen(<SetupChecklistCard />, {
      at: '/admin',
      mocks: [checklist({ licence: false, email: true, notifications: false, reviewLink: true, offSiteBackup: false })],
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
      mocks: [checklist({ licence: true, email: true, notifications: true, reviewLink: true, offSiteBackup: true })],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
