import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { BUSY_CALENDAR_FAILURES, BusyCalendarMessages, MailMessages } from '@plumbing/shared';
import { SiteWarningsDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { SiteWarnings } from './site-warnings';

interface Warning {
  part: string;
  title: string;
  action: string;
  link?: { label: string; to: string };
}
const warningsMock = (siteWarnings: Warning[]): MockLink.MockedResponse => ({
  request: { query: SiteWarningsDocument },
  result: {
    data: {
      siteWarnings: siteWarnings.map(({ link, ...warning }) => ({
        __typename: 'SiteWarning',
        ...warning,
        link: link ? { __typename: 'SiteWarningLink', ...link } : null,
      })),
    },
  },
});

describe('SiteWarnings', () => {
  it('says that e-mail is not set up and what to set (issue #36)', async () => {
    renderScreen(<SiteWarnings />, {
      at: '/admin/appointments',
      mocks: [warningsMock([{ part: 'email', title: MailMessages.notSetUp, action: MailMessages.setUpHint }])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail is not set up: customers receive nothing');
    expect(alert).toHaveTextContent('Set SMTP_URL');
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
