import { Alert, Button, Flex, Input, Modal, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { LOCALE_NAMES_IN_ENGLISH, MAX_REASON_LENGTH } from '@plumbing/shared';
import { useDialogLayout } from '../../../ui/admin/dialog-layout';
import { formatVisit } from '../../../ui/admin/date-time';
import type { AdminAppointment } from './appointment-operations';
import { statusChangePrompt } from './appointment-status';
import { ProposedTimesField } from './proposed-times-field';
import './status-note-dialog.css';

/** A rejection or a cancellation being written: the appointment, the status, and the reason it starts with. */
export interface NoteTarget {
  appointment: AdminAppointment;
  status: 'rejected' | 'cancelled';
  /** The reason filled in already (a closure's), which the owner may change. */
  reason?: string;
}

/** What the owner adds for the customer. */
export interface StatusNote {
  reason: string;
  proposedTimes: string[];
}

interface StatusNoteDialogProps {
  /** Null: closed. */
  target: NoteTarget | null;
  timeZone: string;
  busy: boolean;
  /** Why the server refused the last try (a time no longer free), shown here so the owner can fix it. */
  error: string | null;
  onSubmit: (note: StatusNote) => void;
  onCancel: () => void;
}

const WORDS = {
  rejected: { title: 'Reject this request', ok: 'Reject & Email Customer' },
  cancelled: { title: 'Cancel this appointment', ok: 'Cancel & Email Customer' },
} as const;

/**
 * Reject or Cancel, with what the customer is told (issue #50): a reason in the owner's words (it
 * is in their e-mail) and, with a rejection, up to three other free times held for them, each a
 * button in the e-mail that books it. A cancellation's e-mail takes the visit out of their calendar.
 */
export function StatusNoteDialog({ target, ...props }: StatusNoteDialogProps) {
  // Each opening starts afresh: from the reason it is given, and no times.
  return target && <NoteDialog target={target} {...props} />;
}

function NoteDialog({ target, timeZone, busy, error, onSubmit, onCancel }: StatusNoteDialogProps & { target: NoteTarget }) {
  const id = useId();
  const [reason, setReason] = useState(target.reason ?? '');
  const [times, setTimes] = useState<string[]>([]);
  const layout = useDialogLayout(600);
  const { appointment, status } = target;
  const words = WORDS[status];
  const contradiction = statusChangePrompt(appointment.status, status, null);

  return (
    <Modal
      open
      title={words.title}
      onCancel={onCancel}
      closable={{ 'aria-label': 'Close' }}
      {...layout}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" wrap gap="small">
          <Button onClick={onCancel} disabled={busy}>
            Back
          </Button>
          <Button
            type="primary"
            danger
            loading={busy}
            onClick={() => onSubmit({ reason: reason.trim(), proposedTimes: status === 'rejected' ? times : [] })}
          >
            {words.ok}
          </Button>
        </Flex>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {contradiction && <Alert type="warning" showIcon title={contradiction.title} />}
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {appointment.customerName}, {formatVisit(appointment.preferredDate, timeZone)}. They are e-mailed in{' '}
          {LOCALE_NAMES_IN_ENGLISH[appointment.locale]}
          {status === 'cancelled'
            ? ', with your phone number; a visit already in their calendar is taken out of it.'
            : ', with your phone number to find another time.'}
        </Typography.Paragraph>
        <div>
          <label htmlFor={`${id}-reason`} className="status-note-label">
            Reason for the customer (optional)
          </label>
          <Input.TextArea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={MAX_REASON_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder="e.g. Our crew is out of town that day."
          />
          <Typography.Text type="secondary">Their e-mail shows it as you write it.</Typography.Text>
        </div>
        {status === 'rejected' && <ProposedTimesField appointment={appointment} timeZone={timeZone} value={times} onChange={setTimes} />}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Space>
    </Modal>
  );
}
