import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import ApiTokensScreen from './api-tokens-screen';

const TOKEN = `tpr_Ab12Cd${'x'.repeat(37)}`;
const listed = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken',
  id: '5f0b2a0e-0000-4000-8000-000000000001',
  name: 'Accounting sync',
  scopes: ['appointments:read'],
  displayPrefix: 'tpr_Ab12Cd',
  createdAt: '2026-03-02T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});
const list = (...tokens: object[]): MockLink.MockedResponse => ({
  request: { query: ApiTokensDocument },
  result: { data: { apiTokens: tokens } },
});
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('ApiTokensScreen', () => {
  it('lists each token with its scopes, first characters and use, and says when there is none', async () => {
    renderScreen(<ApiTokensScreen />, {
      mocks: [
        list(
          listed({ lastUsedAt: '2026-03-03T14:05:00.000Z', scopes: ['appointments:read', 'messages:read'] }),
          listed({ id: '5f0b2a0e-0000-4000-8000-000000000002', name: 'Old script', revokedAt: '2026-03-04T15:00:00.000Z' }),
        ),
      ],
    });
    const items = within(await screen.findByRole('list', { name: 'API tokens' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Accounting sync');
    expect(items[0]).toHaveTextContent('tpr_Ab12Cd…');
    expect(items[0]).toHaveTextContent('last used Mar 3, 2026, 9:05 AM');
    expect(within(items[0]).getByText('messages:read')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Revoke Accounting sync' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Revoked Mar 4, 2026, 10:00 AM');
    expect(items[1]).toHaveTextContent('never used');
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no tokens, and when the list cannot be fetched', async () => {
    const { unmount } = renderScreen(<ApiTokensScreen />, { mocks: [list()] });
    expect(await screen.findByText(/No API tokens yet/)).toBeInTheDocument();
    unmount();
    renderScreen(<ApiTokensScreen />, { mocks: [{ request: { query: ApiTokensDocument }, error: new Error('offline') }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the API tokens');
  });

  it('creates a token with the ticked scopes and shows it once, with a copy button', async () => {
    const user = setupUser();
    const created: MockLink.MockedResponse = {
      request: { query: CreateApiTokenDocument, variables: { input: { name: 'Accounting sync', scopes: ['appointments:read'] } } },
      result: { data: { createApiToken: { __typename: 'CreatedApiToken', token: TOKEN, apiToken: listed() } } },
    };
    renderScreen(<ApiTokensScreen />, { mocks: [list(), created, list(listed())] });
    await user.click(await screen.findByRole('button', { name: /Create token/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Give the token a name, e.g. the program that will use it')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Accounting sync');
    await user.click(within(dialog).getByRole('checkbox', { name: /appointments:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Token “Accounting sync” created' });
    expect(within(shown).getByText('Copy the token now: you will not see it again.')).toBeInTheDocument();
    expect(within(shown).getByLabelText('API token')).toHaveValue(TOKEN);
    await user.click(within(shown).getByRole('button', { name: /Copy token/ }));
    expect(await within(shown).findByText('Token copied. Paste it where the program keeps its secrets.')).toBeInTheDocument();
    const [copied] = await navigator.clipboard.read();
    await expect(copied.getType('text/plain').then((blob) => blob.text())).resolves.toBe(TOKEN);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Accounting sync');
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
  });

  it('revokes a token only once the owner confirms', async () => {
    const user = setupUser();
    const revoked: MockLink.MockedResponse = {
      request: { query: RevokeApiTokenDocument, variables: { id: listed().id } },
      result: { data: { revokeApiToken: listed({ revokedAt: '2026-03-05T15:00:00.000Z' }) } },
    };
    renderScreen(<ApiTokensScreen />, { mocks: [list(listed()), revoked] });
    await user.click(await screen.findByRole('button', { name: 'Revoke Accounting sync' }));
    const confirm = (await screen.findByText('Revoke “Accounting sync”?')).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText(/Every program using it is refused from now on/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Accounting sync” is revoked: it no longer works.');
    expect(screen.getByRole('listitem')).toHaveTextContent('Revoked Mar 5, 2026, 10:00 AM');
  });
});
