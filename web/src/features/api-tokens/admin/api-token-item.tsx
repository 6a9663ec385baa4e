import { Button, Popconfirm, Tag, Typography } from 'antd';
import { formatTimestamp } from '../../../ui/admin/date-time';
import type { ListedApiToken } from './use-api-tokens';

interface ApiTokenItemProps {
  token: ListedApiToken;
  timeZone: string;
  revoking: boolean;
  onRevoke: (token: ListedApiToken) => void;
}

/** One token in the list: its name, scopes and first characters, when it was made and last used, and Revoke (asked first). */
export function ApiTokenItem({ token, timeZone, revoking, onRevoke }: ApiTokenItemProps) {
  const revoked = token.revokedAt !== null;
  return (
    <li className={`admin-item${revoked ? ' api-token-revoked' : ''}`}>
      <div className="admin-item-text api-token-text">
        <strong>
          {token.name} {revoked && <Tag color="red">Revoked {formatTimestamp(token.revokedAt!, timeZone)}</Tag>}
        </strong>
        <span>
          <Typography.Text code>{token.displayPrefix}…</Typography.Text> · created {formatTimestamp(token.createdAt, timeZone)} ·{' '}
          {token.lastUsedAt ? `last used ${formatTimestamp(token.lastUsedAt, timeZone)}` : 'never used'}
        </span>
        <span className="api-token-scopes-list" aria-label="Scopes">
          {token.scopes.map((scope) => (
            <Tag key={scope}>{scope}</Tag>
          ))}
        </span>
      </div>
      {!revoked && (
        <Popconfirm
          title={`Revoke “${token.name}”?`}
          description="Every program using it is refused from now on. This cannot be undone."
          okText="Revoke"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={() => onRevoke(token)}
        >
          <Button danger loading={revoking} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}
