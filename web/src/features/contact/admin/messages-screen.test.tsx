import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ContactMessagesDocument, SetContactMessageHandledDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { onPhone } from '../../../../test/phone-screen';
import MessagesScreen from './messages-screen';

const message = (id: string, name: string, handledAt: string | null = null) => ({
  __typename: 'ContactMessage' as const,
  id,
  name,
  email: `${id}@example.com`,
  phone: '(813) 555-0177',
  service: 'installation' as const,
  message: `Hello from ${name}. Please call me back about a new water heater.`,
  handledAt,
  createdAt: '2026-03-10T13:30:00.000Z',
  locale: 'en',
});

const inbox = [message('m1', 'Sam Okafor'), message('m2', 'Tia Brooks', '2026-03-10T15:00:00.000Z')];
const listMock: MockLink.MockedResponse = { request: { query: ContactMessagesDocument }, result: { data: { contactMessages: inbox } } };
const handledMock = (answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: SetContactMessageHandledDocument, variables: { id: 'm1', handled: true } },
  ...answer,
});
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const renderAt = (at: string, mocks: MockLink.MockedResponse[]) => renderScreen(<MessagesScreen />, { at, path: '/admin/messages', mocks });

describe('MessagesScreen', () => {
  it('on a large screen keeps the table: sender, message, status and Mark Handled', async () => {
    renderAt('/admin/messages', [listMock]);
    const row = (await screen.findByText('Sam Okafor')).closest('tr')!;
    expect(within(row).getByText('m1@example.com')).toHaveAttribute('href', 'mailto:m1@example.com');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('Mark Handled')).toBeInTheDocument();
    expect(document.querySelector('ul[aria-label="Messages"]')).toBeNull();
  });

  it('on a phone shows cards with Call, E-mail, Mark Handled and the whole message in a dialog', async () => {
    onPhone();
    const user = setupUser();
    renderAt('/admin/messages', [listMock]);
    const sam = (await screen.findByText('Sam Okafor', { selector: 'h2' })).closest('li')!;
    expect(sam.closest('ul')).toHaveAttribute('aria-label', 'Messages');
    expect(within(sam).getByText(/^Installation ·/)).toBeInTheDocument();
    expect(within(sam).getByLabelText('Call Sam Okafor')).toHaveAttribute('href', 'tel:+18135550177');
    expect(within(sam).getByLabelText('E-mail Sam Okafor')).toHaveAttribute('href', 'mailto:m1@example.com');
    expect(document.querySelector('table')).toBeNull();

    await user.click(within(sam).getByText('View Message'));
    const text = await screen.findByText('Hello from Sam Okafor. Please call me back about a new water heater.', {
      selector: '.ant-modal *',
    });
    expect(text).toBeInTheDocument();
  });

  it('opens the message a notification links to (?id=), and says so when it is gone', async () => {
    renderAt('/admin/messages?id=m2', [listMock]);
    const dialog = (
      await screen.findByText('Hello from Tia Brooks. Please call me back about a new water heater.', { selector: '.ant-modal *' })
    ).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Tia Brooks')).toBeInTheDocument();
    expect(within(dialog).getByText('Reopen')).toBeInTheDocument();
  });

  it('says so when the linked message no longer exists', async () => {
    renderAt('/admin/messages?id=m9', [listMock]);
    expect(await screen.findByText('That message no longer exists.')).toBeInTheDocument();
  });

  it('shows a failed Mark Handled where the owner tapped it, on a phone too', async () => {
    onPhone();
    const user = setupUser();
    renderAt('/admin/messages', [listMock, handledMock({ error: new Error('offline') })]);
    const sam = (await screen.findByText('Sam Okafor', { selector: 'h2' })).closest('li')!;
    await user.click(within(sam).getByText('Mark Handled'));
    const failure = (await screen.findByText('Failed to update the message. Please try again.')).closest('[role="alert"]')!;
    await waitFor(() => expect(failure.parentElement).toHaveFocus());
  });
});
