import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { ChangeCollection } from '@plumbing/shared';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { BackupWarningDocument } from './backup-operations';
import './backup-warning.css';

/** Looked at again every few minutes, so a screen left open learns when the newest backup grows too old. */
const RECHECK_MS = 5 * 60 * 1000;

/**
 * On every admin screen, at the top where the owner looks first (on a phone too): the last backup
 * failed, or the newest is older than 48 hours. Nothing when all is well.
 */
export function BackupWarning() {
  const { data, refetch } = useQuery(BackupWarningDocument, { pollInterval: RECHECK_MS, fetchPolicy: 'cache-and-network' });
  useDataChanged(ChangeCollection.backups, () => void refetch().catch(() => undefined));
  const { pathname } = useLocation();
  const warning = data?.backupStatus.warning;
  if (!warning) return null;
  return (
    <Alert
      className="backup-warning"
      type="warning"
      showIcon
      role="alert"
      title={warning}
      description={pathname === '/admin/backups' ? 'Use Back up now below.' : <Link to="/admin/backups">Open Backups to back up now</Link>}
    />
  );
}
