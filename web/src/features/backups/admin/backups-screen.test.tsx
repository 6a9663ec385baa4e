import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  BackUpNowDocument,
  BackupKeyDocument,
  BackupsDocument,
  BackupStatusDocument,
  BackupWarningDocument,
  type BackupStatusQuery,
} from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { BackupWarning } from './backup-warning';
import BackupsScreen from './backups-screen';

type Status = BackupStatusQuery['backupStatus'];
/** The server's answer, with the __typename of every object (the generated type leaves them out). */
type Answer = { [Field in keyof Status]: unknown } & { __typename: 'BackupStatus' };
const status = (overrides: Partial<Answer> = {}): Answer => ({
  __typename: 'BackupStatus',
  running: false,
  progress: null,
  lastRun: {
    __typename: 'BackupRun',
    id: 'run-1',
    trigger: 'scheduled',
    status: 'succeeded',
    error: null,
    finishedAt: '2026-03-02T08:00:05.000Z',
  },
  newestBackupAt: '2026-03-02T08:00:00.000Z',
  warning: null,
  scheduled: true,
  nextRunAt: '2026-03-03T08:00:00.000Z',
  keepDaily: 7,
  keepWeekly: 4,
  directory: '/srv/site/data/backups',
  keyFile: '/srv/site/data/backup-key',
  ...overrides,
});
const statusMock = (value: Answer): MockLink.MockedResponse => ({
  request: { query: BackupStatusDocument },
  result: { data: { backupStatus: value } },
});
const backupsMock: MockLink.MockedResponse = {
  request: { query: BackupsDocument },
  result: {
    data: {
      backups: [
        {
          __typename: 'BackupFileInfo',
          name: 'backup-2026-03-02T0800Z.tar.gz',
          createdAt: '2026-03-02T08:00:00.000Z',
          size: 12_582_912,
          rows: 10_234,
          photos: 212,
        },
      ],
    },
  },
};

describe('BackupsScreen', () => {
  it('lists the backups with what each holds, and says when the next is made and what is kept', async () => {
    renderScreen(<BackupsScreen />, { at: '/admin/backups', mocks: [backupsMock, statusMock(status())] });
    // The row found by its Download: the time alone also reads as the last backup's, whichever answer comes first.
    const row = (await screen.findByRole('button', { name: 'Download backup-2026-03-02T0800Z.tar.gz' })).closest('tr')!;
    expect(within(row).getByText('Mar 2, 2026, 3:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('12.0 MB · 10,234 rows · 212 photos')).toBeInTheDocument();
    expect(await screen.findByText('Every night at 3:00 AM; the next on Mar 3, 2026, 3:00 AM')).toBeInTheDocument();
    expect(
      screen.getByText('The newest of each of the last 7 days and 4 weeks, on the server in /srv/site/data/backups'),
    ).toBeInTheDocument();
  });

  it('says where the backup key is and to keep it apart; "Download the backup key" asks the password again first (issue #51)', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:backup-key');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const keyMock = (password: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
      request: { query: BackupKeyDocument, variables: { password } },
      result,
    });
    renderScreen(<BackupsScreen />, {
      at: '/admin/backups',
      mocks: [
        backupsMock,
        statusMock(status()),
        keyMock('wrong', { errors: [new GraphQLError('The password is not correct', { extensions: { code: 'BAD_USER_INPUT' } })] }),
        keyMock('owner password', { data: { backupKey: 'a1b2c3' } }),
      ],
    });
    const card = (await screen.findByText('Backup key')).closest<HTMLElement>('.backup-key')!;
    expect(card).toHaveTextContent('a restore on a new machine needs it');
    expect(within(card).getByText('/srv/site/data/backup-key')).toBeInTheDocument();
    expect(card).toHaveTextContent('Keep a copy apart from the backups');

    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(within(card).getByText('Download the backup key'));
    const password = await screen.findByLabelText('Your password');
    await user.type(password, 'wrong{Enter}');
    // The message beside the field comes in with antd's motion: slow under jsdom.
    expect(await screen.findByText('The password is not correct', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(password);
    await user.type(password, 'owner password{Enter}');
    await screen.findByText(/^Downloaded backup-key\. Keep it apart from the backups/);
    expect(await saved[0].text()).toBe('a1b2c3\n');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('backup-key');
    await waitFor(() => expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument());
    click.mockRestore();
  });

  it('"Back up now" starts a backup and shows its progress', async () => {
    // The status answers "running" from the moment the backup is started, however often it is asked:
    // counting answers (one for the first load, then so many polls) failed twice in CI (runs 58 and 60).
    let backupStarted = false;
    const running = status({ running: true, progress: { __typename: 'BackupProgressInfo', phase: 'photos', done: 12, total: 40 } });
    renderScreen(<BackupsScreen />, {
      at: '/admin/backups',
      mocks: [
        { ...backupsMock, maxUsageCount: Infinity },
        {
          request: { query: BackupStatusDocument },
          result: () => ({ data: { backupStatus: backupStarted ? running : status() } }),
          maxUsageCount: Infinity,
        },
        {
          request: { query: BackUpNowDocument },
          result: () => {
            backupStarted = true;
            return { data: { backUpNow: { __typename: 'BackupStartPayload', ok: true, error: null } } };
          },
        },
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Making a backup: Copying the photos (12 of 40)...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Backing up/ })).toBeInTheDocument();
  });

  it('says when the last backup failed, and why', async () => {
    const failed = status({
      lastRun: {
        __typename: 'BackupRun',
        id: 'run-2',
        trigger: 'scheduled',
        status: 'failed',
        error: 'ENOSPC: no space left on device',
        finishedAt: '2026-03-02T08:00:05.000Z',
      },
    });
    renderScreen(<BackupsScreen />, { at: '/admin/backups', mocks: [backupsMock, statusMock(failed)] });
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('ENOSPC: no space left on device')).toBeInTheDocument();
  });
});

describe('BackupWarning', () => {
  const warningMock = (warning: string | null): MockLink.MockedResponse => ({
    request: { query: BackupWarningDocument },
    result: { data: { backupStatus: { __typename: 'BackupStatus', warning } } },
  });

  it('shows what the owner must know, with the way to the backups screen', async () => {
    renderScreen(<BackupWarning />, {
      at: '/admin/pages',
      mocks: [warningMock('The newest backup is from Mon, Mar 2, 2026, 3:00 AM ET, more than 48 hours ago.')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The newest backup is from Mon, Mar 2, 2026, 3:00 AM ET, more than 48 hours ago.',
    );
    expect(screen.getByRole('link', { name: 'Open Backups to back up now' })).toHaveAttribute('href', '/admin/backups');
  });

  it('shows nothing when all is well', async () => {
    const { container } = renderScreen(<BackupWarning />, { at: '/admin/pages', mocks: [warningMock(null)] });
    // The answer renders inside act: its update is the one this test reads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });
});
