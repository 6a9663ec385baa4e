import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@plumbing/shared';
import { serverErrorCode } from '../../platform/apollo/form-errors';
import { reveal } from '../use-reveal';

export const EditConflictTexts = {
  loadSaved: 'Load the saved version',
  overwrite: 'Save my version anyway',
  choice: 'Load the saved version to see those changes (your edits here are discarded), or save yours over them.',
  loadFailed: 'Could not load the saved version. Please try again.',
  loaded: 'Loaded the saved version. Your edits here were discarded.',
} as const;

/** The server's words when a save was refused because another tab or device saved the same thing since (CONFLICT), else null. */
export function editConflictOf(error: unknown): string | null {
  const coded = serverErrorCode(error);
  return coded?.code === ErrorCode.CONFLICT ? coded.message : null;
}

interface EditConflictAlertProps {
  /** The server's refusal (EditConflictMessages.changed). */
  message: string;
  /** Replaces the edits with the version saved elsewhere (this alert then says so); rejects when it cannot be loaded. */
  onLoadSaved: () => Promise<void>;
  /** Saves these edits over the other version. */
  onOverwrite: () => void;
  busy?: boolean;
}

/**
 * The two ways out of an edit conflict, side by side, so neither version is lost without the owner
 * choosing. Once the saved version is loaded, it says so in its place and takes the focus the
 * vanished button had.
 */
export function EditConflictAlert({ message, onLoadSaved, onOverwrite, busy = false }: EditConflictAlertProps) {
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const loadedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loaded) reveal(loadedRef.current);
  }, [loaded]);

  async function loadSaved() {
    setLoading(true);
    setLoadFailed(false);
    try {
      await onLoadSaved();
      setLoaded(true);
    } catch {
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (loaded) {
    return (
      <div ref={loadedRef} tabIndex={-1}>
        <Alert type="info" showIcon role="status" title={EditConflictTexts.loaded} style={{ marginBottom: 16 }} />
      </div>
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={message}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{loadFailed ? <strong>{EditConflictTexts.loadFailed}</strong> : EditConflictTexts.choice}</p>
          <Flex gap="small" wrap>
            <Button onClick={() => void loadSaved()} loading={loading} disabled={busy}>
              {EditConflictTexts.loadSaved}
            </Button>
            <Button danger onClick={onOverwrite} disabled={busy || loading}>
              {EditConflictTexts.overwrite}
            </Button>
          </Flex>
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
