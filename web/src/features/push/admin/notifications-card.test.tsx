import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { PushMessages } from '@plumbing/shared';
import { DeletePushSubscriptionDocument, PushDevicesDocument, SendTestNotificationDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { NotificationsCard } from './notifications-card';

const phone = {
  __typename: 'PushSubscription' as const,
  id: 'p1',
  endpoint: 'https://push.example/phone',
  label: 'Chrome on Android',
  createdAt: '2026-03-10T13:30:00.000Z',
  lastSentAt: null as string | null,
};
const devices = (list: (typeof phone)[]): MockLink.MockedResponse => ({
  request: { query: PushDevicesDocument },
  result: {
    data: {
      pushPublicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      pushSubscriptions: list,
    },
  },
});
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const renderCard = (mocks: MockLink.MockedResponse[]) => renderScreen(<NotificationsCard />, { mocks });

describe('NotificationsCard', () => {
  it('says plainly when this browser cannot receive notifications (jsdom has no service worker, like a page not on https)', async () => {
    renderCard([devices([])]);
    expect(await screen.findByText('This browser cannot show notifications')).toBeInTheDocument();
    expect(screen.getByText(/need the site to be opened over a secure connection/)).toBeInTheDocument();
    expect(screen.queryByText('Notify me on this device')).not.toBeInTheDocument();
    expect(await screen.findByText('No device receives notifications yet.')).toBeInTheDocument();
    expect(screen.getByText('Send test notification').closest('button')).toBeDisabled();
  });

  it('sends a test notification and says where it went', async () => {
    const user = setupUser();
    renderCard([
      devices([phone]),
      {
        request: { query: SendTestNotificationDocument },
        result: { data: { sendTestNotification: { __typename: 'TestNotificationPayload', devices: 1, sent: true, error: null } } },
      },
      devices([{ ...phone, lastSentAt: '2026-03-10T14:00:00.000Z' }]),
    ]);
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByText(/not notified yet/)).toBeInTheDocument();
    await user.click(screen.getByText('Send test notification'));
    expect(
      (await screen.findByText('Test notification sent to 1 device. It should appear within seconds.')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(await screen.findByText(/last notified/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a test notification', async () => {
    const user = setupUser();
    renderCard([
      devices([phone]),
      {
        request: { query: SendTestNotificationDocument },
        result: { errors: [new GraphQLError(PushMessages.noDevices, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await screen.findByText('Chrome on Android');
    await user.click(screen.getByText('Send test notification'));
    expect((await screen.findByText(PushMessages.noDevices)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('This browser cannot show notifications').closest('[role="note"]')).not.toBeNull();
  });

  it('removes a device after asking', async () => {
    const user = setupUser();
    renderCard([
      devices([phone]),
      {
        request: { query: DeletePushSubscriptionDocument, variables: { endpoint: phone.endpoint } },
        result: { data: { deletePushSubscription: true } },
      },
      devices([]),
    ]);
    await user.click(await screen.findByLabelText('Remove Chrome on Android'));
    const confirm = await screen.findByText('Stop notifications on Chrome on Android?');
    await user.click(within(confirm.closest('.ant-popover') as HTMLElement).getByText('Remove'));
    expect((await screen.findByText('Chrome on Android no longer receives notifications.')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('No device receives notifications yet.')).toBeInTheDocument());
  });
});
