import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Progress, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { BACKUP_PHASE_LABELS, ChangeCollection } from '@plumbing/shared';
import type { BackupsQuery, BackupStatusQuery } from '../../../gql/graphql';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { siteConfig } from '../../../platform/site-config';
import { AdminHeading, adminTableLayout, LoadFailure, RefreshButton } from '../../../ui/admin/admin-screen-parts';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { downloadBackup } from './backup-download';
import { BackupKeyCard } from './backup-key-card';
import { BackUpNowMutation, BackupsDocument, BackupStatusDocument } from './backup-operations';
import './backups-screen.css';

type Backup = BackupsQuery['backups'][number];
type Status = BackupStatusQuery['backupStatus'];

/** While a backup is being made, its progress is asked for this often (a backup on another instance too). */
const PROGRESS_POLL_MS = 1000;

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function BackupProgress({ progress }: { progress: Status['progress'] }) {
  const label = progress ? `${BACKUP_PHASE_LABELS[progress.phase]} (${progress.done} of ${progress.total})` : 'Starting';
  // Each phase fills its share of the bar, in the order a backup goes through them.
  const phases = Object.keys(BACKUP_PHASE_LABELS);
  const phaseIndex = progress ? phases.indexOf(progress.phase) : 0;
  const percent = progress && progress.total > 0 ? Math.round(((phaseIndex + progress.done / progress.total) / phases.length) * 100) : 0;
  return (
    <div className="backup-progress" role="status" aria-live="polite">
      <Typography.Text strong>Making a backup: {label}...</Typography.Text>
      <Progress percent={percent} status="active" aria-label="Backup progress" />
    </div>
  );
}

function StatusCard({ status }: { status: Status }) {
  const { timeZone } = siteConfig.business;
  const last = status.lastRun;
  return (
    <Card className="backup-status">
      {status.running && <BackupProgress progress={status.progress} />}
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Last backup">
          {last?.finishedAt ? (
            <span>
              {formatTimestamp(last.finishedAt, timeZone)}{' '}
              {last.status === 'succeeded' ? <Tag color="green">Made</Tag> : <Tag color="red">Failed</Tag>}
              {last.error && <Typography.Text type="danger">{last.error}</Typography.Text>}
            </span>
          ) : (
            'None yet'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Automatic backups">
          {status.scheduled && status.nextRunAt
            ? `Every night at 3:00 AM; the next on ${formatTimestamp(status.nextRunAt, timeZone)}`
            : 'Off (BACKUP_SCHEDULE=off)'}
        </Descriptions.Item>
        <Descriptions.Item label="Kept">
          The newest of each of the last {status.keepDaily} days and {status.keepWeekly} weeks, on the server in {status.directory}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** /admin/backups: the backups kept, "Back up now" with its progress, and each backup's download. */
export default function BackupsScreen() {
  usePageTitle('Backups');
  const { timeZone } = siteConfig.business;
  const backups = useQuery(BackupsDocument, { fetchPolicy: 'cache-and-network' });
  const status = useQuery(BackupStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [backUpNow, started] = useMutation(BackUpNowMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = status.data?.backupStatus.running ?? false;

  const refetchAll = () => Promise.all([backups.refetch(), status.refetch()]);
  useDataChanged(ChangeCollection.backups, () => void refetchAll().catch(() => undefined));

  // While one is being made, follow its progress; when it is done, list it.
  const { startPolling, stopPolling } = status;
  const refetchList = backups.refetch;
  useEffect(() => {
    if (!running) return;
    startPolling(PROGRESS_POLL_MS);
    return () => {
      stopPolling();
      void refetchList().catch(() => undefined);
    };
  }, [running, startPolling, stopPolling, refetchList]);

  async function start() {
    setRefusal(null);
    try {
      const { data } = await backUpNow();
      if (data && !data.backUpNow.ok) setRefusal(data.backUpNow.error ?? 'The backup could not be started.');
    } catch {
      setRefusal('The backup could not be started. Please try again.');
    }
    await status.refetch().catch(() => undefined);
  }

  // Two narrow columns of text that wraps: the whole row, Download included, fits a phone.
  const columns: TableColumnsType<Backup> = [
    {
      title: 'Backup',
      key: 'backup',
      render: (_, row) => (
        <div className="backup-listing">
          <Typography.Text strong>{formatTimestamp(row.createdAt, timeZone)}</Typography.Text>
          <Typography.Text type="secondary">
            {formatSize(row.size)} ·{' '}
            {row.rows === null
              ? 'contents unreadable'
              : `${row.rows.toLocaleString('en-US')} rows · ${row.photos!.toLocaleString('en-US')} photos`}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Button onClick={() => downloadBackup(row.name)} aria-label={`Download ${row.name}`}>
          Download
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title="Backups">
        <div className="backups-actions">
          <RefreshButton refetch={refetchAll} />
          <Button type="primary" onClick={() => void start()} loading={started.loading || running}>
            {running ? 'Backing up...' : 'Back up now'}
          </Button>
        </div>
      </AdminHeading>
      {(backups.error || status.error) && <LoadFailure title="Failed to fetch backups" stale={Boolean(backups.data)} />}
      {refusal && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={refusal}
          closable={{ onClose: () => setRefusal(null) }}
          style={{ marginBottom: 16 }}
        />
      )}
      {status.data && <StatusCard status={status.data.backupStatus} />}
      {status.data && <BackupKeyCard keyFile={status.data.backupStatus.keyFile} />}
      <Card>
        <Typography.Paragraph type="secondary">
          Each backup holds the whole database and every photo. To bring the site back from one, stop the server and run{' '}
          <Typography.Text code>npm run restore -- FILE</Typography.Text>.
        </Typography.Paragraph>
        <Table<Backup>
          rowKey="name"
          columns={columns}
          dataSource={backups.data?.backups ?? []}
          loading={backups.loading && !backups.data}
          {...adminTableLayout(280)}
          locale={{ emptyText: 'No backups yet.' }}
        />
      </Card>
    </>
  );
}
