import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSY_CALENDAR_FAILURES, BusyCalendarMessages, MailMessages } from '@plumbing/shared';
import { SiteWarningsDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { SiteWarnings } from './site-warnings';

interface Warning {
  part: string;
  title: string;
  action: string;
  link?: { label: string; to: string };
  dismissible?: boolean;
}
const warningsMock = (siteWarnings: Warning[]): MockLink.MockedResponse => ({
  request: { query: SiteWarningsDocument },
  result: {
    data: {
      siteWarnings: siteWarnings.map(({ link, dismissible = false, ...warning }) => ({
        __typename: 'SiteWarning',
        ...warning,
        link: link ? { __typename: 'SiteWarningLink', ...link } : null,
        dismissible,
      })),
    },
  },
  maxUsageCount: 5,
});

const EMAIL_NOT_SET_UP: Warning = {
  part: 'email',
  title: MailMessages.notSetUp,
  action: MailMessages.setUpHint,
  link: MailMessages.setUpLink,
  dismissible: true,
};

describe('SiteWarnings', () => {
  afterEach(() => window.localStorage.clear());

  it("says in one line that e-mail is not set up, with the way to Today's checklist, and no more (issues #36, #51)", async () => {
    renderScreen(<SiteWarnings />, { at: '/admin/appointments', mocks: [warningsMock([EMAIL_NOT_SET_UP])] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^E-mail is not set up\. How to set it up$/);
    expect(within(alert).getByRole('link', { name: 'How to set it up' })).toHaveAttribute('href', '/admin');
    expect(alert).not.toHaveTextContent('SMTP_URL');
  });

  it('hides it when the owner says so, until the next sign-in', async () => {
    window.localStorage.setItem('adminToken', 'session-one');
    const first = renderScreen(<SiteWarnings />, { at: '/admin', mocks: [warningsMock([EMAIL_NOT_SET_UP])] });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Hide until the next sign-in' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    first.unmount();

    // Another screen of the same session: still hidden.
    const again = renderScreen(<SiteWarnings />, { at: '/admin/pages', mocks: [warningsMock([EMAIL_NOT_SET_UP])] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    again.unmount();

    // Signed in again: said again.
    window.localStorage.setItem('adminToken', 'session-two');
    renderScreen(<SiteWarnings />, { at: '/admin', mocks: [warningsMock([EMAIL_NOT_SET_UP])] });
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail is not set up');
  });

  it('keeps a failure, which cannot be hidden, with what to do', async () => {
    renderScreen(<SiteWarnings />, {
      at: '/admin',
      mocks: [
        warningsMock([{ part: 'email', title: MailMessages.failing('Mon, Mar 2, 2026, 10:05 AM ET'), action: MailMessages.failingHint }]),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check the e-mail account the site sends with');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says each calendar not read for 30 minutes, with the link to fix it (issue #50)', async () => {
    const failing = (name: string) => ({
      part: 'calendars',
      title: BusyCalendarMessages.failingWarning(name, 'Mon, Mar 2, 2026, 10:05 AM ET', BUSY_CALENDAR_FAILURES.notFound),
      action: BusyCalendarMessages.failingWarningHint,
      link: { label: BusyCalendarMessages.fixLinkLabel, to: '/admin/notifications' },
    });
    renderScreen(<SiteWarnings />, { at: '/admin', mocks: [warningsMock([failing('“Personal”'), failing('“Van”')])] });
    const [personal, van] = await screen.findAllByRole('alert');
    expect(personal).toHaveTextContent(
      'Your calendar “Personal” has not been read since Mon, Mar 2, 2026, 10:05 AM ET: its address was not found',
    );
    expect(van).toHaveTextContent('Your calendar “Van”');
    expect(within(personal).getByText('Open Notifications & Calendar')).toHaveAttribute('href', '/admin/notifications');
  });

  it('shows nothing when all is well', async () => {
    const { container } = renderScreen(<SiteWarnings />, { at: '/admin/pages', mocks: [warningsMock([])] });
    // The answer renders inside act: its update is the one this test reads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });
});
