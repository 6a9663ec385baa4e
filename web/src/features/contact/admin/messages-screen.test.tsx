import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  ContactMessagesDocument,
  DeleteContactMessageDocument,
  MessagePhotosDocument,
  SetContactMessageHandledDocument,
} from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { onPhone } from '../../../../test/phone-screen';
import { noMessagePhotosMock } from '../../../../test/message.fixtures';
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
const photosMock = (id: string): MockLink.MockedResponse => ({
  request: { query: MessagePhotosDocument, variables: { id } },
  result: {
    data: {
      contactMessage: {
        __typename: 'ContactMessage',
        id,
        photos: [
          {
            __typename: 'ShownCustomerPhoto',
            id: 'p1',
            width: 800,
            height: 600,
            createdAt: '2026-03-10T13:29:00.000Z',
            url: '/api/customer-photos/p1/full?expires=1&signature=a',
            thumbnailUrl: '/api/customer-photos/p1/thumbnail?expires=1&signature=a',
          },
        ],
      },
    },
  },
});
const deleteMock = (answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: DeleteContactMessageDocument, variables: { id: 'm1' } },
  ...answer,
});
const CONFIRM_TITLE = 'Are you sure you want to delete this message?';
/** The message dialog once it shows Sam's message (antd's modals: role lookups are slow in jsdom). */
const openDialog = async () =>
  (await screen.findByText('m1@example.com', { selector: '.ant-modal a' })).closest('.ant-modal') as HTMLElement;
/** The delete's confirmation prompt. */
const confirmation = async () =>
  (await screen.findByText(CONFIRM_TITLE, { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const renderAt = (at: string, mocks: MockLink.MockedResponse[]) =>
  renderScreen(<MessagesScreen />, {
    at,
    path: '/admin/messages',
    mocks: [...mocks, noMessagePhotosMock('m1'), noMessagePhotosMock('m2')],
  });

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

  it('on a large screen a click on a row opens the message, with its language and photos; its links and buttons keep their jobs', async () => {
    const user = setupUser();
    renderAt('/admin/messages', [
      listMock,
      handledMock({
        result: { data: { setContactMessageHandled: { __typename: 'ContactMessage', id: 'm1', handledAt: '2026-03-10T16:00:00.000Z' } } },
      }),
      photosMock('m1'),
    ]);
    const row = (await screen.findByText('Sam Okafor')).closest('tr')!;
    await user.click(within(row).getByText('Mark Handled'));
    // Handled, it leaves the open ones: the button did its job, and opened nothing.
    await screen.findByText('No open messages. Everything is handled.');
    expect(document.querySelector('.ant-modal')).toBeNull();

    await user.click(screen.getByText('All (2)'));
    await user.click(await screen.findByText(/Hello from Sam Okafor/));
    const dialog = await openDialog();
    expect(within(dialog).getByText('English')).toBeInTheDocument();
    expect(await within(dialog).findByAltText('Photo 1 of 1 from the customer')).toHaveAttribute(
      'src',
      '/api/customer-photos/p1/thumbnail?expires=1&signature=a',
    );
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('on a large screen %s on the focused row opens the message', async (_key, keys) => {
    const user = setupUser();
    renderAt('/admin/messages', [listMock, photosMock('m1')]);
    const row = (await screen.findByText('Sam Okafor')).closest('tr')!;
    expect(row).toHaveAttribute('tabindex', '0');
    expect(within(row).getByLabelText('View Message from Sam Okafor')).toHaveTextContent('View Message');
    row.focus();
    await user.keyboard(keys);
    expect(within(await openDialog()).getByText('m1@example.com')).toBeInTheDocument();
  });

  it('deletes a message from its dialog only after the owner confirms, as an appointment is; the row goes', async () => {
    const user = setupUser();
    let deleted = 0;
    renderAt('/admin/messages?id=m1', [
      listMock,
      photosMock('m1'),
      deleteMock({ result: () => (deleted++, { data: { deleteContactMessage: true } }) }),
    ]);
    const dialog = await openDialog();
    await user.click(within(dialog).getByText('Delete Message'));
    let confirm = await confirmation();
    expect(confirm).toHaveTextContent(
      'The message of Sam Okafor and the photos sent with it are removed for good. The customer is not notified.',
    );
    await user.click(within(confirm).getByText('Keep it'));
    await waitFor(() => expect(screen.queryByText(CONFIRM_TITLE, { selector: '.ant-modal-confirm-title' })).toBeNull());
    expect(deleted).toBe(0);
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByText('Delete Message'));
    confirm = await confirmation();
    await user.click(within(confirm).getByText('Delete Message'));
    await waitFor(() => expect(screen.queryByText('m1@example.com', { selector: '.ant-modal *' })).toBeNull());
    expect(deleted).toBe(1);
    expect(screen.queryByText('Sam Okafor')).toBeNull();
    expect(screen.getByText('Open (0)')).toBeInTheDocument();
  });

  it('says so in the dialog when a delete fails, and keeps the message', async () => {
    onPhone();
    const user = setupUser();
    renderAt('/admin/messages', [listMock, photosMock('m1'), deleteMock({ error: new Error('offline') })]);
    const sam = (await screen.findByText('Sam Okafor', { selector: 'h2' })).closest('li')!;
    await user.click(within(sam).getByText('View Message'));
    const dialog = await openDialog();
    await user.click(within(dialog).getByText('Delete Message'));
    await user.click(within(await confirmation()).getByText('Delete Message'));
    expect(await within(dialog).findByText('Failed to delete message with ID: m1')).toBeInTheDocument();
    expect(within(dialog).getByText('m1@example.com')).toBeInTheDocument();
  });
});
