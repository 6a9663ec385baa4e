import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  BackUpNowDocument,
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

  it('"Back up now" starts a backup and shows its progress', async () => {
    renderScreen(<BackupsScreen />, {
      at: '/admin/backups',
      mocks: [
        backupsMock,
        statusMock(status()),
        {
          request: { query: BackUpNowDocument },
          result: { data: { backUpNow: { __typename: 'BackupStartPayload', ok: true, error: null } } },
        },
        statusMock(status({ running: true, progress: { __typename: 'BackupProgressInfo', phase: 'photos', done: 12, total: 40 } })),
        // Then it is done: the list is asked for again.
        { ...statusMock(status()), maxUsageCount: Infinity },
        backupsMock,
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
