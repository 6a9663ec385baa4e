import { Alert, Button, Flex } from 'antd';
import type { RefObject } from 'react';
import { serviceAreaPath } from '@plumbing/shared';
import { EditConflictAlert } from '../../../ui/admin/edit-conflict';
import type { SaveOutcome } from './use-area-page-form';

interface AreaPageActionsProps {
  slug: string;
  /** Whether the page is published as saved. */
  published: boolean;
  saving: boolean;
  /** The doorway gate, as typed: publishing would be refused. */
  blocked: boolean;
  outcome: SaveOutcome | null;
  outcomeRef: RefObject<HTMLDivElement | null>;
  submit: (publish: boolean, expectedUpdatedAt?: string | null) => void;
  loadSaved: () => Promise<void>;
}

/**
 * The end of the editor, where the owner's eye is when saving: what the last save came to (kept,
 * or refused in the server's words), the warning that publishing would be refused, and the buttons:
 * a draft is always kept; Publish (or Save, once published) asks the doorway gate.
 */
export function AreaPageActions({ slug, published, saving, blocked, outcome, outcomeRef, submit, loadSaved }: AreaPageActionsProps) {
  const address = serviceAreaPath(slug);
  return (
    <div className="area-editor-actions">
      <div ref={outcomeRef} tabIndex={-1} className="area-editor-outcome">
        {outcome?.kind === 'saved' && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={outcome.published ? `Published at ${address}.` : 'Saved as a draft: only you can see it.'}
            action={
              outcome.published && (
                <a href={address} target="_blank" rel="noreferrer" aria-label="View the page (opens a new tab)">
                  View the page
                </a>
              )
            }
          />
        )}
        {outcome?.kind === 'refused' && <Alert type="error" showIcon role="alert" title={outcome.message} />}
        {outcome?.kind === 'conflict' && (
          <EditConflictAlert
            message={outcome.message}
            busy={saving}
            onLoadSaved={loadSaved}
            onOverwrite={() => submit(outcome.publish, null)}
          />
        )}
      </div>
      {/* The server's own refusal above says it already. */}
      {blocked && outcome?.kind !== 'refused' && (
        <Alert
          type="warning"
          showIcon
          title="Publishing would be refused: this page reads too much like another published page. Rewrite the highlighted sentences."
        />
      )}
      <Flex wrap gap="small">
        <Button type="primary" size="large" loading={saving} onClick={() => submit(true)}>
          {published ? 'Save' : 'Publish'}
        </Button>
        <Button size="large" disabled={saving} onClick={() => submit(false)}>
          {published ? 'Unpublish (keep as a draft)' : 'Save draft'}
        </Button>
      </Flex>
    </div>
  );
}
