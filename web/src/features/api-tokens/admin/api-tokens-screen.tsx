import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { siteConfig } from '../../../platform/site-config';
import { AdminHeading, OutcomeBanner, type Outcome } from '../../../ui/admin/admin-screen-parts';
import { ApiTokenItem } from './api-token-item';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { useApiTokens, type ListedApiToken } from './use-api-tokens';
import './api-tokens-screen.css';

/**
 * /admin/api-tokens (issue #43): the tokens programs use instead of the owner's password, each with
 * its scopes, when it was made and last used; Create token (shown once) and Revoke.
 */
export default function ApiTokensScreen() {
  usePageTitle('API tokens');
  const { timeZone } = siteConfig.business;
  const { tokens, loading, failed, refetch, create, revoke } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function revokeToken(token: ListedApiToken) {
    setRevoking(token.id);
    setOutcome(null);
    const failure = await revoke(token.id);
    setRevoking(null);
    setOutcome(failure ? { type: 'error', text: failure } : { type: 'success', text: `“${token.name}” is revoked: it no longer works.` });
  }

  return (
    <>
      <AdminHeading title="API tokens">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      </AdminHeading>
      <Card className="api-tokens-card">
        <Typography.Paragraph>
          A program, such as your accounting system, uses the site&apos;s API with a token of its own instead of your password. Each token
          may do only what you tick for it, and you can revoke it at any time. Developers find how to use one in{' '}
          <Typography.Text code>docs/api.md</Typography.Text> in the site&apos;s source.
        </Typography.Paragraph>
        <OutcomeBanner outcome={outcome} onDismiss={() => setOutcome(null)} />
        {failed && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Failed to fetch the API tokens"
            description={tokens ? 'Showing the list as last loaded.' : undefined}
            action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
            className="api-tokens-failure"
          />
        )}
        {loading && !tokens ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : tokens?.length === 0 ? (
          <p className="api-tokens-empty">No API tokens yet. Create one for each program that should use the site&apos;s API.</p>
        ) : (
          tokens && (
            <ul className="admin-items" aria-label="API tokens">
              {tokens.map((token) => (
                <ApiTokenItem
                  key={token.id}
                  token={token}
                  timeZone={timeZone}
                  revoking={revoking === token.id}
                  onRevoke={(chosen) => void revokeToken(chosen)}
                />
              ))}
            </ul>
          )
        )}
      </Card>
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} create={create} />
    </>
  );
}
