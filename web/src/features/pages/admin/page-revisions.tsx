import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { businessPlaceholderValues } from '@plumbing/shared';
import type { PageRevisionsQuery as PageRevisionsData } from '../../../gql/graphql';
import { siteConfig } from '../../../platform/site-config';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { editConflictOf } from '../../../ui/admin/edit-conflict';
import { AdminPagesQuery, PageRevisionsQuery, RestorePageRevisionMutation } from './pages-operations';
import { compareLines, pageLines } from './revision-comparison';
import type { usePageForm } from './use-page-form';
import './page-revisions.css';

type Revision = PageRevisionsData['pageRevisions'][number];

const when = (revision: Revision) => formatTimestamp(revision.publishedAt, siteConfig.business.timeZone);

/**
 * The versions the page was published as (issue #52), the last first: each compared with what the
 * editor holds now, or restored as the draft (the editor shows it; visitors keep reading the
 * published page until the owner publishes).
 */
export function PageRevisions({ pageId, editor }: { pageId: string; editor: ReturnType<typeof usePageForm> }) {
  const { data, loading, error } = useQuery(PageRevisionsQuery, { variables: { pageId }, fetchPolicy: 'cache-and-network' });
  const [restore, { loading: restoring }] = useMutation(RestorePageRevisionMutation, { refetchQueries: [AdminPagesQuery] });
  const [comparing, setComparing] = useState<Revision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const revisions = data?.pageRevisions ?? [];

  async function restoreAsDraft(revision: Revision) {
    setFailure(null);
    try {
      const { data: restored } = await restore({ variables: { id: revision.id, expectedUpdatedAt: editor.editedVersion.current } });
      if (restored)
        editor.show(restored.restorePageRevision, `The version published ${when(revision)} is now the draft: publish it to make it live.`);
    } catch (thrown) {
      setFailure(editConflictOf(thrown) ?? 'That version could not be restored. Please try again.');
    }
  }

  return (
    <section className="page-revisions" aria-labelledby="page-revisions-title">
      <Typography.Title level={2} id="page-revisions-title" className="page-revisions-title">
        Published versions
      </Typography.Title>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      {error && <Alert type="warning" showIcon title="The published versions could not be loaded." />}
      {loading && !data && <Skeleton active paragraph={{ rows: 2 }} />}
      {data && revisions.length === 0 && (
        <Typography.Text type="secondary">None yet: each publish keeps a version here (the last 30).</Typography.Text>
      )}
      <ol className="page-revision-list">
        {revisions.map((revision, index) => (
          <li key={revision.id}>
            <span className="page-revision-label">
              <strong>{when(revision)}</strong> {revision.title}
              {index === 0 && <Typography.Text type="secondary"> · what visitors read now</Typography.Text>}
            </span>
            <Flex gap="small" wrap>
              <Button size="small" onClick={() => setComparing(revision)} aria-label={`Compare the version of ${when(revision)}`}>
                Compare
              </Button>
              <Popconfirm
                title="Make this version the draft?"
                description="The editor shows it instead of what it holds now. Visitors read the published page until you publish."
                okText="Restore"
                onConfirm={() => restoreAsDraft(revision)}
              >
                <Button size="small" loading={restoring} aria-label={`Restore the version of ${when(revision)}`}>
                  Restore
                </Button>
              </Popconfirm>
            </Flex>
          </li>
        ))}
      </ol>
      <Modal
        open={comparing !== null}
        title={comparing ? `The version of ${when(comparing)} and the editor` : ''}
        onCancel={() => setComparing(null)}
        footer={null}
        width={760}
      >
        {comparing && <RevisionComparison revision={comparing} editor={editor} />}
      </Modal>
    </section>
  );
}

/** A revision beside the editor's words, a block a line: what the editor dropped and what it added. */
function RevisionComparison({ revision, editor }: { revision: Revision; editor: ReturnType<typeof usePageForm> }) {
  const facts = businessPlaceholderValues(siteConfig.business);
  const lines = compareLines(
    pageLines(revision.title, revision.content, facts),
    pageLines(editor.form.getFieldValue('title') ?? '', editor.form.getFieldValue('content') ?? '', facts),
  );
  const changed = lines.some((line) => line.change !== 'same');
  return (
    <>
      <Typography.Paragraph type="secondary">
        {changed ? (
          <>
            <span className="page-revision-removed">Struck through</span>: only in that version.{' '}
            <span className="page-revision-added">Underlined</span>: only in the editor.
          </>
        ) : (
          'The editor holds the same words as this version.'
        )}
      </Typography.Paragraph>
      <ol className="page-revision-lines">
        {lines.map((line, index) =>
          line.change === 'same' ? (
            <li key={index}>{line.text}</li>
          ) : (
            <li key={index}>
              {line.change === 'removed' ? (
                <del className="page-revision-removed">{line.text}</del>
              ) : (
                <ins className="page-revision-added">{line.text}</ins>
              )}
            </li>
          ),
        )}
      </ol>
    </>
  );
}
