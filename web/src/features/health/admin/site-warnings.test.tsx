import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { MailMessages } from '@plumbing/shared';
import { SiteWarningsDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { SiteWarnings } from './site-warnings';

const warningsMock = (siteWarnings: Array<{ part: string; title: string; action: string }>): MockLink.MockedResponse => ({
  request: { query: SiteWarningsDocument },
  result: { data: { siteWarnings: siteWarnings.map((warning) => ({ __typename: 'SiteWarning', ...warning })) } },
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

  it('shows nothing when all is well', async () => {
    const { container } = renderScreen(<SiteWarnings />, { at: '/admin/pages', mocks: [warningsMock([])] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
